import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clickToLazyPage, currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { YDGX_ORDER, ydgxHandlers } from '../../ydgx/test/ydgxBackend';
import { memberResults, resultReportBackend, resultReportHandlers } from './test/resultReportBackend';

const PAGE = '/userCenter/resultReport/BMBTI-1754';

beforeEach(() => {
  resultReportBackend.reset();
  server.use(...resultReportHandlers, ...ydgxHandlers);
});

const signIn = () => void (document.cookie = 'is_in=1; Path=/');

/** The psychological map unlocked by the member's plan, with no report order yet. */
const unlockedByPlan = () =>
  resultReportBackend.set(
    memberResults().map((entry) => (entry.examOrderNumber === 'E-YDGX-1' ? { ...entry, reportUnlocked: true, reportOrderNumber: null } : entry)),
  );

describe('my results', () => {
  it('asks a visitor to log in first, coming back here', async () => {
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'My results' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/user/login/BMBTI-1754?next=${encodeURIComponent(PAGE)}`);
    expect(resultReportBackend.asked).toHaveLength(0);
  });

  it('lists the member’s results of every test, and opens one with its free result and its full report', async () => {
    signIn();
    await renderApp(PAGE);
    const list = await screen.findByRole('list', { name: 'My results' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Open Depression screen of Nov 26, 2026',
      'Open Psychological map of Nov 20, 2026',
      'Open 16-type personality test of Nov 1, 2026',
    ]);
    expect(rows[0]?.textContent).toContain('Mild symptoms · Score 7 of 27');
    expect(rows[0]?.textContent).toContain('Full report');
    expect(rows[1]?.textContent).toContain('Free result');
    expect(rows[2]?.textContent).toContain('Report being prepared');

    // Opening a result changes only the query string: a navigation, which React finishes inside an awaited act.
    await clickToLazyPage(rows[0] as HTMLElement);
    expect(currentUrl()).toBe(`${PAGE}?result=E-DEPS-1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Depression screen' })).toBeTruthy();
    // The crisis lines come first here too.
    expect(screen.getAllByRole('region')[0]?.getAttribute('aria-labelledby')).toBe('crisis-title');
    expect(screen.getByRole('link', { name: 'Open the full report' }).getAttribute('href')).toBe('/report/result/DEPS-1801?order=R-DEPS-1');

    await clickToLazyPage(screen.getByRole('link', { name: /All my results/ }));
    expect(currentUrl()).toBe(PAGE);
    await clickToLazyPage(await screen.findByRole('link', { name: 'Open Psychological map of Nov 20, 2026' }));
    expect(currentUrl()).toBe(`${PAGE}?result=E-YDGX-1`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Secure' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the full report' })).toBeNull();
    expect(resultReportBackend.asked[0]).toEqual({ locale: 'en-US' });
  });

  it('says so when there is nothing yet, in the member’s language', async () => {
    signIn();
    resultReportBackend.set([]);
    await renderApp('/ja-JP/userCenter/resultReport/BMBTI-1754');
    expect(await screen.findByText('このアカウントで受けたテストはまだありません。')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'テストを受ける' }).getAttribute('href')).toBe('/ja-JP/index/BMBTI-1754');
  });

  it('opens the full report a plan includes by asking for its order first', async () => {
    signIn();
    unlockedByPlan();
    await renderApp(`${PAGE}?result=E-YDGX-1`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Secure' })).toBeTruthy();
    expect(resultReportBackend.openAsked).toHaveLength(0);
    await clickToLazyPage(screen.getByRole('button', { name: 'Open the full report' }));
    await screen.findByRole('heading', { level: 1, name: /./ });
    expect(resultReportBackend.openAsked).toEqual([{ examOrderNumber: 'E-YDGX-1' }]);
    expect(currentUrl()).toBe(`/report/result/YDGX-1802?order=${YDGX_ORDER}`);
  });

  it('says in words why the full report cannot be opened, and stays on the result', async () => {
    signIn();
    unlockedByPlan();
    resultReportBackend.refuseOpen('PLAN_REQUIRED');
    await renderApp(`${PAGE}?result=E-YDGX-1`);
    await clickToLazyPage(await screen.findByRole('button', { name: 'Open the full report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your plan does not include the full report of this test.');
    expect(currentUrl()).toBe(`${PAGE}?result=E-YDGX-1`);

    resultReportBackend.refuseOpen('SESSION_NOT_FOUND');
    await clickToLazyPage(screen.getByRole('button', { name: 'Open the full report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This test is not in your account, so its report cannot be opened.');
    expect(resultReportBackend.openAsked).toHaveLength(2);
  });
});
