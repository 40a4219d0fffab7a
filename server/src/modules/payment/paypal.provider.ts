import type { Approved, ChargeResult, PaymentProvider, WebhookEvent } from './provider';
import { WebhookSignatureError } from './provider';

/** PayPal counts these in whole units; the product stores every amount as value x 100. */
const PAYPAL_ZERO_DECIMAL = new Set(['JPY', 'HUF', 'TWD']);

export function toPayPalValue(amountMinor: number, currency: string): string {
  return PAYPAL_ZERO_DECIMAL.has(currency.toUpperCase()) ? String(Math.round(amountMinor / 100)) : (amountMinor / 100).toFixed(2);
}

interface PayPalOrder {
  id: string;
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  links?: { rel: string; href: string }[];
  payment_source?: { paypal?: { attributes?: { vault?: { id?: string } } } };
  purchase_units?: { amount?: { currency_code: string }; payments?: { captures?: { id: string; status: string }[] } }[];
}

export class PayPalApiError extends Error {
  override name = 'PayPalApiError';
  constructor(readonly status: number, readonly issue: string | null) {
    super(`PayPal answered ${status}${issue ? ` (${issue})` : ''}`);
  }
}

/**
 * PayPal through its Orders v2 REST API. A payment is an order the buyer approves on PayPal's page
 * (requires_action with the approval link); PayPal sends them back to the return URL after approving and to the
 * cancel URL after cancelling, each with `token` (the order's id) added. Reading an order never moves money: the
 * payment service captures an approved one only while it is still the order's live attempt. Every call that
 * creates or captures carries PayPal-Request-Id, our idempotency key. Webhooks are checked with PayPal's
 * verify-webhook-signature call.
 */
export function createPayPalProvider(config: { clientId: string; clientSecret: string; webhookId: string | null; apiBase: string }): PaymentProvider {
  let token: { value: string; expires: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expires > Date.now() + 60_000) return token.value;
    const res = await fetch(`${config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(20_000),
    });
    if (!res.ok) throw new PayPalApiError(res.status, null);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expires: Date.now() + body.expires_in * 1000 };
    return token.value;
  }

  async function call<T>(method: string, path: string, body?: unknown, requestId?: string): Promise<T> {
    const res = await fetch(`${config.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(20_000),
    });
    const json = (await res.json().catch(() => ({}))) as T & { details?: { issue?: string }[] };
    if (!res.ok) throw new PayPalApiError(res.status, json.details?.[0]?.issue ?? null);
    return json;
  }

  function resultOf(order: PayPalOrder): ChargeResult {
    if (order.status === 'COMPLETED') {
      const vault = order.payment_source?.paypal?.attributes?.vault?.id ?? null;
      return { status: 'succeeded', providerPaymentId: order.id, savedMethodToken: vault, cardBrand: 'paypal', cardLast4: null };
    }
    if (order.status === 'VOIDED') return { status: 'failed', providerPaymentId: order.id, declineCode: 'card_declined' };
    const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href ?? null;
    return { status: 'requires_action', providerPaymentId: order.id, actionUrl: approve, clientSecret: null };
  }

  async function capture(id: string): Promise<ChargeResult> {
    try {
      return resultOf(await call<PayPalOrder>('POST', `/v2/checkout/orders/${id}/capture`, {}, `${id}:capture`));
    } catch (err) {
      if (err instanceof PayPalApiError && err.status === 422) {
        return { status: 'failed', providerPaymentId: id, declineCode: err.issue === 'INSTRUMENT_DECLINED' ? 'card_declined' : 'processing_error' };
      }
      throw err;
    }
  }

  return {
    name: 'paypal',
    methods: ['paypal'],

    async charge(r) {
      const order = await call<PayPalOrder>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [{ reference_id: r.idempotencyKey, description: r.description, amount: { currency_code: r.currency, value: toPayPalValue(r.amount, r.currency) } }],
          payment_source: {
            paypal: {
              experience_context: { return_url: r.returnUrl, cancel_url: r.cancelUrl, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' },
              ...(r.savePaymentMethod ? { attributes: { vault: { store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT' } } } : {}),
            },
          },
        },
        r.idempotencyKey,
      );
      return resultOf(order);
    },

    async retrieve(id): Promise<ChargeResult | Approved> {
      const order = await call<PayPalOrder>('GET', `/v2/checkout/orders/${id}`);
      return order.status === 'APPROVED' ? { status: 'approved', providerPaymentId: order.id } : resultOf(order);
    },

    capture,

    async chargeSaved(r) {
      try {
        const order = await call<PayPalOrder>(
          'POST',
          '/v2/checkout/orders',
          {
            intent: 'CAPTURE',
            purchase_units: [{ reference_id: r.idempotencyKey, description: r.description, amount: { currency_code: r.currency, value: toPayPalValue(r.amount, r.currency) } }],
            payment_source: { paypal: { vault_id: r.savedMethodToken } },
          },
          r.idempotencyKey,
        );
        return order.status === 'APPROVED' ? capture(order.id) : resultOf(order);
      } catch (err) {
        if (err instanceof PayPalApiError && err.status === 422) return { status: 'failed', providerPaymentId: null, declineCode: 'card_declined' };
        throw err;
      }
    },

    async refund(id, amount, idempotencyKey) {
      const order = await call<PayPalOrder>('GET', `/v2/checkout/orders/${id}`);
      const unit = order.purchase_units?.[0];
      const captureId = unit?.payments?.captures?.[0]?.id;
      const currency = unit?.amount?.currency_code;
      if (!captureId || !currency) return { refunded: false };
      const refund = await call<{ status: string }>(
        'POST',
        `/v2/payments/captures/${captureId}/refund`,
        { amount: { currency_code: currency, value: toPayPalValue(amount, currency) } },
        idempotencyKey,
      );
      return { refunded: refund.status === 'COMPLETED' || refund.status === 'PENDING' };
    },

    async parseWebhook(rawBody, headers): Promise<WebhookEvent> {
      if (!config.webhookId) throw new WebhookSignatureError('no webhook id configured');
      const h = (name: string) => {
        const v = headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const required = ['paypal-transmission-id', 'paypal-transmission-time', 'paypal-transmission-sig', 'paypal-cert-url', 'paypal-auth-algo'];
      if (required.some((n) => !h(n))) throw new WebhookSignatureError('missing PayPal transmission headers');
      const event = JSON.parse(rawBody.toString('utf8')) as {
        id: string;
        event_type: string;
        resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
      };
      const verdict = await call<{ verification_status: string }>('POST', '/v1/notifications/verify-webhook-signature', {
        transmission_id: h('paypal-transmission-id'),
        transmission_time: h('paypal-transmission-time'),
        transmission_sig: h('paypal-transmission-sig'),
        cert_url: h('paypal-cert-url'),
        auth_algo: h('paypal-auth-algo'),
        webhook_id: config.webhookId,
        webhook_event: event,
      });
      if (verdict.verification_status !== 'SUCCESS') throw new WebhookSignatureError('PayPal did not verify the signature');
      const orderId = event.resource?.supplementary_data?.related_ids?.order_id ?? null;
      if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') return { id: event.id, type: event.event_type, providerPaymentId: orderId, outcome: 'succeeded' };
      if (event.event_type === 'PAYMENT.CAPTURE.DENIED') {
        return { id: event.id, type: event.event_type, providerPaymentId: orderId, outcome: 'failed', declineCode: 'card_declined' };
      }
      return { id: event.id, type: event.event_type, providerPaymentId: null, outcome: 'ignored' };
    },
  };
}
