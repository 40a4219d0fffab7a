import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { DEPS_SESSION, depressionResult, depsBackend, depsHandlers, withItem9 } from '../test/depsBackend';

const PAGE = `/report/result-free-test/DEPS-1801?s=${DEPS_SESSION}`;

beforeEach(() => {
  depsBackend.reset();
  server.use(...depsHandlers);
});

describe('depression screen: free result', () => {
  it('shows the score on its band chart with words, the next steps, the wellbeing index and the note, free', async () => {
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mild symptoms' })).toBeTruthy();
    expect(screen.getByText('7 of 27')).toBeTruthy();
    expect(screen.getByText('Your score is 7 of 27, in the Mild range (5–9).')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Where your score falls (0–27)' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'BandScores', 'Minimal0–4', 'Mild5–9', 'Moderate10–14', 'Moderately severe15–19', 'Severe20–27',
    ]);
    const next = screen.getByRole('region', { name: 'Next steps' });
    expect(within(next).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Wellbeing index (WHO-5): 44 of 100')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'A screen, not a diagnosis' })).toBeTruthy();
    // No crisis panel without an answer above 0 on item 9.
    expect(screen.queryByRole('region', { name: 'You are not alone' })).toBeNull();
    // The full report is described plainly, with no countdown or figures of other buyers.
    expect(screen.getByRole('link', { name: 'About the full report' }).getAttribute('href')).toBe(`/paying/buyreport/DEPS-1801?s=${DEPS_SESSION}`);
    expect(document.body.textContent).not.toMatch(/\d{1,2}:\d{2}|people bought|left|offer ends/i);
    expect(depsBackend.asked[0]).toMatchObject({ id: DEPS_SESSION, locale: 'en-US' });
  });

  it('puts the crisis lines first, as tap-to-call and tap-to-text links, when item 9 was answered above 0', async () => {
    depsBackend.setResult(withItem9());
    await renderApp(PAGE);
    const crisis = await screen.findByRole('region', { name: 'You are not alone' });
    const regions = screen.getAllByRole('region');
    expect(regions[0]).toBe(crisis);
    expect(within(crisis).getByRole('link', { name: 'In immediate danger: call 911' }).getAttribute('href')).toBe('tel:911');
    expect(within(crisis).getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    expect(within(crisis).getByRole('link', { name: 'Text 988' }).getAttribute('href')).toBe('sms:988');
    expect(within(crisis).getByRole('heading', { name: 'In another country' })).toBeTruthy();
    expect(within(crisis).getAllByRole('link', { name: 'Website' }).map((link) => link.getAttribute('href'))).toEqual([
      'https://988lifeline.org',
      'https://findahelpline.com',
    ]);
    expect(document.activeElement).toBe(within(crisis).getByRole('heading', { level: 2, name: 'You are not alone' }));
  });

  it('speaks Japanese, and says so when the session is not found', async () => {
    depsBackend.setResult(depressionResult({ score: 21, band: 'SEVERE', bandTitle: '重度' }));
    await renderApp(`/ja-JP/report/result-free-test/DEPS-1801?s=${DEPS_SESSION}`);
    expect(await screen.findByRole('heading', { level: 1, name: '重度' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'スクリーニングであり、診断ではありません' })).toBeTruthy();
    expect(depsBackend.asked[0]).toMatchObject({ locale: 'ja-JP' });
  });

  it('offers to take the screen when the result is unknown', async () => {
    await renderApp('/report/result-free-test/DEPS-1801?s=unknown-session');
    expect(await screen.findByRole('link', { name: /test/i })).toBeTruthy();
    expect(screen.getByRole('link', { name: /test/i }).getAttribute('href')).toBe('/answer/question/DEPS-1801');
  });
});
