import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { pageExit } from '../pageExit';
import {
  CHALLENGE_URL,
  LINK_TOKEN,
  ORDER_NUMBER,
  PAYPAL_URL,
  paymentBackend,
  paymentHandlers,
  trialOrder,
} from '../testing/paymentBackend';

const SESSION = 'sessA1b2C3d4E5f6G7';
const QUERY = `?s=${SESSION}&order=${ORDER_NUMBER}`;
const PAGE = `/paying/payment/BMBTI-1754${QUERY}`;
const CHECK = `/paying/check/BMBTI-1754${QUERY}`;

/** The next checkout steps, as stand-ins: these tests are about where the payment page leads. */
const loaders = {
  package: () => Promise.resolve({ default: () => <h1>Upsell step</h1> }),
};

/** Everything the browser sent, bodies and addresses, to prove what never left it. */
const sent: string[] = [];
server.events.on('request:start', ({ request }) => {
  sent.push(request.url);
  void request
    .clone()
    .text()
    .then((body) => sent.push(body));
});

beforeEach(() => {
  paymentBackend.reset();
  server.use(...paymentHandlers);
  sent.length = 0;
});

afterEach(() => vi.restoreAllMocks());

/** A field by its label, with the error it shows (its `aria-describedby`). */
function field(label: string | RegExp) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  const error = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .join('');
  return { input, error };
}

async function fillCard(user: UserEvent, card: { number: string; expiry?: string; cvc?: string }) {
  await user.type(await screen.findByLabelText('Card number'), card.number);
  await user.type(screen.getByLabelText('Expiry date'), card.expiry ?? '1230');
  await user.type(screen.getByLabelText('Security code'), card.cvc ?? '123');
  await user.type(screen.getByLabelText('Name on card'), 'Ana Silva');
  await user.type(screen.getByLabelText('Postal code'), '1000-001');
}

const payButton = () => screen.getByRole('button', { name: /^Pay \$1\.00$|^Processing…$|^Taking you/ }) as HTMLButtonElement;

