import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allAnswers, examBackend, statementText } from '../../../../test/examBackend';
import { currentUrl, renderApp } from '../../../../test/renderApp';

const PAGE = '/answer/question/BMBTI-1754';
const FIRST_SESSION = 'session-000000000001';

/** A circle of the statement on screen, by the server's label for it. */
const circle = (label: string) => screen.getByRole('radio', { name: label }) as HTMLInputElement;
/** The statement at `position`, once it is the radio group on screen. */
const statementOnScreen = (position: number) =>
  screen.findByRole('group', { name: new RegExp(`${statementText(position)}$`) });
const visibleEndLabels = () =>
  [...document.querySelectorAll('[aria-hidden="true"] > span')].map((element) => element.textContent);
const savedAnswers = (id = FIRST_SESSION) => examBackend.session(id)?.answers;

/** Answers move on faster when the visitor asks for less motion; most tests do, to run quicker. */
function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('question page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers by tap, moves on by itself and keeps the session in the URL', async () => {
    const { user } = await renderApp(`${PAGE}?utm_source=ad`);
    await statementOnScreen(1);
    expect(screen.getByText('Part 1 of 3')).toBeTruthy();
    expect(screen.getByText('0 / 12')).toBeTruthy();
    expect(visibleEndLabels()).toEqual(['Agree', 'Disagree']);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['3', '2', '1', '0', '-1', '-2', '-3']);
    // The run starts on the server at the visitor's first tap (nothing competes with the first screen before it).
    expect(currentUrl()).toBe(`${PAGE}?utm_source=ad`);

    await user.click(circle('Strongly agree'));
    await waitFor(() => expect(currentUrl()).toBe(`${PAGE}?utm_source=ad&s=${FIRST_SESSION}`));
    await statementOnScreen(2);
    expect(screen.getByText('1 / 12')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuetext')).toBe(
      '1 of 12 statements answered, part 1 of 3',
    );
    await waitFor(() => expect(savedAnswers()).toEqual({ Q01: 3 }), { timeout: 4000 });
    expect(screen.getByText('Answers saved')).toBeTruthy();
    expect(JSON.parse(window.sessionStorage.getItem('innerscope:selectedAnswers') ?? '{}')).toEqual({ Q01: 3 });
  });

  it('answers with keys 1 to 7 from anywhere, and with the arrows and Enter inside the circles', async () => {
    preferReducedMotion();
    const { user } = await renderApp(PAGE);
    await statementOnScreen(1);
    await user.keyboard('7');
    const second = await statementOnScreen(2);
    // Focus follows to the new statement, so a screen reader reads it next.
    await waitFor(() => expect(document.activeElement).toBe(second));

    // jsdom has no CSS.escape, which user-event needs to find the radio group the arrows move through.
    vi.stubGlobal('CSS', { escape: (value: string) => value });
    circle('Neutral').focus();
    await user.keyboard('{ArrowRight}');
    expect(circle('Slightly disagree').checked).toBe(true);
    // The arrows only move the choice: the statement stays.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('group', { name: new RegExp(statementText(2)) })).toBeTruthy();
    await user.keyboard('{Enter}');
    await statementOnScreen(3);
    await waitFor(() => expect(savedAnswers()).toEqual({ Q01: -3, Q02: -1 }), { timeout: 4000 });
  });

  it('goes back to a previous statement with its answer, and lets the visitor change it', async () => {
    preferReducedMotion();
    const { user } = await renderApp(PAGE);
    await statementOnScreen(1);
    await user.keyboard('2');
    await statementOnScreen(2);
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await statementOnScreen(1);
    expect(circle('Agree').checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(circle('Disagree'));
    await statementOnScreen(2);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await statementOnScreen(1);
    expect(circle('Disagree').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await statementOnScreen(2);
    await waitFor(() => expect(savedAnswers()).toEqual({ Q01: -2 }), { timeout: 4000 });
  });

  it('shows a tip after part 1, then opens part 2', async () => {
    preferReducedMotion();
    const { user } = await renderApp(PAGE);
    for (const position of [1, 2, 3, 4]) {
      await statementOnScreen(position);
      await user.keyboard('3');
    }
    expect(await screen.findByRole('heading', { name: 'Nicely done, keep going' })).toBeTruthy();
    expect(screen.getByText('Part 1 of 3 complete')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue to part 2' }));
    await statementOnScreen(5);
    expect(screen.getByText('Part 2 of 3')).toBeTruthy();
    expect(screen.getByText('4 / 12')).toBeTruthy();
  });

  it('resumes a saved session from the link at the first open statement', async () => {
    examBackend.seedSession({ id: 'session-from-link-01', answers: { Q01: 1, Q02: 0, Q03: -1, Q04: 2, Q05: 3 } });
    await renderApp(`${PAGE}?s=session-from-link-01`);
    await statementOnScreen(6);
    expect(screen.getByText('5 / 12')).toBeTruthy();
    expect(screen.getByText('Part 2 of 3')).toBeTruthy();
    expect(JSON.parse(window.sessionStorage.getItem('innerscope:examSession') ?? '{}')).toMatchObject({
      id: 'session-from-link-01',
    });
  });

  it('resumes the session of this tab, saving the answers the server did not get yet', async () => {
    examBackend.seedSession({ id: 'session-of-the-tab-1', answers: { Q01: 1 } });
    window.sessionStorage.setItem(
      'innerscope:examSession',
      JSON.stringify({ id: 'session-of-the-tab-1', examId: 1754, scored: false }),
    );
    window.sessionStorage.setItem('innerscope:selectedAnswers', JSON.stringify({ Q01: 1, Q02: -2, Q03: 3 }));
    await renderApp(PAGE);
    await statementOnScreen(4);
    expect(screen.getByText('3 / 12')).toBeTruthy();
    expect(currentUrl()).toBe(`${PAGE}?s=session-of-the-tab-1`);
    await waitFor(() => expect(savedAnswers('session-of-the-tab-1')).toEqual({ Q01: 1, Q02: -2, Q03: 3 }), {
      timeout: 4000,
    });
  });

  it('starts a new session when the saved one is unknown, keeping the answers of this tab', async () => {
    window.sessionStorage.setItem(
      'innerscope:examSession',
      JSON.stringify({ id: 'session-gone-000001', examId: 1754, scored: false }),
    );
    window.sessionStorage.setItem('innerscope:selectedAnswers', JSON.stringify({ Q01: -1 }));
    await renderApp(`${PAGE}?s=session-gone-000001`);
    await statementOnScreen(2);
    await waitFor(() => expect(currentUrl()).toBe(`${PAGE}?s=${FIRST_SESSION}`));
    await waitFor(() => expect(savedAnswers()).toEqual({ Q01: -1 }), { timeout: 4000 });
  });

  it('keeps answers given before the run had started, across a reload', async () => {
    window.sessionStorage.setItem('innerscope:selectedAnswers', JSON.stringify({ Q01: 2, Q02: -1 }));
    await renderApp(PAGE);
    await statementOnScreen(3);
    await waitFor(() => expect(savedAnswers()).toEqual({ Q01: 2, Q02: -1 }), { timeout: 4000 });
    expect(currentUrl()).toBe(`${PAGE}?s=${FIRST_SESSION}`);
  });

  it('keeps an answer that failed to save and saves it on a later try', async () => {
    preferReducedMotion();
    examBackend.fail('SaveAnswers', 'network');
    const { user } = await renderApp(PAGE);
    await statementOnScreen(1);
    await user.keyboard('1');
    await statementOnScreen(2);
    // Said on screen, and to screen readers, since it is trouble.
    const status = await screen.findByText('Not saved yet, trying again…', { selector: '[role="status"]' }, { timeout: 4000 });
    expect(status).toBeTruthy();
    expect(savedAnswers()).toEqual({});
    await waitFor(() => expect(savedAnswers()).toEqual({ Q01: 3 }), { timeout: 4000 });
    expect(screen.getByText('Answers saved')).toBeTruthy();
  });

  it('goes through the tips and the near-done note to the calculating screen, then the complete screen', async () => {
    preferReducedMotion();
    const { user } = await renderApp(`${PAGE}?hl=en-US`);
    for (let position = 1; position <= 12; position += 1) {
      await statementOnScreen(position);
      if (position === 8) expect(screen.getByText('Almost there: just 5 statements to go')).toBeTruthy();
      if (position === 12) expect(screen.getByText('Almost there: just 1 statement to go')).toBeTruthy();
      await user.keyboard(String((position % 7) + 1));
      if (position === 4 || position === 8) {
        await user.click(await screen.findByRole('button', { name: `Continue to part ${position / 4 + 1}` }));
      }
    }
    expect(await screen.findByRole('heading', { name: 'Calculating your results' })).toBeTruthy();
    expect(screen.getByText('Emotional steadiness: calm or reactive')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'All done! Your answers are in' }, { timeout: 4000 })).toBeTruthy();
    expect(currentUrl()).toBe(`/answer/submit/BMBTI-1754?hl=en-US&s=${FIRST_SESSION}`);
    expect(examBackend.session(FIRST_SESSION)?.submittedAt).not.toBeNull();
    expect(Object.keys(savedAnswers() ?? {})).toHaveLength(12);
  });

  it('opens at the first statement with every answer kept when the visitor edits their answers', async () => {
    examBackend.seedSession({ id: 'session-complete-01', answers: allAnswers(1), submittedAt: '2026-11-22T10:00:00Z' });
    window.history.replaceState({ usr: { review: true }, key: 'edit', idx: 0 }, '');
    const { user } = await renderApp(`${PAGE}?s=session-complete-01`);
    await statementOnScreen(1);
    expect(circle('Slightly agree').checked).toBe(true);
    expect(screen.getByText('12 / 12')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'See my results' }));
    expect(await screen.findByRole('heading', { name: 'Calculating your results' })).toBeTruthy();
  });

  it('switches the statements and the page to another language mid-test, answers kept', async () => {
    preferReducedMotion();
    const { user } = await renderApp(PAGE);
    await statementOnScreen(1);
    await user.keyboard('2');
    await statementOnScreen(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ja-JP');
    // The other language's words and statements are fetched while the run starts on the server (the first key).
    expect(await screen.findByRole('group', { name: /\[ja-JP\] Statement number 2 about how I live\.$/ }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('パート1／3', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('1 / 12')).toBeTruthy();
    // The circles now carry the labels of the new language.
    await user.click(circle('[ja-JP] Strongly agree'));
    await screen.findByRole('group', { name: /\[ja-JP\] Statement number 3/ });
    await waitFor(() => expect(savedAnswers()).toEqual({ Q01: 2, Q02: 3 }), { timeout: 4000 });
    expect(examBackend.session(FIRST_SESSION)?.locale).toBe('ja-JP');
  }, 15_000);

  it('says so when the statements cannot be loaded, and tries again', async () => {
    examBackend.fail('ExamQuestions', 'network');
    const { user } = await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'The test could not be loaded' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await statementOnScreen(1);
  });
});
