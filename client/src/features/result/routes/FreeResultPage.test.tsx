import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allAnswers, examBackend } from '../../../../test/examBackend';
import { renderApp } from '../../../../test/renderApp';

const SESSION = 'session-with-result-1';
const PAGE = `/report/result-free-test/BMBTI-1754?s=${SESSION}`;

function seedScored() {
  examBackend.seedSession({ id: SESSION, answers: allAnswers(1), submittedAt: '2026-11-22T10:00:00Z' });
}

/** The five bars, each as the text a reader sees. */
function bars(): string[] {
  const list = document.querySelector('section[aria-labelledby="result-axes-title"]');
  return within(list as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('free result', () => {
  it('shows the type, its texts and the five indicators with both poles', async () => {
    seedScored();
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Quiet Guide' })).toBeTruthy();
    expect(screen.getByText('INFJ')).toBeTruthy();
    expect(screen.getByText('Sees what people could become and helps them get there.')).toBeTruthy();
    expect(screen.getByText('Quiet Guides look beneath the surface of things.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your five indicators' })).toBeTruthy();
    expect(bars()).toEqual([
      'EnergyExtraversion38%Introversion62%Strength of preference: Moderate',
      'InformationSensing27%Intuition73%Strength of preference: High',
      'DecisionsThinking45%Feeling55%Strength of preference: Very low',
      'LifestyleJudging60%Perceiving40%Strength of preference: Low',
      'Emotional steadinessCalm85%Reactive15%Strength of preference: Very high',
    ]);
  });

  it('shows the paid sections as locked, with an honest way to them', async () => {
    seedScored();
    await renderApp(PAGE);
    const locked = (await screen.findByRole('heading', { name: 'In your full report' })).closest('section') as HTMLElement;
    expect(within(locked).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Basic profile (Locked)',
      'Dimension analysis (Locked)',
      'Personal growth (Locked)',
      'Relationships growth (Locked)',
      'Career growth (Locked)',
    ]);
    expect(within(locked).getByText(/It is paid: you will see the price before you decide\./)).toBeTruthy();
    expect(within(locked).getByRole('link', { name: 'Get the full report' }).getAttribute('href')).toBe(
      `/paying/scheme/BMBTI-1754?s=${SESSION}`,
    );
  });

  it('speaks the visitor’s language, numbers included', async () => {
    seedScored();
    await renderApp(`/fr/report/result-free-test/BMBTI-1754?s=${SESSION}`);
    expect(await screen.findByRole('heading', { level: 1, name: '[fr-FR] The Quiet Guide' })).toBeTruthy();
    // French puts a (narrow) no-break space before the percent sign.
    expect(bars()[0]?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'ÉnergieExtraversion38 %Introversion62 %Force de la préférence : Modérée',
    );
    expect(screen.getByRole('link', { name: 'Obtenir le rapport complet' })).toBeTruthy();
  });

  it('reads the session this tab remembers when the link has none', async () => {
    seedScored();
    window.sessionStorage.setItem('innerscope:examSession', JSON.stringify({ id: SESSION, examId: 1754, scored: true }));
    await renderApp('/report/result-free-test/BMBTI-1754');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Quiet Guide' })).toBeTruthy();
  });

  it('invites to take the test when there is no session', async () => {
    await renderApp('/report/result-free-test/BMBTI-1754?hl=en-US');
    expect(screen.getByRole('heading', { name: 'Discover your personality type' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start the test' }).getAttribute('href')).toBe(
      '/answer/question/BMBTI-1754?hl=en-US',
    );
  });

  it('says when the result is unknown or the test unfinished', async () => {
    await renderApp('/report/result-free-test/BMBTI-1754?s=session-nobody-knows');
    expect(await screen.findByRole('heading', { name: 'We could not find this result' })).toBeTruthy();
  });

  it('asks to finish the test when it has no result yet', async () => {
    examBackend.seedSession({ id: 'session-half-done-01', answers: { Q01: 1 } });
    await renderApp('/report/result-free-test/BMBTI-1754?s=session-half-done-01');
    expect(await screen.findByRole('heading', { name: 'Your test is not finished yet' })).toBeTruthy();
  });

  it('shows a skeleton while loading, and an error with a retry', async () => {
    seedScored();
    examBackend.fail('FreeResult', 'network');
    const release = examBackend.pause('FreeResult');
    const { user } = await renderApp(PAGE);
    expect(screen.getByRole('status', { name: 'Loading your result' })).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Your result could not be loaded' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Quiet Guide' })).toBeTruthy();
  });
});