describe('payment page', () => {
  it('states what is bought, today’s total and the renewal terms before any card field', async () => {
    paymentBackend.seedOrder();
    await renderApp(PAGE, { loaders });
    const summary = (await screen.findByRole('heading', { name: 'Your order' })).closest('section') as HTMLElement;
    expect(within(summary).getByText('Full report with membership')).toBeTruthy();
    expect(within(summary).getByText('Total due today').nextElementSibling?.textContent).toBe('$1.00');
    const terms = within(summary).getByText(
      'Today you pay $1.00 for a 7-day trial. From November 29, 2026, you will be charged $29.99 a month until you cancel.',
    );
    expect(within(summary).getByText(/^Cancel any time/)).toBeTruthy();
    expect(within(summary).getByText('ana@example.com')).toBeTruthy();

    const cardNumber = await screen.findByLabelText('Card number');
    expect(terms.compareDocumentPosition(cardNumber) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cardNumber.getAttribute('autocomplete')).toBe('cc-number');
    expect(cardNumber.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Expiry date').getAttribute('autocomplete')).toBe('cc-exp');
    expect(screen.getByLabelText('Security code').getAttribute('autocomplete')).toBe('cc-csc');
    expect(screen.getByLabelText('Name on card').getAttribute('autocomplete')).toBe('cc-name');
    expect(screen.getByRole('heading', { name: 'Test mode' })).toBeTruthy();
    expect(screen.getByText('4000 0025 0000 3155')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Safe and secure' })).toBeTruthy();
    expect(screen.getByText('Your card details go to our payment processor and never to our servers.')).toBeTruthy();
  });

  it('names the report of the exam the order is for', async () => {
    const report = { sku: { id: 'deps-report', kind: 'report' as const, step: null }, total: 699, subtotal: 699 };
    paymentBackend.seedOrder(trialOrder({ ...report, consent: { trialDays: 0, renewalAmount: null, interval: null, intervalCount: null, firstChargeAt: null } }));
    await renderApp(`/paying/payment/DEPS-1801${QUERY}`, { loaders });
    const summary = (await screen.findByRole('heading', { name: 'Your order' })).closest('section') as HTMLElement;
    expect(within(summary).getByText('Full depression screen report')).toBeTruthy();
    expect(within(summary).queryByText(/personality/i)).toBeNull();
  });

  it('spaces the card number as it is typed and names the brand', async () => {
    paymentBackend.seedOrder();
    const { user } = await renderApp(PAGE, { loaders });
    const number = (await screen.findByLabelText('Card number')) as HTMLInputElement;
    await user.type(number, '378282246310005');
    expect(number.value).toBe('3782 822463 10005');
    expect(screen.getByText('Card type: American Express')).toBeTruthy();
    expect(screen.getByText('4 digits on the front of the card')).toBeTruthy();
  });

  it('checks the card in the page and sends nothing until it is complete and valid', async () => {
    paymentBackend.seedOrder();
    const { user } = await renderApp(PAGE, { loaders });
    await user.click(await screen.findByRole('button', { name: 'Pay $1.00' }));
    expect(screen.getByRole('alert').textContent).toBe('Complete the card information');
    for (const label of ['Card number', 'Expiry date', 'Security code', 'Name on card', 'Postal code']) {
      expect(field(label).error).toBe('This field is required');
    }
    expect(document.activeElement).toBe(field('Card number').input);

    await fillCard(user, { number: '4242424242424241', expiry: '0120', cvc: '12' });
    await user.click(payButton());
    expect(field('Card number').error).toBe('Invalid card number');
    expect(field('Expiry date').error).toBe('Invalid expiry date');
    expect(field('Security code').error).toBe('Invalid security code');
    expect(field('Name on card').error).toBe('');
    expect(paymentBackend.payInputs).toEqual([]);
  });

  it('pays with a test card: only a token leaves the page, then the upsell steps open', async () => {
    paymentBackend.seedOrder();
    const { user } = await renderApp(PAGE, { loaders });
    await fillCard(user, { number: '4242424242424242', expiry: '1230', cvc: '737' });
    await user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Upsell step' })).toBeTruthy();
    expect(currentUrl()).toBe(`/paying/package/BMBTI-1754${QUERY}`);
    expect(paymentBackend.payInputs).toHaveLength(1);
    const [input] = paymentBackend.payInputs;
    expect(input?.method).toBe('CARD');
    expect(input?.paymentToken).toMatch(/^sbx\.ok\.visa\.4242\.[A-Za-z0-9_-]{22}$/);
    expect(input?.returnPath).toBe(CHECK);
    await waitFor(() => expect(sent.some((body) => body.includes('PayOrder'))).toBe(true));
    const everything = sent.join('\n');
    expect(everything).not.toMatch(/4242\s?4242\s?4242/);
    expect(everything).not.toContain('12/30');
    expect(everything).not.toContain('737');
  });

  it('keeps the buyer on the page after a decline, with the reason, and clears only the card number', async () => {
    paymentBackend.seedOrder();
    const { user } = await renderApp(PAGE, { loaders });
    await fillCard(user, { number: '4000000000000002' });
    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your card was declined. Try another card or method.')).toBeTruthy();
    expect(screen.queryByText(/server text/)).toBeNull();
    expect(currentUrl()).toBe(PAGE);
    expect(field('Card number').input.value).toBe('');
    expect(field('Expiry date').input.value).toBe('12/30');
    expect(field('Name on card').input.value).toBe('Ana Silva');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(field('Card number').input);
  });

  it('says why for insufficient funds too', async () => {
    paymentBackend.seedOrder();
    const { user } = await renderApp(PAGE, { loaders });
    await fillCard(user, { number: '4000000000009995' });
    await user.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your card has insufficient funds. Try another card or method.',
    );
  });

  it('sends the window to the 3-D Secure page with the way back to the check page', async () => {
    paymentBackend.seedOrder();
    const assign = vi.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    const { user } = await renderApp(PAGE, { loaders });
    await fillCard(user, { number: '4000002500003155' });
    await user.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(`${CHALLENGE_URL}?return=${encodeURIComponent(CHECK)}`);
    expect(paymentBackend.payInputs[0]?.paymentToken).toMatch(/^sbx\.3ds\.visa\.3155\./);
    // The page stays busy while the browser leaves it.
    expect(payButton().disabled).toBe(true);
    expect(payButton().textContent).toBe('Taking you to the next step…');
  });

  it('sends one payment for a double click, and shows it is processing', async () => {
    paymentBackend.seedOrder();
    const { user } = await renderApp(PAGE, { loaders });
    await fillCard(user, { number: '4242424242424242' });
    const release = paymentBackend.pause('PayOrder');
    await user.dblClick(payButton());
    expect(payButton().disabled).toBe(true);
    expect(payButton().textContent).toBe('Processing…');
    expect(screen.getByText('Processing your payment. Please keep this page open.')).toBeTruthy();
    release();

    expect(await screen.findByRole('heading', { name: 'Upsell step' })).toBeTruthy();
    expect(paymentBackend.payInputs).toHaveLength(1);
  });

  it('sends one payment when the form is submitted twice before the page can re-render (Enter pressed twice)', async () => {
    paymentBackend.seedOrder();
    const { user } = await renderApp(PAGE, { loaders });
    await fillCard(user, { number: '4242424242424242' });
    const release = paymentBackend.pause('PayOrder');
    const form = screen.getByRole('form', { name: 'Card details' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    release();
    expect(await screen.findByRole('heading', { name: 'Upsell step' })).toBeTruthy();
    expect(paymentBackend.payInputs).toHaveLength(1);
  });

  it('says so when the network fails, and asks to wait after too many attempts', async () => {
    paymentBackend.seedOrder();
    paymentBackend.fail('PayOrder', 'network', 'rateLimited');
    const { user } = await renderApp(PAGE, { loaders });
    await fillCard(user, { number: '4242424242424242' });
    await user.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Network connection error. Please check your connection and try again.',
    );
    await user.click(payButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many payment attempts. Please wait 15 minutes and try again.'),
    );
    expect(currentUrl()).toBe(PAGE);
  });

  it('translates the server’s refusals by code', async () => {
    paymentBackend.seedOrder();
    const { user } = await renderApp(PAGE, { loaders });
    await fillCard(user, { number: '4242424242424242' });
    paymentBackend.reset();
    server.use(...paymentHandlers);
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your session has expired. Please start over.');
    expect(within(alert).getByRole('link', { name: 'Start over' }).getAttribute('href')).toBe('/answer/question/BMBTI-1754');
  });

  it('offers PayPal when the server does, and opens PayPal’s approval page', async () => {
    paymentBackend.seedOrder();
    paymentBackend.offer(['CARD', 'PAYPAL']);
    const assign = vi.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    const { user } = await renderApp(PAGE, { loaders });
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYPAL_URL));
    expect(paymentBackend.payInputs).toEqual([
      { orderNumber: ORDER_NUMBER, method: 'PAYPAL', paymentToken: 'paypal', returnPath: CHECK, token: null },
    ]);
  });

  it('changes the e-mail address the report goes to', async () => {
    paymentBackend.seedOrder();
    const { user } = await renderApp(PAGE, { loaders });
    await user.click(await screen.findByRole('button', { name: 'Edit e-mail address' }));
    const email = screen.getByLabelText('E-mail address') as HTMLInputElement;
    expect(document.activeElement).toBe(email);
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('E-mail address').error).toBe('Please input email address');
    await user.type(email, 'ana@example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('E-mail address').error).toBe('Please enter a valid email address.');
    expect(paymentBackend.emailInputs).toEqual([]);

    await user.type(email, '.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('ana@example.org')).toBeTruthy();
    expect(paymentBackend.emailInputs).toEqual([{ orderNumber: ORDER_NUMBER, email: 'ana@example.org' }]);
    expect(paymentBackend.order(ORDER_NUMBER)?.email).toBe('ana@example.org');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit e-mail address' }));
  });

  it('says the session expired, with the way back to the test, when the order is missing or unknown', async () => {
    await renderApp(`/paying/payment/BMBTI-1754?s=${SESSION}`, { loaders });
    expect(screen.getByRole('heading', { name: 'Your session has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start over' }).getAttribute('href')).toBe('/answer/question/BMBTI-1754');
  });

  it('opens for the buyer in another browser from an e-mailed link, and never gives the processor its signature', async () => {
    paymentBackend.seedOrder(trialOrder(), { ownBrowser: false });
    const assign = vi.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    const { user } = await renderApp(`${PAGE}&t=${LINK_TOKEN}`, { loaders });
    await fillCard(user, { number: '4000002500003155' });
    await user.click(payButton());

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(paymentBackend.readRequests[0]).toEqual({ operation: 'PaymentOrder', orderNumber: ORDER_NUMBER, token: LINK_TOKEN });
    expect(paymentBackend.payInputs[0]).toMatchObject({ orderNumber: ORDER_NUMBER, token: LINK_TOKEN, returnPath: CHECK });
    expect(assign).toHaveBeenCalledWith(`${CHALLENGE_URL}?return=${encodeURIComponent(CHECK)}`);
  });

  it('says the session expired for an order of another browser, opened without its link', async () => {
    paymentBackend.seedOrder(trialOrder(), { ownBrowser: false });
    await renderApp(PAGE, { loaders });
    expect(await screen.findByRole('heading', { name: 'Your session has expired' })).toBeTruthy();
    expect(paymentBackend.readRequests[0]).toEqual({ operation: 'PaymentOrder', orderNumber: ORDER_NUMBER, token: null });
  });

  it('says the session expired for an order the server does not know', async () => {
    await renderApp(PAGE, { loaders });
    expect(await screen.findByRole('heading', { name: 'Your session has expired' })).toBeTruthy();
  });

  it('moves an order already paid on to the next step', async () => {
    paymentBackend.seedOrder(trialOrder({ status: 'PAID' }));
    await renderApp(`/paying/paypage/BMBTI-1754${QUERY}`, { loaders });
    expect(await screen.findByRole('heading', { name: 'Upsell step' })).toBeTruthy();
    expect(currentUrl()).toBe(`/paying/package/BMBTI-1754${QUERY}`);
  });

  it('shows a skeleton with a name while the order loads, and a retry when it cannot', async () => {
    paymentBackend.seedOrder();
    paymentBackend.fail('PaymentOrder', 'network');
    const release = paymentBackend.pause('PaymentOrder');
    const { user } = await renderApp(PAGE, { loaders });
    expect(screen.getByRole('status', { name: 'Loading your order' })).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Your order could not be loaded' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your order' })).toBeTruthy();
  });
});
