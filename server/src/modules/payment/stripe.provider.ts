import Stripe from 'stripe';
import type { ChargeResult, DeclineCode, PaymentProvider, WebhookEvent } from './provider';
import { WebhookSignatureError } from './provider';

/** Currencies Stripe counts in whole units; the product stores every amount as value x 100. */
const STRIPE_ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);

export function toStripeAmount(amountMinor: number, currency: string): number {
  return STRIPE_ZERO_DECIMAL.has(currency.toUpperCase()) ? Math.round(amountMinor / 100) : amountMinor;
}

function declineCodeOf(err: unknown): DeclineCode {
  const e = err as { decline_code?: string; code?: string };
  if (e.decline_code === 'insufficient_funds') return 'insufficient_funds';
  if (e.code === 'authentication_required' || e.code === 'payment_intent_authentication_failure') return 'authentication_failed';
  if (e.code === 'card_declined' || e.code === 'expired_card' || e.code === 'incorrect_cvc') return 'card_declined';
  if (e.code === 'resource_missing' || e.code === 'payment_method_invalid') return 'invalid_payment_method';
  return 'processing_error';
}

function resultOf(pi: Stripe.PaymentIntent): ChargeResult {
  const pm = typeof pi.payment_method === 'object' ? pi.payment_method : null;
  const customer = typeof pi.customer === 'string' ? pi.customer : (pi.customer?.id ?? null);
  switch (pi.status) {
    case 'succeeded':
      return {
        status: 'succeeded',
        providerPaymentId: pi.id,
        savedMethodToken: pi.setup_future_usage && customer && pm ? `${customer}/${pm.id}` : null,
        cardBrand: pm?.card?.brand ?? null,
        cardLast4: pm?.card?.last4 ?? null,
      };
    case 'requires_action':
    case 'processing':
      return { status: 'requires_action', providerPaymentId: pi.id, actionUrl: pi.next_action?.redirect_to_url?.url ?? null, clientSecret: pi.client_secret };
    default:
      return { status: 'failed', providerPaymentId: pi.id, declineCode: declineCodeOf(pi.last_payment_error ?? {}) };
  }
}

/**
 * Stripe through stripe-node. The browser collects the card (or Apple Pay, Google Pay) in the Payment
 * Element and hands us a ConfirmationToken (ctoken_...) or a PaymentMethod (pm_...); we create and confirm a
 * PaymentIntent with our deterministic idempotency key. Webhooks are verified with constructEvent and a
 * 300 s tolerance on the raw body.
 */
export function createStripeProvider(config: { secretKey: string; webhookSecret: string | null }, options: { maxNetworkRetries?: number } = {}): PaymentProvider {
  const stripe = new Stripe(config.secretKey, { maxNetworkRetries: options.maxNetworkRetries ?? 2, timeout: 20_000 });

  return {
    name: 'stripe',
    methods: ['card', 'apple_pay', 'google_pay'],

    async charge(r) {
      try {
        let customer: string | undefined;
        if (r.savePaymentMethod) {
          customer = (await stripe.customers.create({ metadata: { idempotency: r.idempotencyKey } }, { idempotencyKey: `${r.idempotencyKey}:customer` })).id;
        }
        const pi = await stripe.paymentIntents.create(
          {
            amount: toStripeAmount(r.amount, r.currency),
            currency: r.currency.toLowerCase(),
            confirm: true,
            description: r.description,
            return_url: r.returnUrl,
            metadata: { idempotency: r.idempotencyKey },
            expand: ['payment_method'],
            ...(r.paymentToken.startsWith('ctoken_') ? { confirmation_token: r.paymentToken } : { payment_method: r.paymentToken }),
            ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
          },
          { idempotencyKey: r.idempotencyKey },
        );
        return resultOf(pi);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError || err instanceof Stripe.errors.StripeInvalidRequestError) {
          const pi = (err as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
          return { status: 'failed', providerPaymentId: pi?.id ?? null, declineCode: declineCodeOf(err) };
        }
        throw err;
      }
    },

    async retrieve(id) {
      return resultOf(await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }));
    },

    async saveMethod({ paymentToken, replacing }) {
      try {
        const customer = replacing?.split('/')[0] || (await stripe.customers.create({ metadata: { purpose: 'replacement card' } })).id;
        const pm = await stripe.paymentMethods.attach(paymentToken, { customer });
        return { status: 'saved', savedMethodToken: `${customer}/${pm.id}`, cardBrand: pm.card?.brand ?? null, cardLast4: pm.card?.last4 ?? null };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError || err instanceof Stripe.errors.StripeInvalidRequestError) return { status: 'failed', declineCode: declineCodeOf(err) };
        throw err;
      }
    },

    async chargeSaved(r) {
      const [customer, paymentMethod] = r.savedMethodToken.split('/');
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: toStripeAmount(r.amount, r.currency),
            currency: r.currency.toLowerCase(),
            customer,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            description: r.description,
            metadata: { idempotency: r.idempotencyKey },
            expand: ['payment_method'],
          },
          { idempotencyKey: r.idempotencyKey },
        );
        return resultOf(pi);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          const pi = (err as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
          return { status: 'failed', providerPaymentId: pi?.id ?? null, declineCode: declineCodeOf(err) };
        }
        throw err;
      }
    },

    async refund(id, amount, idempotencyKey) {
      const pi = await stripe.paymentIntents.retrieve(id);
      const refund = await stripe.refunds.create({ payment_intent: id, amount: toStripeAmount(amount, pi.currency) }, { idempotencyKey });
      return { refunded: refund.status === 'succeeded' || refund.status === 'pending' };
    },

    async parseWebhook(rawBody, headers): Promise<WebhookEvent> {
      if (!config.webhookSecret) throw new WebhookSignatureError('no webhook secret configured');
      const signature = headers['stripe-signature'];
      if (!signature) throw new WebhookSignatureError('missing signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, 300);
      } catch (err) {
        throw new WebhookSignatureError((err as Error).message);
      }
      if (event.type === 'payment_intent.succeeded') {
        return { id: event.id, type: event.type, providerPaymentId: event.data.object.id, outcome: 'succeeded' };
      }
      if (event.type === 'payment_intent.payment_failed') {
        const pi = event.data.object;
        return { id: event.id, type: event.type, providerPaymentId: pi.id, outcome: 'failed', declineCode: declineCodeOf(pi.last_payment_error ?? {}) };
      }
      return { id: event.id, type: event.type, providerPaymentId: null, outcome: 'ignored' };
    },
  };
}
