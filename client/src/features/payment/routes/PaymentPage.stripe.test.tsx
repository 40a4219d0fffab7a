import { screen, waitFor } from '@testing-library/react';
import type { Stripe } from '@stripe/stripe-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { loadStripeJs } from '../stripeLoader';
import { ORDER_NUMBER, paymentBackend, paymentHandlers, trialOrder } from '../testing/paymentBackend';

// Stripe.js comes from Stripe's servers; here a stand-in plays its part at that edge.
vi.mock('../stripeLoader', () => ({ loadStripeJs: vi.fn() }));

const QUERY = `?order=${ORDER_NUMBER}`;
const PAGE = `/paying/payment/BMBTI-1754${QUERY}`;

const loaders = {
  package: () => Promise.resolve({ default: () => <h1>Upsell step</h1> }),
};

/** A stand-in for Stripe.js: records how the element was made and what was asked of it. */
function fakeStripe() {
  const calls = {
    elementsOptions: [] as unknown[],
    mounted: 0,
    nextActions: [] as string[],
  };
  const element = {
    on: (event: string, handler: () => void) => {
      if (event === 'ready') queueMicrotask(handler);
    },
    mount: () => void (calls.mounted += 1),
    destroy: () => undefined,
    clear: () => undefined,
    focus: () => undefined,
  };
  const elements = {
    create: () => element,
    submit: () => Promise.resolve({}),
  };
  const stripe = {
    elements: (elementsOptions: unknown) => {
      calls.elementsOptions.push(elementsOptions);
      return elements;
    },
    createPaymentMethod: () => Promise.resolve({ paymentMethod: { id: 'pm_1TestCardVisa', card: { wallet: null } } }),
    handleNextAction: ({ clientSecret }: { clientSecret: string }) => {
      calls.nextActions.push(clientSecret);
      return Promise.resolve({});
    },
  };
  vi.mocked(loadStripeJs).mockResolvedValue(stripe as unknown as Stripe);
  return calls;
}

beforeEach(() => {
  paymentBackend.reset();
  server.use(...paymentHandlers);
  paymentBackend.offer(['CARD', 'APPLE_PAY', 'GOOGLE_PAY'], 'stripe', 'pk_test_123');
});

describe('payment page with Stripe', () => {
  it('mounts the Payment Element for the order’s amount and pays with the PaymentMethod it creates', async () => {
    paymentBackend.seedOrder(trialOrder({ currency: 'JPY', subtotal: 15_000, total: 15_000 }));
    const calls = fakeStripe();
    const { user } = await renderApp(PAGE, { loaders });

    await waitFor(() => expect(calls.mounted).toBe(1));
    expect(loadStripeJs).toHaveBeenCalledWith('pk_test_123');
    expect(calls.elementsOptions[0]).toMatchObject({
      mode: 'payment',
      amount: 150,
      currency: 'jpy',
      setupFutureUsage: 'off_session',
      paymentMethodCreation: 'manual',
      locale: 'en',
    });
    expect(screen.getByText('Apple Pay and Google Pay appear in the form when your device supports them.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Test mode' })).toBeNull();

    paymentBackend.scriptPay({ kind: 'requiresAction', clientSecret: 'pi_3Test_secret_abc' });
    paymentBackend.scriptCheck({ kind: 'processing' });
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(currentUrl()).toBe(`/paying/check/BMBTI-1754${QUERY}`));
    expect(paymentBackend.payInputs).toEqual([
      { orderNumber: ORDER_NUMBER, method: 'CARD', paymentToken: 'pm_1TestCardVisa', returnPath: `/paying/check/BMBTI-1754${QUERY}`, token: null },
    ]);
    expect(calls.nextActions).toEqual(['pi_3Test_secret_abc']);
  });

  it('says the payment system failed to load, with a way to refresh', async () => {
    paymentBackend.seedOrder();
    vi.mocked(loadStripeJs).mockRejectedValue(new Error('blocked'));
    await renderApp(PAGE, { loaders });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The payment system failed to load. Please refresh the page.',
    );
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeTruthy();
    expect(currentUrl()).toBe(PAGE);
  });
});
