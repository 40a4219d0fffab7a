import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../test/renderApp';
import { CHUNK_RELOAD_KEY } from './chunkReload';

const failingPage = (error: Error) => ({ helpDetail: () => Promise.reject(error) });
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/HelpDetailPage-x.js');

describe('not found', () => {
  it('shows the 404 screen with the full path and query', async () => {
    await renderApp('/no/such/page?x=1&y=two');
    expect(screen.getByLabelText('Error 404').textContent).toContain('404');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Page Not Found: /no/such/page?x=1&y=two');
  });

  it('treats a malformed code-examId segment as unknown', async () => {
    await renderApp('/answer/question/BMBTI');
    expect(screen.getByRole('alert').textContent).toContain('Page Not Found: /answer/question/BMBTI');
  });
});

describe('error screen', () => {
  it('replaces the route with /index/BMBTI-1754 and keeps the query', async () => {
    const { user } = await renderApp('/helpDetail/BMBTI-1754?utm_source=mail&hl=en', {
      loaders: failingPage(new Error('render failed')),
    });
    expect(screen.getByLabelText('Error 500')).toBeTruthy();
    const historyLength = window.history.length;

    await user.click(screen.getByRole('button', { name: 'Go back home' }));

    expect(currentUrl()).toBe('/index/BMBTI-1754?utm_source=mail&hl=en');
    expect(window.history.length).toBe(historyLength);
    expect(await screen.findByRole('heading', { level: 1, name: 'Understand how you think, feel and connect' })).toBeTruthy();
  });

  it('reloads once when a page chunk fails to load', async () => {
    const reloadPage = vi.fn();
    await renderApp('/helpDetail/BMBTI-1754?a=1', { loaders: failingPage(chunkError()), reloadPage });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? '{}')).toMatchObject({
      path: '/helpDetail/BMBTI-1754?a=1',
    });
    expect(screen.queryByRole('button', { name: 'Go back home' })).toBeNull();
  });

  it('shows the error screen when the chunk fails again within ten seconds', async () => {
    window.sessionStorage.setItem(
      CHUNK_RELOAD_KEY,
      JSON.stringify({ path: '/helpDetail/BMBTI-1754?a=1', expires: Date.now() + 5_000 }),
    );
    const reloadPage = vi.fn();
    await renderApp('/helpDetail/BMBTI-1754?a=1', { loaders: failingPage(chunkError()), reloadPage });
    expect(reloadPage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Go back home' })).toBeTruthy();
  });
});

describe('legacy aliases', () => {
  it('redirect to the canonical route keeping the query string and hash', async () => {
    await renderApp('/help-detail/BMBTI-1754?utm_source=ad&hl=en#plans');
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this question' })).toBeTruthy();
    expect(currentUrl()).toBe('/helpDetail/BMBTI-1754?utm_source=ad&hl=en#plans');
  });

  it('keep the locale prefix', async () => {
    await renderApp('/de/homePage/BMBTI-1754?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entdecken Sie Ihren Persönlichkeitstyp' }, { timeout: 15_000 })).toBeTruthy();
    expect(currentUrl()).toBe('/de/landing/home/BMBTI-1754?x=1');
  });
});

describe('older payment paths', () => {
  const payment = { payment: () => Promise.resolve({ default: () => <h1>Payment page</h1> }) };

  it.each([
    ['/payinsider?order=A1&t=tok', '/paying/payment/BMBTI-1754?order=A1&t=tok'],
    ['/payinsider-old/DEPS-1801?order=A2#methods', '/paying/payment/DEPS-1801?order=A2#methods'],
    ['/ja/primer/YDGX-1802?order=A3', '/ja/paying/payment/YDGX-1802?order=A3'],
  ])('%s opens the payment page with its query', async (from, to) => {
    await renderApp(from, { loaders: payment });
    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeTruthy();
    expect(currentUrl()).toBe(to);
  });
});
