import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allAnswers, examBackend, statementText } from '../../../../test/examBackend';
import { clickToLazyPage, currentUrl, renderApp } from '../../../../test/renderApp';

const SESSION = 'session-complete-0001';

function rememberInThisTab(scored: boolean) {
  window.sessionStorage.setItem('innerscope:examSession', JSON.stringify({ id: SESSION, examId: 1754, scored }));
}

describe('answer-complete screen', () => {
  it('saves and evaluates answers not scored yet, then offers the report', async () => {
    examBackend.seedSession({ id: SESSION, answers: allAnswers(1) });
    rememberInThisTab(false);
    const release = examBackend.pause('SubmitExam');
    await renderApp(`/answer/submit/BMBTI-1754?s=${SESSION}&hl=en-US`);
    expect(screen.getByRole('heading', { level: 1, name: 'All done! Your answers are in' })).toBeTruthy();
    expect(screen.getByText('Saving and evaluating your answers…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Get my report' }) as HTMLButtonElement).disabled).toBe(true);
    release();

    const report = await screen.findByRole('link', { name: 'Get my report' });
    expect(report.getAttribute('href')).toBe(`/answer/email/BMBTI-1754?s=${SESSION}&hl=en-US`);
    expect(screen.getByText('Your profile is ready. Get your report now, or look over your answers first.')).toBeTruthy();
    expect(examBackend.session(SESSION)?.submittedAt).not.toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('innerscope:examSession') ?? '{}')).toMatchObject({ scored: true });
  });

  it('does not score again what this tab has just scored', async () => {
    examBackend.seedSession({ id: SESSION, answers: allAnswers(1), submittedAt: '2026-11-22T10:00:00Z' });
    examBackend.fail('SubmitExam', 'network');
    rememberInThisTab(true);
    await renderApp('/quiz/submit/BMBTI-1754');
    expect(screen.getByRole('link', { name: 'Get my report' }).getAttribute('href')).toBe(
      `/answer/email/BMBTI-1754?s=${SESSION}`,
    );
  });

  it('goes back to the first statement with every answer kept to edit them', async () => {
    examBackend.seedSession({ id: SESSION, answers: allAnswers(-1), submittedAt: '2026-11-22T10:00:00Z' });
    rememberInThisTab(true);
    await renderApp(`/answer/submit/BMBTI-1754?s=${SESSION}`);
    await clickToLazyPage(screen.getByRole('link', { name: 'Edit my answers' }));
    await screen.findByRole('group', { name: new RegExp(`${statementText(1)}$`) });
    expect(currentUrl()).toBe(`/answer/question/BMBTI-1754?s=${SESSION}`);
    expect((screen.getByRole('radio', { name: 'Slightly disagree' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('12 / 12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See my results' })).toBeTruthy();
  });

  it('sends the visitor back to the test when answers are missing', async () => {
    examBackend.seedSession({ id: SESSION, answers: { Q01: 1 } });
    await renderApp(`/answer/submit/BMBTI-1754?s=${SESSION}`);
    expect(await screen.findByRole('heading', { name: 'A few statements are still open' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue the test' }).getAttribute('href')).toBe(
      `/answer/question/BMBTI-1754?s=${SESSION}`,
    );
  });

  it('offers to start the test when there are no answers to show', async () => {
    await renderApp('/answer/submit/BMBTI-1754');
    expect(screen.getByRole('heading', { name: 'We could not find your answers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start the test' }).getAttribute('href')).toBe('/answer/question/BMBTI-1754');
  });

  it('shows an error with a retry when the answers cannot be evaluated', async () => {
    examBackend.seedSession({ id: SESSION, answers: allAnswers(2) });
    examBackend.fail('SubmitExam', 'network');
    const { user } = await renderApp(`/answer/submit/BMBTI-1754?s=${SESSION}`);
    expect(await screen.findByRole('heading', { name: 'Your answers could not be evaluated' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Get my report' })).toBeTruthy());
  });

  it('speaks the visitor’s language', async () => {
    examBackend.seedSession({ id: SESSION, answers: allAnswers(2), submittedAt: '2026-11-22T10:00:00Z' });
    rememberInThisTab(true);
    await renderApp(`/ja/answer/submit/BMBTI-1754?s=${SESSION}`);
    expect(screen.getByRole('heading', { name: 'おつかれさまでした！回答が完了しました' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'レポートを受け取る' }).getAttribute('href')).toBe(
      `/ja/answer/email/BMBTI-1754?s=${SESSION}`,
    );
  });
});
