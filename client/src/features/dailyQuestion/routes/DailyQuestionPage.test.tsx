import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { dailyBackend, dailyQuestionHandlers, pastDays, question } from '../test/dailyQuestionBackend';

const PAGE = '/userCenter/growthCenter/dailyQuestion/BMBTI-1754';
const rows = () => screen.getByRole('list', { name: 'Earlier questions' }).querySelectorAll(':scope > li');

beforeEach(() => {
  dailyBackend.reset();
  server.use(...dailyQuestionHandlers);
});

describe('the daily question', () => {
  it('shows a visitor the question and an invitation to sign in, with no form', async () => {
    dailyBackend.reset('visitor');
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Question of the day' })).toBeTruthy();
    expect(await screen.findByText('Which trait goes with doing well at work?')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in to answer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/user/login/BMBTI-1754?next=${encodeURIComponent(PAGE)}`);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit answer' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Earlier questions' })).toBeNull();
  });

  it('offers a signed-in reader without a plan the membership page instead of the form', async () => {
    dailyBackend.reset('noPlan');
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Answering comes with a membership' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See what membership includes' }).getAttribute('href')).toBe('/userCenter/rightsInterests/BMBTI-1754');
    expect(screen.queryByRole('button', { name: 'Submit answer' })).toBeNull();
  });

  it('keeps submit disabled with a hint until an option is chosen, then announces the result and the research', async () => {
    const { user } = await renderApp(PAGE);
    const group = await screen.findByRole('radiogroup');
    const submit = screen.getByRole('button', { name: 'Submit answer' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Choose or write an answer to submit.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Which trait goes with doing well at work?' })).toBeTruthy();
    await user.click(within(group).getByRole('radio', { name: 'Conscientiousness' }));
    expect(submit.disabled).toBe(false);
    expect(screen.queryByText('Choose or write an answer to submit.')).toBeNull();
    await user.click(submit);
    const status = await screen.findByRole('status');
    expect(within(status).getByRole('heading', { name: 'That’s right.' })).toBeTruthy();
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Reviews of many studies find this. It holds across settings.')).toBeTruthy();
    expect(dailyBackend.submitted).toEqual([expect.objectContaining({ questionId: 'dq-001', choices: [1], locale: 'en-US' })]);
    expect(await screen.findByText('You’ve answered 4 days this week. 3 days in a row.')).toBeTruthy();
    expect(screen.queryByText(/lost|missed|streak/i)).toBeNull();
  });

  it('takes several options with checkboxes for a multiple choice', async () => {
    dailyBackend.reset('member', question('MULTIPLE'));
    const { user } = await renderApp(PAGE);
    await user.click(await screen.findByRole('checkbox', { name: 'Openness' }));
    await user.click(screen.getByRole('checkbox', { name: 'Extraversion' }));
    expect(screen.getByText('Choose all that apply.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('heading', { name: 'Not quite this time.' })).toBeTruthy();
    expect(dailyBackend.submitted[0]).toMatchObject({ choices: [0, 2] });
  });

  it('takes a written answer for a fill-in, and shows the accepted answer', async () => {
    dailyBackend.reset('member', question('FILL'));
    const { user } = await renderApp(PAGE);
    const field = await screen.findByRole('textbox', { name: 'Your answer' });
    const submit = screen.getByRole('button', { name: 'Submit answer' }) as HTMLButtonElement;
    await user.type(field, '   ');
    expect(submit.disabled).toBe(true);
    await user.clear(field);
    await user.type(field, '42');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'That’s right.' })).toBeTruthy();
    expect(screen.getAllByText('42', { selector: 'dd' })).toHaveLength(2);
    expect(screen.getByText('Right answer')).toBeTruthy();
  });

  it('says a reflection question has no right answer', async () => {
    dailyBackend.reset('member', question('SINGLE', { reflection: true }));
    const { user } = await renderApp(PAGE);
    await user.click(await screen.findByRole('radio', { name: 'Openness' }));
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('heading', { name: 'No right or wrong here: this one is about you.' })).toBeTruthy();
    expect(screen.queryByText('Right answer')).toBeNull();
  });

  it('lists earlier questions: empty, then page by page to the end', async () => {
    const { user, unmount } = await renderApp(PAGE);
    expect(await screen.findByText('Past questions will appear here from tomorrow.')).toBeTruthy();
    unmount();

    dailyBackend.reset();
    dailyBackend.set({ history: pastDays(9) });
    await renderApp(PAGE);
    await screen.findByRole('list', { name: 'Earlier questions' });
    expect(rows()).toHaveLength(7);
    const list = screen.getByRole('list', { name: 'Earlier questions' });
    expect(within(list).getAllByText('Not answered')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(9));
    expect(await screen.findByText('No more questions')).toBeTruthy();
  });

  it('shows the history loading', async () => {
    dailyBackend.set({ historyHangs: true });
    await renderApp(PAGE);
    expect(await screen.findByRole('status', { name: 'Loading earlier questions' })).toBeTruthy();
  });

  it('shows a history that failed to load, with a retry that works', async () => {
    dailyBackend.set({ history: pastDays(2), historyFailures: 1 });
    const { user } = await renderApp(PAGE);
    expect(await screen.findByText('Earlier questions didn’t load.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Earlier questions' })).toBeTruthy();
  });
});
