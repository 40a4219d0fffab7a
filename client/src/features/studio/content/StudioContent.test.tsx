import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { resetStudioClient } from '../studioClient';
import { studioBackend, studioHandlers } from '../test/studioBackend';
import { contentBackend, contentHandlers } from './test/contentBackend';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  studioBackend.reset();
  studioBackend.stage = 'active';
  studioBackend.roles = ['CONTENT'];
  studioBackend.permissions = ['content:write', 'content:publish'];
  contentBackend.reset();
  server.use(...studioHandlers, ...contentHandlers);
});
afterEach(() => resetStudioClient());

describe('the studio’s articles', () => {
  it('lists articles a page at a time and filters them by state', async () => {
    const { user } = await renderApp('/studio/articles');
    await screen.findByRole('heading', { level: 1, name: 'Articles' });
    expect(await screen.findAllByRole('link', { name: /^Article \d+$/ })).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Article \d+$/ })).toHaveLength(25));
    expect(screen.getByText('That is everything.')).toBeTruthy();
    await choose(user, 'State', 'Draft');
    await waitFor(() => expect(contentBackend.sent.at(-1)).toMatchObject({ op: 'list', variables: { state: 'DRAFT', after: null } }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Article \d+$/ })).toHaveLength(17));
  }, 60_000);

  it('writes a new article, previews it as members will see it, and publishes it', async () => {
    const { user } = await renderApp('/studio/articles/edit');
    await screen.findByRole('heading', { level: 1, name: 'New article' });
    await choose(user, 'Category', 'Mental health');
    await user.type(screen.getByLabelText('Title'), 'Breathe slowly');
    await user.type(screen.getByLabelText('Summary'), 'A minute that helps.');
    await user.click(screen.getByLabelText('Text'));
    await user.paste('## Why it works\n\nSlow breaths calm\nthe body.\n- In for four\n- Out for six');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('status')).textContent).toBe('Draft saved.');
    expect(contentBackend.sent.find((s) => s.op === 'save')?.variables).toMatchObject({
      kind: 'ARTICLE',
      id: null,
      locale: 'en-US',
      category: 'MENTAL_HEALTH',
      title: 'Breathe slowly',
      body: [
        { type: 'H2', text: 'Why it works' },
        { type: 'P', text: 'Slow breaths calm the body.' },
        { type: 'UL', items: ['In for four', 'Out for six'] },
      ],
    });
    await waitFor(() => expect(currentUrl()).toContain('id=40'));

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('article', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 1, name: 'Breathe slowly' })).toBeTruthy();
    expect(within(preview).getByRole('heading', { level: 2, name: 'Why it works' })).toBeTruthy();
    expect(within(preview).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['In for four', 'Out for six']);

    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect((await screen.findByText('Published: members see it now.')).textContent).toBeTruthy();
    expect(contentBackend.sent.find((s) => s.op === 'publish')?.variables).toMatchObject({ id: 40, version: 1, at: null });
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
  }, 60_000);

  it('says so when someone else saved first, and offers the latest version', async () => {
    const { user } = await renderApp('/studio/notices/edit');
    await screen.findByRole('heading', { level: 1, name: 'New notice' });
    await user.type(screen.getByLabelText('Title'), 'Maintenance');
    await user.click(screen.getByLabelText('Text'));
    await user.paste('Ten minutes on Sunday night.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved.');
    contentBackend.conflict = true;
    await user.type(screen.getByLabelText('Title'), ' tonight');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved this while you were editing.');
    expect(within(alert).getByRole('button', { name: 'Load the latest version' })).toBeTruthy();
    // Nothing is published over unsaved changes.
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Save your changes before publishing.');
    expect(contentBackend.sent.some((s) => s.op === 'publish')).toBe(false);
  }, 60_000);

  it('answers a refused save with its translated message', async () => {
    const { user } = await renderApp('/fr-FR/studio/notices/edit');
    await screen.findByRole('heading', { level: 1, name: 'Nouvelle annonce' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Saisissez un titre.');
  });
});

describe('the daily-question calendar', () => {
  it('shows the month, keeps begun days shut, and sets a day’s question', async () => {
    const { user } = await renderApp('/studio/daily');
    await screen.findByRole('heading', { level: 1, name: 'Daily questions' });
    const dayButtons = await screen.findAllByRole('button', { name: /Question of day/ });
    expect(dayButtons).toHaveLength(30);
    expect(dayButtons[0]!.getAttribute('aria-disabled')).toBe('true');
    await user.click(dayButtons[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(dayButtons[14]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Question' }));
    await user.click(await screen.findByRole('option', { name: 'Question of day 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show this question' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Calendar updated.');
    const sent = contentBackend.sent.find((s) => s.op === 'assign')?.variables as { date: string; questionId: string; locale: string };
    expect(sent).toMatchObject({ locale: 'en-US', questionId: 'dq-003' });
    expect(sent.date.endsWith('-15')).toBe(true);
  }, 60_000);
});
