import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { resultReportBackend, resultReportHandlers } from './test/resultReportBackend';

const PAGE = '/userCenter/resultReport/BMBTI-1754';

beforeEach(() => {
  resultReportBackend.reset();
  server.use(...resultReportHandlers);
});

const signIn = () => void (document.cookie = 'is_in=1; Path=/');

describe('my results', () => {
  it('asks a visitor to log in first, coming back here', async () => {
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'My results' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/user/login/BMBTI-1754?next=${encodeURIComponent(PAGE)}`);
    expect(resultReportBackend.asked).toHaveLength(0);
  });

  it('lists the member’s results of every test, and opens one with its free result and its full report', async () => {
    signIn();
    const { user } = await renderApp(PAGE);
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

    await user.click(rows[0] as HTMLElement);
    expect(currentUrl()).toBe(`${PAGE}?result=E-DEPS-1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Depression screen' })).toBeTruthy();
    // The crisis lines come first here too.
    expect(screen.getAllByRole('region')[0]?.getAttribute('aria-labelledby')).toBe('crisis-title');
    expect(screen.getByRole('link', { name: 'Open the full report' }).getAttribute('href')).toBe('/report/result/DEPS-1801?order=R-DEPS-1');

    await user.click(screen.getByRole('link', { name: /All my results/ }));
    await user.click(await screen.findByRole('link', { name: 'Open Psychological map of Nov 20, 2026' }));
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
});
