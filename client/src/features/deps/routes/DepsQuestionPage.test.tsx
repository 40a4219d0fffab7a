import { screen, waitFor } from '@testing-library/react';
import { HEALTH_CONSENT_VERSION } from '@innerscope/shared/examKinds';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { examBackend } from '../../../../test/examBackend';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { kindsHandlers } from '../../exam/answerKinds/test/kindsBackend';

const PAGE = '/answer/question/DEPS-1801';
const FIRST_SESSION = 'session-000000000001';

const agreeBox = () => screen.findByRole('checkbox', { name: /I agree that Innerscope processes my answers/ });
/** The first question, once the run is ready (it starts after a round trip or two). */
const firstQuestion = () => screen.findByRole('radiogroup', { name: 'Little interest or pleasure in doing things' }, { timeout: 15_000 });
const startButton = () => screen.getByRole('button', { name: 'Start the screen' }) as HTMLButtonElement;

beforeEach(() => {
  examBackend.reset();
  server.use(...kindsHandlers);
});
afterEach(() => vi.unstubAllGlobals());

describe('depression screen: consent to health data', { timeout: 40_000 }, () => {
  it('says what is kept and why before the first question, with the box unticked and Start disabled until it is ticked', async () => {
    const { user } = await renderApp(PAGE);
    const box = (await agreeBox()) as HTMLInputElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Before you start' })).toBeTruthy();
    expect(screen.getByText('Your answers to the 14 questions and the score calculated from them.')).toBeTruthy();
    expect(screen.getByText(/never use your answers for advertising or tracking/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href')).toBe('/help/BMBTI-1754#privacy');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/index/DEPS-1801');
    expect(box.checked).toBe(false);
    expect(startButton().disabled).toBe(true);
    // No question, and no run on the server, before the consent.
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(examBackend.session(FIRST_SESSION)).toBeUndefined();

    await user.click(box);
    expect(startButton().disabled).toBe(false);
    await user.click(box);
    expect(startButton().disabled).toBe(true);
    expect(examBackend.consentInputs).toEqual([]);
  });

  it('records the consent on a new run, then shows the first question of that run', async () => {
    const { user } = await renderApp(PAGE);
    await user.click(await agreeBox());
    await user.click(startButton());
    expect(await firstQuestion()).toBeTruthy();
    expect(examBackend.consentInputs).toEqual([{ sessionId: FIRST_SESSION, version: HEALTH_CONSENT_VERSION }]);
    expect(examBackend.session(FIRST_SESSION)).toMatchObject({ examId: 1801, healthConsentAt: expect.any(String) });
    await waitFor(() => expect(currentUrl()).toBe(`${PAGE}?s=${FIRST_SESSION}`));
  });

  it('goes straight to the questions of a run that already has the consent', async () => {
    examBackend.seedSession({ id: 'session-deps-consented', examId: 1801, healthConsentAt: '2026-11-20T10:00:00.000Z' });
    await renderApp(`${PAGE}?s=session-deps-consented`);
    expect(await firstQuestion()).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(examBackend.consentInputs).toEqual([]);
  });

  it('asks on a resumed run without it, and records it on that run', async () => {
    examBackend.seedSession({ id: 'session-deps-earlier', examId: 1801 });
    const { user } = await renderApp(`${PAGE}?s=session-deps-earlier`);
    await user.click(await agreeBox());
    await user.click(startButton());
    await firstQuestion();
    expect(examBackend.consentInputs).toEqual([{ sessionId: 'session-deps-earlier', version: HEALTH_CONSENT_VERSION }]);
  });

  it('says so when the consent could not be saved, and keeps the box ticked for another try', async () => {
    examBackend.fail('GiveHealthConsent', 'network');
    const { user } = await renderApp(PAGE);
    await user.click(await agreeBox());
    await user.click(startButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Your consent could not be saved. Check your connection and try again.');
    expect(startButton().disabled).toBe(false);
    await user.click(startButton());
    expect(await firstQuestion()).toBeTruthy();
  });

  it('speaks Japanese on the Japanese site', async () => {
    await renderApp('/ja-JP/answer/question/DEPS-1801');
    expect(await screen.findByRole('checkbox', { name: /健康に関するデータ/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'スクリーニングを始める' })).toBeTruthy();
  });
});
