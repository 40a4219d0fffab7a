import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { LINK_TOKEN, ORDER_NUMBER, paymentBackend, paymentHandlers, trialOrder } from '../testing/paymentBackend';

const QUERY = `?s=sessA1b2C3d4E5f6G7&order=${ORDER_NUMBER}`;
const PAGE = `/paying/check/BMBTI-1754${QUERY}`;

const loaders = {
  package: () => Promise.resolve({ default: () => <h1>Upsell step</h1> }),
};

/** Lets time pass on the fake clock, with the answers it brings. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const calls = (operation: string) => paymentBackend.calls.filter((name) => name === operation).length;

beforeEach(() => {
  paymentBackend.reset();
  server.use(...paymentHandlers);
  paymentBackend.seedOrder();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => vi.useRealTimers());

describe('payment check page', () => {
  it('confirms once, then checks every 2 seconds until the payment succeeds', async () => {
    paymentBackend.scriptCheck({ kind: 'processing' }, { kind: 'processing' }, { kind: 'requiresAction' }, { kind: 'succeeded' });
    await renderApp(PAGE, { loaders });
    await wait(0);
    expect(screen.getByRole('status').textContent).toContain('Checking your payment');
    expect(calls('ConfirmPayment')).toBe(1);
    expect(calls('PaymentStatus')).toBe(0);

    await wait(1999);
    expect(calls('PaymentStatus')).toBe(0);
    await wait(1);
    expect(calls('PaymentStatus')).toBe(1);
    await wait(2000);
    expect(calls('PaymentStatus')).toBe(2);
    expect(currentUrl()).toBe(PAGE);
    await wait(2000);
    expect(calls('PaymentStatus')).toBe(3);
    expect(currentUrl()).toBe(`/paying/package/BMBTI-1754${QUERY}`);
    expect(screen.getByRole('heading', { name: 'Upsell step' })).toBeTruthy();
    expect(calls('ConfirmPayment')).toBe(1);
  });

  it('opens the failed page with the decline code', async () => {
    paymentBackend.scriptCheck({ kind: 'processing' }, { kind: 'declined', code: 'AUTHENTICATION_FAILED' });
    await renderApp(PAGE, { loaders });
    await wait(2000);
    expect(currentUrl()).toBe(`/paying/failed/BMBTI-1754${QUERY}&code=AUTHENTICATION_FAILED`);
    expect(screen.getByRole('heading', { name: 'Payment Fail' })).toBeTruthy();
    expect(screen.getByText('Your bank could not confirm it was you. Try again, or use another card or method.')).toBeTruthy();
  });

  it('takes a buyer who cancelled on PayPal’s page back to the ways to pay, not to the failed page', async () => {
    paymentBackend.scriptCheck({ kind: 'declined', code: 'CANCELED' });
    await renderApp(PAGE, { loaders: { ...loaders, payment: () => Promise.resolve({ default: () => <h1>Payment page</h1> }) } });
    await wait(0);
    expect(currentUrl()).toBe(`/paying/payment/BMBTI-1754${QUERY}&code=CANCELED#payment-methods`);
    expect(screen.getByRole('heading', { name: 'Payment page' })).toBeTruthy();
  });

  it('says the payment is still being processed after a minute, and checks again on request', async () => {
    paymentBackend.scriptCheck({ kind: 'processing' });
    paymentBackend.fail('PaymentStatus', 'network');
    await renderApp(PAGE, { loaders });
    await wait(58_000);
    expect(screen.getByRole('heading', { name: 'Checking your payment' })).toBeTruthy();
    await wait(2000);
    expect(screen.getByRole('heading', { name: 'Your payment is still being processed' })).toBeTruthy();
    expect(screen.getByText('When it completes, we will e-mail your report to you. You can also check again now.')).toBeTruthy();
    expect(calls('PaymentStatus')).toBe(30);
    await wait(10_000);
    expect(calls('PaymentStatus')).toBe(30);

    paymentBackend.scriptCheck({ kind: 'succeeded' });
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await wait(0);
    expect(calls('ConfirmPayment')).toBe(2);
    expect(currentUrl()).toBe(`/paying/package/BMBTI-1754${QUERY}`);
  });

  it('goes back to the payment page when there is nothing to confirm', async () => {
    paymentBackend.scriptCheck({ kind: 'rejected', code: 'NOTHING_TO_CONFIRM' });
    await renderApp(PAGE, { loaders });
    await wait(0);
    expect(currentUrl()).toBe(`/paying/payment/BMBTI-1754${QUERY}`);
  });

  it('checks for the buyer in another browser with the e-mailed link’s t, which goes on to the next step', async () => {
    paymentBackend.reset();
    paymentBackend.seedOrder(trialOrder(), { ownBrowser: false });
    paymentBackend.scriptCheck({ kind: 'processing' }, { kind: 'succeeded' });
    await renderApp(`${PAGE}&t=${LINK_TOKEN}`, { loaders });
    await wait(2000);
    expect(currentUrl()).toBe(`/paying/package/BMBTI-1754${QUERY}&t=${LINK_TOKEN}`);
    expect(paymentBackend.readRequests).toEqual([
      { operation: 'ConfirmPayment', orderNumber: ORDER_NUMBER, token: LINK_TOKEN },
      { operation: 'PaymentStatus', orderNumber: ORDER_NUMBER, token: LINK_TOKEN },
    ]);
  });

  it('says the session expired to a browser that is not the buyer’s', async () => {
    paymentBackend.reset();
    paymentBackend.seedOrder(trialOrder(), { ownBrowser: false });
    await renderApp(PAGE, { loaders });
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Your session has expired' })).toBeTruthy();
  });

  it('says the session expired for an unknown order', async () => {
    paymentBackend.reset();
    await renderApp(PAGE, { loaders });
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Your session has expired' })).toBeTruthy();
  });
});
