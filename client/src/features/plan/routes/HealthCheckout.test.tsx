import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { checkoutBackend, checkoutHandlers, REPORT_OFFER } from '../test/checkoutBackend';

const SESSION = 'session-for-the-screen1';
const ORDER = 'orderpaid00000002';
const stubPage = (heading: string) => () => Promise.resolve({ default: () => <h1>{heading}</h1> });
const loaders = { payment: stubPage('Payment page'), paymentSuccess: stubPage('Payment succeeded') };

/** The GraphQL operations the page asked for, in order. */
let operations: string[] = [];
const record = ({ request }: { request: Request }) => {
  void request
    .clone()
    .json()
    .then((body: { operationName?: string }) => void operations.push(body.operationName ?? ''))
    .catch(() => undefined);
};

beforeEach(() => {
  operations = [];
  checkoutBackend.reset();
  server.use(...checkoutHandlers);
  server.events.on('request:start', record);
  // Everything that presses elsewhere is there to be shown: an offer that ends, buyers' figures and reviews.
  checkoutBackend.setActivity([{ kind: 'REPORTS_UNLOCKED_THIS_WEEK', count: 214 }]);
  checkoutBackend.setReviews([
    { id: 'r1', name: 'Lena K.', typeCode: 'INTJ', rating: 5, content: 'Helpful.', country: 'DE', createdAt: new Date().toISOString(), verified: true },
  ]);
});

afterEach(() => {
  server.events.removeListener('request:start', record);
});

describe('the depression screen’s purchase page', () => {
  it('sells calmly: no countdown, no buyers’ figures, no reviews, and orders the report with the terms alone', async () => {
    checkoutBackend.seedSession({ id: SESSION, examId: 1801, offerEndsAt: new Date(Date.now() + 3600_000).toISOString() });
    const { user } = await renderApp(`/paying/buyreport/DEPS-1801?s=${SESSION}`, { loaders });
    await screen.findByRole('heading', { level: 1, name: 'Get your full report with one payment' });
    // The offer names the screen's own report, not the personality report.
    expect(screen.getAllByText('Your full depression screen report').length).toBeGreaterThan(0);
    expect(screen.queryByText(/personality/i)).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText(/Offer ends in/)).toBeNull();
    expect(screen.queryByText(/people unlocked their full report/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'What buyers say' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /I have read and agree to the Terms of Service and Privacy Policy/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(currentUrl()).toBe(`/paying/payment/DEPS-1801?s=${SESSION}&order=order000000000001`));
    expect(checkoutBackend.createInputs.map((input) => input.skuId)).toEqual([REPORT_OFFER.id]);
    // Neither the figures nor the reviews were even asked for.
    expect(operations).not.toContain('PlanActivity');
    expect(operations).not.toContain('PlanReviews');
  });

  it('names the psychological map’s own report on its offer', async () => {
    checkoutBackend.seedSession({ id: SESSION, examId: 1802 });
    await renderApp(`/paying/buyreport/YDGX-1802?s=${SESSION}`, { loaders });
    expect((await screen.findAllByText('Your full psychological map report')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/personality report/i)).toBeNull();
  });

  it('shows the countdown, figures and reviews on the 16-type test’s page, as before', async () => {
    checkoutBackend.seedSession({ id: SESSION, offerEndsAt: new Date(Date.now() + 3600_000).toISOString() });
    const { user } = await renderApp(`/paying/buyreport/BMBTI-1754?s=${SESSION}`, { loaders });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Get your full report with one payment' });
    expect(screen.getByRole('timer')).toBeTruthy();
    // The figures and reviews come once the visitor acts on the page (they are below the options).
    await user.click(heading);
    expect(await screen.findByText('214 people unlocked their full report this week')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'What buyers say' })).toBeTruthy();
  });

  it('offers nothing more after paying, not even after a plan: straight on to the success page', async () => {
    checkoutBackend.seedSession({ id: SESSION, examId: 1801 });
    checkoutBackend.seedOrder({ orderNumber: ORDER, sessionId: SESSION, sku: { kind: 'plan', trialDays: 7 } });
    await renderApp(`/paying/package/DEPS-1801?s=${SESSION}&order=${ORDER}`, { loaders });
    expect(await screen.findByRole('heading', { name: 'Payment succeeded' })).toBeTruthy();
    expect(currentUrl()).toBe(`/paying/success/DEPS-1801?s=${SESSION}&order=${ORDER}`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
