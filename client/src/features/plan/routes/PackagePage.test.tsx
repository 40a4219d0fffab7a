import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickToLazyPage, currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { checkoutBackend, checkoutHandlers, PACKAGES } from '../test/checkoutBackend';

const SESSION = 'session-with-a-paid-plan';
const ORDER = 'orderpaid00000001';
const BASE = `/paying/package/BMBTI-1754?s=${SESSION}&order=${ORDER}`;

const stubPage = (heading: string) => () => Promise.resolve({ default: () => <h1>{heading}</h1> });
const loaders = { payment: stubPage('Payment page'), paymentSuccess: stubPage('Payment succeeded') };

beforeEach(() => {
  checkoutBackend.reset();
  server.use(...checkoutHandlers);
  checkoutBackend.seedSession({ id: SESSION, offerEndsAt: new Date(Date.now() + 3600_000).toISOString() });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('upsell steps', () => {
  it('sends an unpaid order to the payment page', async () => {
    checkoutBackend.seedOrder({ orderNumber: ORDER, sessionId: SESSION, status: 'CREATED' });
    await renderApp(BASE, { loaders });
    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeTruthy();
    expect(currentUrl()).toBe(`/paying/payment/BMBTI-1754?s=${SESSION}&order=${ORDER}`);
  });

  it('says so when the order is unknown', async () => {
    await renderApp(BASE, { loaders });
    expect(await screen.findByRole('heading', { name: 'We could not find your order' })).toBeTruthy();
  });

  it('asks "are you sure?" once before skipping, then sells the next step in one click and moves on', async () => {
    checkoutBackend.seedOrder({ orderNumber: ORDER, sessionId: SESSION });
    const { user } = await renderApp(BASE, { loaders });

    // A trial plan was bought: the first step offers to pay now instead, and the URL says which step is shown.
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay now and skip the trial' })).toBeTruthy();
    expect(currentUrl()).toBe(`${BASE}&step=skip_trial`);
    expect(screen.getByText('$0.71 a day, billed $19.99 every 4 weeks')).toBeTruthy();
    expect(screen.getByText('You save $10.00')).toBeTruthy();
    expect(screen.getByText('Charged to Visa •••• 4242')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^(01:00:00|00:59:\d\d)$/);

    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('Pay now and skip the trial will not be added. You can go on to your report without it.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl()).toBe(`${BASE}&step=skip_trial`);

    // Asked once in this order: "No thanks" now moves on at once.
    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Extra test pack' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentUrl()).toBe(`${BASE}&step=add_packs`);
    expect(checkoutBackend.buyInputs).toEqual([]);
    expect(screen.getByText('One payment of $4.99, charged at once. Nothing renews.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add for $4.99' }));
    expect(await screen.findByRole('heading', { name: 'Added to your order' })).toBeTruthy();
    expect(checkoutBackend.buyInputs).toEqual([{ orderNumber: ORDER, token: null, skuId: 'bmbti-package-add-packs', acceptRenewal: false }]);
    // A short confirmation, then the next step by itself.
    expect(await screen.findByRole('heading', { level: 1, name: 'In-depth guide to your type' }, { timeout: 4000 })).toBeTruthy();
    expect(currentUrl()).toBe(`${BASE}&step=depth_content`);
  });

  it('asks for the renewal consent before charging the plan that skips the trial', async () => {
    checkoutBackend.seedOrder({ orderNumber: ORDER, sessionId: SESSION });
    const { user } = await renderApp(`${BASE}&step=skip_trial`, { loaders });
    await user.click(await screen.findByRole('button', { name: 'Pay $19.99 now' }));
    const box = screen.getByRole('checkbox', { name: 'I agree that my plan renews automatically at $19.99 every 4 weeks until I cancel.' });
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please agree to the automatic renewal to continue',
    );
    expect(checkoutBackend.buyInputs).toEqual([]);

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Pay $19.99 now' }));
    expect(await screen.findByRole('heading', { name: 'Added to your order' })).toBeTruthy();
    expect(checkoutBackend.buyInputs).toEqual([{ orderNumber: ORDER, token: null, skuId: 'bmbti-four-weekly', acceptRenewal: true }]);
  });

  it('says why paying now is refused while Premium runs, in its own words, and lets the buyer go on', async () => {
    checkoutBackend.seedOrder({ orderNumber: ORDER, sessionId: SESSION });
    checkoutBackend.buyAnswers('PLAN_BELOW_CURRENT');
    const { user } = await renderApp(`${BASE}&step=skip_trial`, { loaders });
    await user.click(await screen.findByRole('checkbox', { name: /renews automatically/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $19.99 now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your Premium plan already includes everything in this offer, so it was not added. You have not been charged.',
    );
    expect(screen.queryByText(/server text/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue without it' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Extra test pack' })).toBeTruthy();
  });

  it('starts with the packs when the plan had no trial, and passes over steps with nothing on offer', async () => {
    checkoutBackend.seedOrder({ orderNumber: ORDER, sessionId: SESSION, sku: { kind: 'plan', trialDays: 0 } });
    checkoutBackend.setPackages(PACKAGES.filter((sku) => sku.step !== 'depth_content'));
    const { user } = await renderApp(BASE, { loaders });
    expect(await screen.findByRole('heading', { level: 1, name: 'Extra test pack' })).toBeTruthy();
    expect(currentUrl()).toBe(`${BASE}&step=add_packs`);

    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Skip it' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member exclusives' })).toBeTruthy();
    expect(currentUrl()).toBe(`${BASE}&step=member_exclusive`);
  });

  it('explains a declined card and goes on without the offer', async () => {
    checkoutBackend.seedOrder({ orderNumber: ORDER, sessionId: SESSION });
    checkoutBackend.buyAnswers({ declined: 'INSUFFICIENT_FUNDS' });
    const { user } = await renderApp(`${BASE}&step=member_exclusive`, { loaders });
    await user.click(await screen.findByRole('button', { name: 'Add for $9.99' }));
    expect(await screen.findByRole('heading', { name: 'The payment did not go through' })).toBeTruthy();
    expect(screen.getByText('There are not enough funds on your card for this offer. You have not been charged.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue without it' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Extended access' })).toBeTruthy();
    expect(currentUrl()).toBe(`${BASE}&step=access_product`);
  });

  it('reads the order and buys with the e-mailed link’s t for the buyer in another browser', async () => {
    checkoutBackend.seedOrder({ orderNumber: ORDER, sessionId: SESSION });
    const { user } = await renderApp(`${BASE}&t=signedReportLinkToken01&step=member_exclusive`, { loaders });
    await user.click(await screen.findByRole('button', { name: 'Add for $9.99' }));
    expect(await screen.findByRole('heading', { name: 'Added to your order' })).toBeTruthy();
    expect(checkoutBackend.packageOrderRequests[0]).toEqual({ orderNumber: ORDER, token: 'signedReportLinkToken01' });
    expect(checkoutBackend.buyInputs).toEqual([{ orderNumber: ORDER, token: 'signedReportLinkToken01', skuId: 'bmbti-package-member-exclusive', acceptRenewal: false }]);
  });

  it('says "already purchased" and moves on after 3 seconds', async () => {
    checkoutBackend.seedOrder({ orderNumber: ORDER, sessionId: SESSION });
    checkoutBackend.buyAnswers('alreadyPurchased');
    await renderApp(`${BASE}&step=add_packs`, { loaders });
    const add = await screen.findByRole('button', { name: 'Add for $4.99' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(add);
    expect(await screen.findByRole('heading', { name: 'Already purchased' })).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(2500));
    expect(currentUrl()).toBe(`${BASE}&step=add_packs`);
    await act(async () => void vi.advanceTimersByTime(600));
    expect(currentUrl()).toBe(`${BASE}&step=depth_content`);
  });

  it('opens the success page of the first order after the last step', async () => {
    checkoutBackend.seedOrder({ orderNumber: ORDER, sessionId: SESSION });
    const { user } = await renderApp(`${BASE}&step=access_product&hl=en-US`, { loaders });
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));
    // The success page has its own code to load: the click happens in an awaited act (see `clickToLazyPage`).
    await clickToLazyPage(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Skip it' }));
    expect(await screen.findByRole('heading', { name: 'Payment succeeded' })).toBeTruthy();
    expect(currentUrl()).toBe(`/paying/success/BMBTI-1754?s=${SESSION}&order=${ORDER}&hl=en-US`);
  });

  it('leaves for the report at once from any step with "Go to my report": one tap, no question', async () => {
    checkoutBackend.seedOrder({ orderNumber: ORDER, sessionId: SESSION });
    const report = `/report/result/BMBTI-1754?s=${SESSION}&order=${ORDER}&hl=en-US`;
    for (const step of ['skip_trial', 'add_packs', 'access_product']) {
      const view = await renderApp(`${BASE}&step=${step}&hl=en-US`, { loaders: { ...loaders, report: stubPage('Your report') } });
      // At the top, above the offer, and again beside "No thanks".
      const links = await screen.findAllByRole('link', { name: 'Go to my report' });
      expect(links.map((link) => link.getAttribute('href')), step).toEqual([report, report]);
      await clickToLazyPage(links[0]!);
      expect(await screen.findByRole('heading', { name: 'Your report' })).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(currentUrl()).toBe(report);
      view.unmount();
    }
    expect(checkoutBackend.buyInputs).toEqual([]);
  });

  it('asks "are you sure?" at most once per order, across steps and reloads', async () => {
    checkoutBackend.seedOrder({ orderNumber: ORDER, sessionId: SESSION });
    const first = await renderApp(`${BASE}&step=add_packs`, { loaders });
    await first.user.click(await screen.findByRole('button', { name: 'No thanks' }));
    await first.user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Skip it' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'In-depth guide to your type' })).toBeTruthy();
    await first.user.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member exclusives' })).toBeTruthy();
    first.unmount();

    // The same order after a reload: still no question. Another order asks once again.
    const again = await renderApp(`${BASE}&step=member_exclusive`, { loaders });
    await again.user.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Extended access' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    again.unmount();
    checkoutBackend.seedOrder({ orderNumber: 'orderpaid00000002', sessionId: SESSION });
    const other = await renderApp(`/paying/package/BMBTI-1754?s=${SESSION}&order=orderpaid00000002&step=member_exclusive`, { loaders });
    await other.user.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeTruthy();
  });

  it('offers to pay now instead of the trial only when that costs less per day than the plan the trial renews into', async () => {
    // The trial renews at $9.99 a month (33 cents a day): $19.99 every 4 weeks is dearer, so there is no such step.
    checkoutBackend.seedOrder({ orderNumber: ORDER, sessionId: SESSION, sku: { kind: 'plan', trialDays: 7, price: { currency: 'USD', amount: 999, trialAmount: 100, listAmount: null } } });
    await renderApp(BASE, { loaders });
    expect(await screen.findByRole('heading', { level: 1, name: 'Extra test pack' })).toBeTruthy();
    expect(currentUrl()).toBe(`${BASE}&step=add_packs`);
  });
});
