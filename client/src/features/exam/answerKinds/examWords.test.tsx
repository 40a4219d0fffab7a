import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { CalculatingScreen } from '../components/CalculatingScreen';
import { wordedExamOf } from './examWords';
import { kindsHandlers } from './test/kindsBackend';

beforeEach(() => {
  server.use(...kindsHandlers);
});
afterEach(() => vi.unstubAllGlobals());

function calculating(codeExamId: string) {
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <MemoryRouter initialEntries={[`/answer/question/${codeExamId}`]}>
        <Routes>
          <Route
            path="/answer/question/:codeExamId"
            element={<CalculatingScreen submit={() => new Promise(() => undefined)} onScored={vi.fn()} onIncomplete={vi.fn()} onBack={vi.fn()} />}
          />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

describe('the words of the tests made of questions', () => {
  it('knows which tests have words of their own', () => {
    expect([wordedExamOf('DEPS-1801'), wordedExamOf('YDGX-1802'), wordedExamOf('BMBTI-1754'), wordedExamOf(undefined)]).toEqual([
      'DEPS',
      'YDGX',
      null,
      null,
    ]);
  });

  it('counts questions, not statements, and names the test in the tab title', async () => {
    const { user } = await renderApp('/answer/question/DEPS-1801');
    await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Start the screen' }));
    expect(await screen.findByText('Question 1 of 5')).toBeTruthy();
    expect(screen.queryByText(/Statement/)).toBeNull();
    expect(document.title).toBe('Innerscope · Depression screen');
  });

  it('ticks off the screen’s own parts while calculating, never the five personality indicators', () => {
    expect(calculating('DEPS-1801')).toEqual(['Mood and interest', 'Sleep, energy and appetite', 'Self-worth and concentration', 'Well-being over two weeks']);
    expect(screen.getByText('We are adding up your answers about the last two weeks.')).toBeTruthy();
    expect(screen.queryByText(/indicator/)).toBeNull();
  });

  it('ticks off the map’s parts for the psychological map, and the five indicators for the 16-type test', () => {
    expect(calculating('YDGX-1802')).toEqual(['Five broad traits', 'Thinking style', 'Needs in relationships', 'What motivates you', 'Well-being']);
    cleanup();
    expect(calculating('BMBTI-1754')).toHaveLength(5);
    expect(screen.getByText('We are working out where you stand on five key indicators.')).toBeTruthy();
  });

  it('invites to the screen on its result page without a result, in its own words', async () => {
    await renderApp('/report/result-free-test/DEPS-1801');
    expect(await screen.findByRole('heading', { name: 'Check in on your mood' })).toBeTruthy();
    expect(screen.getByText(/14 short questions about the last two weeks/)).toBeTruthy();
    expect(screen.queryByText(/your type|five key indicators/)).toBeNull();
  });

  it('speaks of the map on the answer-complete screen without answers, in Japanese too', async () => {
    await renderApp('/answer/submit/YDGX-1802');
    expect(await screen.findByText('Take the test to see your psychological map. It takes about 15 minutes.')).toBeTruthy();
    await renderApp('/ja-JP/answer/submit/DEPS-1801');
    expect(await screen.findByText('チェックを受けると、この2週間の気分がわかります。所要時間は約4分です。')).toBeTruthy();
  });
});
