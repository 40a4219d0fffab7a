import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { pageExit } from '../pageExit';
import { ORDER_NUMBER, paymentBackend, paymentHandlers, SANDBOX_PAYPAL_URL } from '../testing/paymentBackend';

/** The payment page in test mode: the sandbox's four methods, each with its own approval step. */

const SESSION = 'sessA1b2C3d4E5f6G7';
const QUERY = `?s=${SESSION}&order=${ORDER_NUMBER}`;
const PAGE = `/paying/payment/BMBTI-1754${QUERY}`;
const CHECK = `/paying/check/BMBTI-1754${QUERY}`;

const loaders = {
  package: () => Promise.resolve({ default: () => <h1>Upsell step</h1> }),
};

beforeEach(() => {
  paymentBackend.reset();
  server.use(...paymentHandlers);
  paymentBackend.seedOrder();
  paymentBackend.offerSandbox();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A method's radio, found by its label (role queries over the whole page are slow in jsdom). */
const radio = (name: string) => screen.getByLabelText(name, { selector: 'input[type=radio]' }) as HTMLInputElement;
const methodsShown = () => screen.findByLabelText('Google Pay', { selector: 'input[type=radio]' });

describe('payment methods in test mode', () => {
  it('offers card, PayPal, Apple Pay and Google Pay as one radio group, card first, and moves with the arrow keys', async () => {
    // user-event walks a radio group with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
    const { user } = await renderApp(PAGE, { loaders });
    await methodsShown();
    const group = screen.getByRole('group', { name: 'Payment method' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Credit or debit card',
      'PayPal',
      'Apple Pay',
      'Google Pay',
    ]);
    expect(radio('Credit or debit card').checked).toBe(true);
    expect(screen.getByLabelText('Card number')).toBeTruthy();

    radio('Credit or debit card').focus();
    await user.keyboard('{ArrowDown}');
    expect(radio('PayPal').checked).toBe(true);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByText(/A sandbox page stands in for PayPal/)).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(radio('Apple Pay').checked).toBe(true);
    expect(screen.getByText('A sandbox payment sheet opens in place of Apple Pay. No real wallet or card is used and nothing is charged.')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(radio('Google Pay').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay with Google Pay' })).toBeTruthy();
  });

  it('PayPal goes to the sandbox’s approval page, with the way back to the check page', async () => {
    const assign = vi.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    const { user } = await renderApp(PAGE, { loaders });
    await methodsShown();
    await user.click(radio('PayPal'));
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${SANDBOX_PAYPAL_URL}?return=${encodeURIComponent(CHECK)}`));
    expect(paymentBackend.payInputs).toHaveLength(1);
    expect(paymentBackend.payInputs[0]).toMatchObject({ orderNumber: ORDER_NUMBER, method: 'PAYPAL', paymentToken: 'paypal', returnPath: CHECK });
  });

  it('opens the Apple Pay sheet from the keyboard: a modal dialog with the merchant, the amount and “sandbox”, focus kept inside, Escape cancels', async () => {
    const { user } = await renderApp(PAGE, { loaders });
    await methodsShown();
    await user.click(radio('Apple Pay'));
    const open = screen.getByRole('button', { name: 'Pay with Apple Pay' });
    open.focus();
    await user.keyboard('{Enter}');

    const sheet = await screen.findByRole('dialog', { name: 'Apple Pay Sandbox' });
    expect(within(sheet).getByText('This sheet stands in for Apple Pay: no real wallet or card is used and no money moves.')).toBeTruthy();
    expect(sheet.getAttribute('aria-describedby')).toBe('wallet-sheet-note');
    expect(within(sheet).getByText('Pay to').nextElementSibling?.textContent).toBe('Innerscope');
    expect(within(sheet).getByText('Pay with').nextElementSibling?.textContent).toBe('Sandbox wallet');
    expect(within(sheet).getByText('Total').nextElementSibling?.textContent).toBe('$1.00');
    const pay = within(sheet).getByRole('button', { name: 'Pay $1.00' });
    const cancel = within(sheet).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(pay));

    // Tab goes round the sheet's own buttons and never back to the page behind it.
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(sheet.contains(document.activeElement)).toBe(true);
    }
    expect([pay, cancel]).toContain(document.activeElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paymentBackend.payInputs).toEqual([]);
    expect(screen.getByText('Payment cancelled. Nothing was charged.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(open));
    // The order is still payable, with this method or another.
    expect(open.hasAttribute('disabled')).toBe(false);
    await user.click(radio('Credit or debit card'));
    expect(screen.getByLabelText('Card number')).toBeTruthy();
  });

  it('pays with the Google Pay sheet: a wallet token and no card data leave the page, then the upsell steps open', async () => {
    const { user } = await renderApp(PAGE, { loaders });
    await user.click(await methodsShown());
    await user.click(screen.getByRole('button', { name: 'Pay with Google Pay' }));
    const sheet = await screen.findByRole('dialog', { name: 'Google Pay Sandbox' });
    const release = paymentBackend.pause('PayOrder');
    await user.click(within(sheet).getByRole('button', { name: 'Pay $1.00' }));

    // Once confirmed, the sheet can no longer be cancelled: Escape leaves it processing.
    const processing = await within(sheet).findByRole('button', { name: 'Processing…' });
    expect(processing.hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Google Pay Sandbox' })).toBeTruthy();
    release();

    expect(await screen.findByRole('heading', { name: 'Upsell step' })).toBeTruthy();
    expect(currentUrl()).toBe(`/paying/package/BMBTI-1754${QUERY}`);
    expect(paymentBackend.payInputs).toHaveLength(1);
    expect(paymentBackend.payInputs[0]).toMatchObject({ orderNumber: ORDER_NUMBER, method: 'GOOGLE_PAY', returnPath: CHECK });
    expect(paymentBackend.payInputs[0]?.paymentToken).toMatch(/^sbxw\.google_pay\.[A-Za-z0-9_-]{22}$/);
  });

  it('closes the sheet and says why when the payment is declined, with another try one tap away', async () => {
    paymentBackend.scriptPay({ kind: 'declined', code: 'PROCESSING_ERROR' });
    const { user } = await renderApp(PAGE, { loaders });
    await methodsShown();
    await user.click(radio('Apple Pay'));
    await user.click(screen.getByRole('button', { name: 'Pay with Apple Pay' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay $1.00' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Payment error while processing. Please try again in a moment.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Apple Pay Sandbox' })).toBeTruthy();
  });

  it('back from a cancelled PayPal approval, says nothing was charged and lets any method pay', async () => {
    // jsdom does not scroll; the page asks for the methods to be brought into view.
    const scrolled: Element[] = [];
    HTMLElement.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => void Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView'));
    await renderApp(`/paying/payment/BMBTI-1754${QUERY}&code=CANCELED#payment-methods`, { loaders });
    const note = await screen.findByText('You cancelled the payment, so nothing was charged. You can pay with any method.');
    expect(note.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payment method' })));
    // The address's anchor (the methods' section) is scrolled to as it comes, and the page brings its heading,
    // the section's first line, into view: nothing else moves.
    expect(scrolled).toContain(document.activeElement);
    expect(scrolled.every((element) => element.id === 'payment-methods' || element === document.activeElement)).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  });
});

describe('payment methods with real processors', () => {
  it('shows no sandbox wallet: Apple Pay and Google Pay live inside the processor’s own form', async () => {
    paymentBackend.offer(['PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY'], null);
    await renderApp(PAGE, { loaders });
    expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: /Apple Pay|Google Pay/ })).toBeNull();
    expect(screen.getByText('You approve the payment on PayPal’s site, then come back here.')).toBeTruthy();
  });
});
