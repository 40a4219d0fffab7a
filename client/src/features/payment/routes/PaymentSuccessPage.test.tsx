import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { LINK_TOKEN, ORDER_NUMBER, paymentBackend, paymentHandlers, trialOrder } from '../testing/paymentBackend';

const QUERY = `?s=sessA1b2C3d4E5f6G7&order=${ORDER_NUMBER}`;
const PAGE = `/paying/success/BMBTI-1754${QUERY}`;

const loaders = {
  report: () => Promise.resolve({ default: () => <h1>The full report</h1> }),
};

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const PAID = trialOrder({
  status: 'PAID',
  email: 'ana@example.com',
  subtotal: 2999,
  discount: 300,
  tax: 0,
  total: 2699,
  paidAt: '2026-11-22T10:15:00.000Z',
  paidWith: { brand: 'visa', last4: '4242' },
});

/** The receipt as label and value pairs. */
function receipt(): Array<[string, string]> {
  const list = screen.getByRole('heading', { name: 'Receipt' }).closest('section')?.querySelector('dl') as HTMLElement;
  return [...list.children].map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']);
}

beforeEach(() => {
  paymentBackend.reset();
  server.use(...paymentHandlers);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(() => vi.useRealTimers());

describe('payment success page', () => {
  it('shows the receipt and where the report goes, then opens the report after 5 seconds', async () => {
    paymentBackend.seedOrder(PAID);
    await renderApp(PAGE, { loaders });
    await wait(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByText('Amount paid: $26.99')).toBeTruthy();
    expect(screen.getByText('We are sending your report to ana@example.com.')).toBeTruthy();
    const rows = receipt();
    expect(rows.map(([label]) => label)).toEqual([
      'Order ID',
      'Payment date',
      'Paid with',
      'Currency',
      'Subtotal',
      'Discount',
      'Tax',
      'Total',
    ]);
    expect(Object.fromEntries(rows)).toMatchObject({
      'Order ID': ORDER_NUMBER,
      'Paid with': 'Visa •••• 4242',
      Currency: 'USD',
      Subtotal: '$29.99',
      Discount: '-$3.00',
      Tax: '$0.00',
      Total: '$26.99',
    });
    expect(Object.fromEntries(rows)['Payment date']).toMatch(/^Nov 2[12], 2026/);
    const view = screen.getByRole('link', { name: 'View report' });
    expect(view.getAttribute('href')).toBe(`/report/result/BMBTI-1754${QUERY}`);

    expect(screen.getByRole('timer').textContent).toBe('Opening your report in 5 seconds');
    await wait(4000);
    expect(screen.getByRole('timer').textContent).toBe('Opening your report in 1 second');
    expect(currentUrl()).toBe(PAGE);
    await wait(1000);
    expect(currentUrl()).toBe(`/report/result/BMBTI-1754${QUERY}`);
    expect(screen.getByRole('heading', { name: 'The full report' })).toBeTruthy();
  });

  it('stops the countdown when the buyer wants to stay', async () => {
    paymentBackend.seedOrder(PAID);
    await renderApp(`/en${PAGE}`, { loaders });
    await wait(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await wait(30_000);
    expect(currentUrl()).toBe(`/en${PAGE}`);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Your report is ready whenever you are.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View report' }).getAttribute('href')).toBe(`/en/report/result/BMBTI-1754${QUERY}`);
  });

  it('shows the receipt to the buyer in another browser with the e-mailed link’s t, and takes it on to the report', async () => {
    paymentBackend.seedOrder(PAID, { ownBrowser: false });
    await renderApp(`${PAGE}&t=${LINK_TOKEN}`, { loaders });
    await wait(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
    expect(paymentBackend.readRequests).toEqual([{ operation: 'PaymentReceipt', orderNumber: ORDER_NUMBER, token: LINK_TOKEN }]);
    await wait(5000);
    expect(currentUrl()).toBe(`/report/result/BMBTI-1754${QUERY}&t=${LINK_TOKEN}`);
  });

  it('sends an order that is not paid yet to the status check', async () => {
    paymentBackend.seedOrder(trialOrder({ status: 'PENDING' }));
    paymentBackend.scriptCheck({ kind: 'processing' });
    await renderApp(PAGE, { loaders });
    await wait(0);
    expect(currentUrl()).toBe(`/paying/check/BMBTI-1754${QUERY}`);
    expect(screen.getByRole('heading', { name: 'Checking your payment' })).toBeTruthy();
  });
});
