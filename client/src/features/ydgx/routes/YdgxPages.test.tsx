import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clickToLazyPage, currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { YDGX_ORDER, YDGX_SESSION, ydgxBackend, ydgxHandlers } from '../test/ydgxBackend';

beforeEach(() => {
  ydgxBackend.reset();
  server.use(...ydgxHandlers);
});

describe('psychological map', () => {
  it('shows the Big Five levels and the quadrant free, and the way to the full map', async () => {
    await renderApp(`/report/result-free-test/YDGX-1802?s=${YDGX_SESSION}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your map at a glance' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Your Big Five' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'TraitLevel', 'ExtraversionHigh', 'AgreeablenessMedium', 'ConscientiousnessMedium', 'Emotional reactivityLow', 'OpennessHigh',
    ]);
    expect(within(screen.getByRole('region', { name: 'Your relationship style' })).getByText('Secure')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Your thinking style' })).getByText('Reflective')).toBeTruthy();
    // No percentile is given away in the free result.
    expect(document.body.textContent).not.toMatch(/\d+%/);
    expect(screen.getByRole('link', { name: 'See the full map' }).getAttribute('href')).toBe(`/paying/scheme/YDGX-1802?s=${YDGX_SESSION}`);
  });

  it('opens the paid map on its overview with the radar as a table and the sample size, and moves through the tabs', async () => {
    await renderApp(`/report/result/YDGX-1802?order=${YDGX_ORDER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your psychological map' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Key interpretations', 'Dimension detail', 'Development advice']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    const radar = screen.getByRole('table', { name: 'Big Five scores (0–100)' });
    expect(within(radar).getByRole('row', { name: 'Openness 82 88' })).toBeTruthy();
    expect(screen.getByText('Compared with 1,000 people (IPIP published norms)')).toBeTruthy();
    // The full citation is one tap away, behind a disclosure.
    const source = screen.getByText('Where these figures come from').closest('details') as HTMLDetailsElement;
    expect(source.open).toBe(false);
    expect(within(source).getByText(/^Goldberg, L\. R\. \(1992\)/)).toBeTruthy();
    expect(screen.getByText('Wellbeing index (WHO-5): 64 of 100')).toBeTruthy();

    // A tab is a navigation (the query string changes), and a navigation is a transition: React finishes it only
    // inside an awaited act, so the click happens in one (see `clickToLazyPage`).
    await clickToLazyPage(screen.getByRole('tab', { name: 'Key interpretations' }));
    expect(currentUrl()).toBe(`/report/result/YDGX-1802?order=${YDGX_ORDER}&tab=keyInterpretations`);
    const panel = screen.getByRole('tabpanel', { name: 'Key interpretations' });
    expect(within(panel).getByRole('table', { name: 'Consumption motives: the figures' })).toBeTruthy();
    expect(within(panel).getByText('Social 40, quality 80 of 100.')).toBeTruthy();

    // The arrow keys move between tabs, as in any tab list.
    screen.getByRole('tab', { name: 'Key interpretations' }).focus();
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('tab', { name: 'Key interpretations' }), { key: 'ArrowRight' });
    });
    const detail = await screen.findByRole('tabpanel', { name: 'Dimension detail' });
    expect(within(detail).getByText('High · 82 / 100 · Higher than 88% of people')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dimension detail' }));

    // Each change of the query string redraws the page, however many follow one another.
    await clickToLazyPage(screen.getByRole('tab', { name: 'Development advice' }));
    expect(screen.getByRole('tabpanel', { name: 'Development advice' })).toBeTruthy();
    await clickToLazyPage(screen.getByRole('tab', { name: 'Overview' }));
    expect(currentUrl()).toBe(`/report/result/YDGX-1802?order=${YDGX_ORDER}`);
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeTruthy();
  });

  it('speaks Japanese', async () => {
    await renderApp(`/ja-JP/report/result-free-test/YDGX-1802?s=${YDGX_SESSION}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'マップの概要' })).toBeTruthy();
    expect(ydgxBackend.asked[0]).toMatchObject({ locale: 'ja-JP' });
  });
});
