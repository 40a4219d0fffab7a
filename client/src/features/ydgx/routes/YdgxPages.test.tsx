import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
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
    const { user } = await renderApp(`/report/result/YDGX-1802?order=${YDGX_ORDER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your psychological map' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Key interpretations', 'Dimension detail', 'Development advice']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    const radar = screen.getByRole('table', { name: 'Big Five scores (0–100)' });
    expect(within(radar).getByRole('row', { name: 'Openness 82 88' })).toBeTruthy();
    expect(screen.getByText('Compared with 1,000 people (IPIP published norms)')).toBeTruthy();
    expect(screen.getByText('Wellbeing index (WHO-5): 64 of 100')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Key interpretations' }));
    expect(currentUrl()).toBe(`/report/result/YDGX-1802?order=${YDGX_ORDER}&tab=keyInterpretations`);
    const panel = screen.getByRole('tabpanel', { name: 'Key interpretations' });
    expect(within(panel).getByRole('table', { name: 'Consumption motives: the figures' })).toBeTruthy();
    expect(within(panel).getByText('Social 40, quality 80 of 100.')).toBeTruthy();

    // The arrow keys move between tabs, as in any tab list.
    screen.getByRole('tab', { name: 'Key interpretations' }).focus();
    await user.keyboard('{ArrowRight}');
    const detail = await screen.findByRole('tabpanel', { name: 'Dimension detail' });
    expect(within(detail).getByText('High · 82 / 100 · Higher than 88% of people')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dimension detail' }));
  });

  it('speaks Japanese', async () => {
    await renderApp(`/ja-JP/report/result-free-test/YDGX-1802?s=${YDGX_SESSION}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'マップの概要' })).toBeTruthy();
    expect(ydgxBackend.asked[0]).toMatchObject({ locale: 'ja-JP' });
  });
});
