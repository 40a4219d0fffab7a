import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connection';
import { randomId } from '../../shared/ids';
import type { ChargeRequest, ChargeResult, DeclineCode, PaymentProvider, WebhookEvent } from './provider';
import { WebhookSignatureError } from './provider';

/**
 * The embedded default: a processor in test mode, run by the product itself so the whole funnel works offline.
 * The browser's sandbox card form turns a test card number into a token (`sbx.<behaviour>.<brand>.<last4>.<nonce>`)
 * and only the token reaches this server, exactly as with a real processor's hosted fields.
 *
 * Behaviours, by test card: 4242 4242 4242 4242 ok; 4000 0000 0000 0002 decline; 4000 0000 0000 9995 funds
 * (insufficient funds); 4000 0025 0000 3155 3ds (a challenge page first); 4000 0000 0000 0341 fail_charge
 * (the card can be saved, but charging it fails).
 */
type Behaviour = 'ok' | 'decline' | 'funds' | '3ds' | 'fail_charge';
const TOKEN = /^sbx\.(ok|decline|funds|3ds|fail_charge)\.([a-z]{2,12})\.(\d{4})\.[A-Za-z0-9_-]{8,40}$/;
const SAVED = /^sbx_pm\.(ok|decline|funds|3ds|fail_charge)\.([a-z]{2,12})\.(\d{4})$/;

interface IntentRow {
  id: string;
  idempotency_key: string;
  amount: number;
  currency: string;
  payment_method: string;
  status: 'succeeded' | 'requires_action' | 'failed';
  error_code: DeclineCode | null;
}

function parseMethod(token: string): { behaviour: Behaviour; brand: string; last4: string } | null {
  const m = TOKEN.exec(token) ?? SAVED.exec(token);
  return m ? { behaviour: m[1] as Behaviour, brand: m[2]!, last4: m[3]! } : null;
}

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** Signs a sandbox event the way the sandbox processor does (t=<unix>,v1=<hmac>), for its webhooks and tests. */
export function signSandboxPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export function createSandboxProvider(deps: { db: Db; webhookSecret: string; publicUrl: string }): PaymentProvider {
  const { db } = deps;

  function toResult(row: IntentRow): ChargeResult {
    const method = parseMethod(row.payment_method);
    if (row.status === 'succeeded') {
      return {
        status: 'succeeded',
        providerPaymentId: row.id,
        savedMethodToken: method ? `sbx_pm.${method.behaviour}.${method.brand}.${method.last4}` : null,
        cardBrand: method?.brand ?? null,
        cardLast4: method?.last4 ?? null,
      };
    }
    if (row.status === 'requires_action') {
      return { status: 'requires_action', providerPaymentId: row.id, actionUrl: `/pay/sandbox/challenge/${row.id}`, clientSecret: null };
    }
    return { status: 'failed', providerPaymentId: row.id, declineCode: row.error_code ?? 'card_declined' };
  }

  async function createIntent(key: string, amount: number, currency: string, paymentMethod: string, offSession: boolean): Promise<ChargeResult> {
    const existing = await db<IntentRow>('sandbox_intents').where({ idempotency_key: key }).first();
    if (existing) return toResult(existing);
    const method = parseMethod(paymentMethod);
    if (!method) return { status: 'failed', providerPaymentId: null, declineCode: 'invalid_payment_method' };
    const outcome: Pick<IntentRow, 'status' | 'error_code'> =
      method.behaviour === 'ok' ? { status: 'succeeded', error_code: null }
      : method.behaviour === 'decline' ? { status: 'failed', error_code: 'card_declined' }
      : method.behaviour === 'funds' ? { status: 'failed', error_code: 'insufficient_funds' }
      : method.behaviour === 'fail_charge' ? { status: 'failed', error_code: 'card_declined' }
      // A saved card that passed 3-D Secure once is charged off session without a new challenge.
      : offSession ? { status: 'succeeded', error_code: null }
      : { status: 'requires_action', error_code: null };
    const row: IntentRow = { id: `sbx_pi_${randomId(12)}`, idempotency_key: key, amount, currency, payment_method: paymentMethod, ...outcome };
    const inserted = await db('sandbox_intents').insert(row).onConflict('idempotency_key').ignore().returning('id');
    if (!inserted.length) return toResult((await db<IntentRow>('sandbox_intents').where({ idempotency_key: key }).first())!);
    return toResult(row);
  }

  return {
    name: 'sandbox',
    methods: ['card'],
    charge: (r: ChargeRequest) => createIntent(r.idempotencyKey, r.amount, r.currency, r.paymentToken, false),
    chargeSaved: (r) => createIntent(r.idempotencyKey, r.amount, r.currency, r.savedMethodToken, true),
    async retrieve(id) {
      const row = await db<IntentRow>('sandbox_intents').where({ id }).first();
      return row ? toResult(row) : { status: 'failed', providerPaymentId: id, declineCode: 'processing_error' };
    },
    async refund() {
      return { refunded: true };
    },
    async saveMethod({ paymentToken }) {
      const method = TOKEN.test(paymentToken) ? parseMethod(paymentToken) : null;
      if (!method) return { status: 'failed', declineCode: 'invalid_payment_method' };
      // Like a processor's card check when saving: a declined card is refused; the others are kept.
      if (method.behaviour === 'decline' || method.behaviour === 'funds') return { status: 'failed', declineCode: method.behaviour === 'funds' ? 'insufficient_funds' : 'card_declined' };
      return { status: 'saved', savedMethodToken: `sbx_pm.${method.behaviour}.${method.brand}.${method.last4}`, cardBrand: method.brand, cardLast4: method.last4 };
    },
    async parseWebhook(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const value = Array.isArray(header) ? header[0] : header;
      const parts = Object.fromEntries((value ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
      const t = Number(parts.t);
      if (!value || !Number.isFinite(t) || !parts.v1) throw new WebhookSignatureError('missing signature');
      if (Math.abs(Date.now() / 1000 - t) > 300) throw new WebhookSignatureError('stale signature');
      const expected = Buffer.from(createHmac('sha256', deps.webhookSecret).update(`${t}.${rawBody.toString('utf8')}`).digest('hex'));
      const given = Buffer.from(parts.v1);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new WebhookSignatureError('bad signature');
      const event = JSON.parse(rawBody.toString('utf8')) as { id: string; type: string; paymentId?: string; declineCode?: DeclineCode };
      const outcome: WebhookEvent['outcome'] =
        event.type === 'payment.succeeded' ? 'succeeded' : event.type === 'payment.failed' ? 'failed' : 'ignored';
      return { id: event.id, type: event.type, providerPaymentId: event.paymentId ?? null, outcome, ...(event.declineCode ? { declineCode: event.declineCode } : {}) };
    },
  };
}

/** The sandbox challenge page's answer: the 3-D Secure step passed or failed. */
export async function completeSandboxChallenge(db: Db, intentId: string, passed: boolean): Promise<boolean> {
  const updated = await db('sandbox_intents')
    .where({ id: intentId, status: 'requires_action' })
    .update(passed ? { status: 'succeeded' } : { status: 'failed', error_code: 'authentication_failed' });
  return updated > 0;
}
