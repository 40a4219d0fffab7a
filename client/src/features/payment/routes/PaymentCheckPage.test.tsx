import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickToLazyPage, currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { pageExit } from '../pageExit';
import { LINK_TOKEN, ORDER_NUMBER, PAYPAL_URL, paymentBackend, paymentHandlers, SANDBOX_PAYPAL_URL, trialOrder } from '../testing/paymentBackend';

const QUERY = `?s=sessA1b2C3d4E5f6G7&order=${ORDER_NUMBER}`;
const PAGE = `/paying/check/BMBTI-1754${QUERY}`;

const loaders = {
  package: () => Promise.resolve({ default: () => <h1>Upsell step</h1> }),
};
const withPaymentPage = { ...loaders, payment: () => Promise.resolve({ default: () => <h1>Payment page</h1> }) };
/** PayPal's order id, as PayPal adds it to the way back. */
const PAYPAL_ORDER = '5O190127TN364715T';
const approvalWaiting = (actionUrl: string) => ({ kind: 'requiresAction', actionUrl, method: 'PAYPAL', awaitsApproval: true }) as const;

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

  it('offers PayPal again or another method while an approval waits on PayPal, instead of checking for a minute', async () => {
    const assign = vi.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    paymentBackend.scriptCheck(approvalWaiting(PAYPAL_URL));
    await renderApp(PAGE, { loaders: withPaymentPage });
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Waiting for your PayPal approval' })).toBeTruthy();
    expect(screen.getByText('Nothing has been charged yet. Continue on PayPal to approve the payment, or choose another way to pay.')).toBeTruthy();
    await wait(10_000);
    expect([calls('ConfirmPayment'), calls('PaymentStatus')]).toEqual([1, 0]);

    fireEvent.click(screen.getByRole('button', { name: 'Continue on PayPal' }));
    expect(assign).toHaveBeenCalledWith(PAYPAL_URL);

    await clickToLazyPage(screen.getByRole('button', { name: 'Choose another method' }));
    await wait(0);
    expect(currentUrl()).toBe(`/paying/payment/BMBTI-1754${QUERY}#payment-methods`);
    expect(screen.getByRole('heading', { name: 'Payment page' })).toBeTruthy();
  });

  it('sends the buyer back to the sandbox’s approval page with the way back to this page', async () => {
    const assign = vi.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    paymentBackend.scriptCheck({ kind: 'processing' }, approvalWaiting(SANDBOX_PAYPAL_URL));
    await renderApp(`/ja-JP${PAGE}&token=${PAYPAL_ORDER}&PayerID=QX7`, { loaders });
    await wait(2000);
    expect(screen.getByRole('heading', { name: 'PayPalでの承認をお待ちしています' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'PayPalで続ける' }));
    // What PayPal added last time is left out of the way back.
    expect(assign).toHaveBeenCalledWith(`${SANDBOX_PAYPAL_URL}?return=${encodeURIComponent(`/ja-JP/paying/check/BMBTI-1754${QUERY}`)}`);
  });

  it('passes on PayPal’s order id and the cancel address’s marker, then leaves both behind', async () => {
    paymentBackend.scriptCheck({ kind: 'declined', code: 'CANCELED' });
    await renderApp(`${PAGE}&token=${PAYPAL_ORDER}&approval=canceled`, { loaders: withPaymentPage });
    await wait(0);
    expect(paymentBackend.confirmInputs).toEqual([{ orderNumber: ORDER_NUMBER, token: null, processorReference: PAYPAL_ORDER, canceled: true }]);
    expect(currentUrl()).toBe(`/paying/payment/BMBTI-1754${QUERY}&code=CANCELED#payment-methods`);
  });

  it('passes on PayPal’s order id after an approval, and never a reference that is not one', async () => {
    paymentBackend.scriptCheck({ kind: 'succeeded' });
    await renderApp(`${PAGE}&token=${PAYPAL_ORDER}&PayerID=QX7`, { loaders });
    await wait(0);
    expect(paymentBackend.confirmInputs).toEqual([{ orderNumber: ORDER_NUMBER, token: null, processorReference: PAYPAL_ORDER, canceled: false }]);
    expect(currentUrl()).toBe(`/paying/package/BMBTI-1754${QUERY}`);

    paymentBackend.reset();
    server.use(...paymentHandlers);
    paymentBackend.seedOrder();
    paymentBackend.scriptCheck({ kind: 'succeeded' });
    await renderApp(`${PAGE}&token=${encodeURIComponent('../x y')}`, { loaders });
    await wait(0);
    expect(paymentBackend.confirmInputs).toEqual([{ orderNumber: ORDER_NUMBER, token: null, processorReference: null, canceled: false }]);
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
