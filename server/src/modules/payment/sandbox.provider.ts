import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connection';
import { randomId } from '../../shared/ids';
import type { Approved, ChargeRequest, ChargeResult, DeclineCode, PaymentProvider, WebhookEvent } from './provider';
import { WebhookSignatureError } from './provider';
import { displayOf, parseAnyMethod, parseSandboxToken, parseSavedMethod, type SandboxMethod, savedTokenOf } from './sandbox.methods';
import * as intents from './sandbox.repository';

/** A sandbox payment intent as stored; the sandbox pages read it through this provider. */
export type { IntentRow } from './sandbox.repository';

/**
 * The embedded default: a processor in test mode, run by the product itself so the whole funnel works offline,
 * with every method of the payment page. Only tokens reach this server, exactly as with a real processor
 * (see sandbox.methods.ts for their grammar):
 *
 * - Cards, from the sandbox card form, by test card: 4242 4242 4242 4242 ok; 4000 0000 0000 0002 decline;
 *   4000 0000 0000 9995 funds (insufficient funds); 4000 0025 0000 3155 3ds (a challenge page first);
 *   4000 0000 0000 0341 fail_charge (the card can be saved, but charging it fails).
 * - Apple Pay and Google Pay, from the sandbox payment sheet the buyer approved in the page: charged like a card.
 * - PayPal, in the shape of PayPal's Orders v2: the payment waits on the sandbox's approval page, which sends the
 *   buyer back to the return URL after Approve and to the cancel URL after Cancel, each with `token` (the intent's
 *   id) added. An approval moves no money: the product captures it (capture) while the attempt is still the order's
 *   live one. A cancelled approval fails the payment with `canceled`, so the order can be paid again, with any
 *   method.
 *
 * Every successful method is kept for off-session charges (renewals, one-click upsells).
 */

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** The sandbox's pages where a payment waits on the buyer. */
export const sandboxActionPath = (intentId: string, method: SandboxMethod): string =>
  method.kind === 'paypal' ? `/pay/sandbox/paypal/${intentId}` : `/pay/sandbox/challenge/${intentId}`;

/** Signs a sandbox event the way the sandbox processor does (t=<unix>,v1=<hmac>), for its webhooks and tests. */
export function signSandboxPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** What a new intent comes to at once: cards by their test behaviour; a wallet pays; PayPal waits for approval. */
function firstOutcome(method: SandboxMethod, offSession: boolean): Pick<intents.IntentRow, 'status' | 'error_code'> {
  if (method.kind === 'wallet') return { status: 'succeeded', error_code: null };
  // A vaulted PayPal account is charged without the buyer, as PayPal does with a vault id.
  if (method.kind === 'paypal') return offSession ? { status: 'succeeded', error_code: null } : { status: 'requires_action', error_code: null };
  switch (method.behaviour) {
    case 'ok':
      return { status: 'succeeded', error_code: null };
    case 'decline':
    case 'fail_charge':
      return { status: 'failed', error_code: 'card_declined' };
    case 'funds':
      return { status: 'failed', error_code: 'insufficient_funds' };
    case '3ds':
      // A saved card that passed 3-D Secure once is charged off session without a new challenge.
      return offSession ? { status: 'succeeded', error_code: null } : { status: 'requires_action', error_code: null };
  }
}

function toResult(row: intents.IntentRow): ChargeResult {
  const method = parseAnyMethod(row.payment_method);
  switch (row.status) {
    case 'succeeded':
      return {
        status: 'succeeded',
        providerPaymentId: row.id,
        savedMethodToken: method ? savedTokenOf(method) : null,
        ...(method ? displayOf(method) : { cardBrand: null, cardLast4: null }),
      };
    case 'requires_action':
    case 'approved':
      return { status: 'requires_action', providerPaymentId: row.id, actionUrl: method ? sandboxActionPath(row.id, method) : null, clientSecret: null };
    case 'failed':
      return { status: 'failed', providerPaymentId: row.id, declineCode: row.error_code ?? 'card_declined' };
  }
}

export function createSandboxProvider(deps: { db: Db; webhookSecret: string; publicUrl: string }): PaymentProvider {
  const { db } = deps;

  async function createIntent(
    key: string,
    amount: number,
    currency: string,
    token: string,
    method: SandboxMethod | null,
    back: { returnUrl: string; cancelUrl: string } | null,
  ): Promise<ChargeResult> {
    const existing = await intents.findByKey(db, key);
    if (existing) return toResult(existing);
    if (!method) return { status: 'failed', providerPaymentId: null, declineCode: 'invalid_payment_method' };
    const offSession = back === null;
    const row = await intents.insertOnce(db, {
      id: `sbx_pi_${randomId(12)}`,
      idempotency_key: key,
      amount,
      currency,
      payment_method: token,
      return_url: back?.returnUrl ?? null,
      cancel_url: back?.cancelUrl ?? null,
      ...firstOutcome(method, offSession),
    });
    return toResult(row);
  }

  return {
    name: 'sandbox',
    methods: ['card', 'paypal', 'apple_pay', 'google_pay'],
    charge: (r: ChargeRequest) =>
      createIntent(r.idempotencyKey, r.amount, r.currency, r.paymentToken, parseSandboxToken(r.paymentToken), { returnUrl: r.returnUrl, cancelUrl: r.cancelUrl }),
    chargeSaved: (r) => createIntent(r.idempotencyKey, r.amount, r.currency, r.savedMethodToken, parseSavedMethod(r.savedMethodToken), null),
    async retrieve(id): Promise<ChargeResult | Approved> {
      const row = await intents.findById(db, id);
      if (!row) return { status: 'failed', providerPaymentId: id, declineCode: 'processing_error' };
      return row.status === 'approved' ? { status: 'approved', providerPaymentId: id } : toResult(row);
    },
    // An approved PayPal payment is captured once, whoever asks first; asking again gives the same answer.
    async capture(id) {
      await intents.moveFrom(db, id, 'approved', { status: 'succeeded' });
      const row = await intents.findById(db, id);
      return row ? toResult(row) : { status: 'failed', providerPaymentId: id, declineCode: 'processing_error' };
    },
    async refund() {
      return { refunded: true };
    },
    async saveMethod({ paymentToken }) {
      const method = parseSandboxToken(paymentToken);
      if (!method || method.kind !== 'card') return { status: 'failed', declineCode: 'invalid_payment_method' };
      // Like a processor's card check when saving: a declined card is refused; the others are kept.
      if (method.behaviour === 'decline') return { status: 'failed', declineCode: 'card_declined' };
      if (method.behaviour === 'funds') return { status: 'failed', declineCode: 'insufficient_funds' };
      return { status: 'saved', savedMethodToken: savedTokenOf(method), ...displayOf(method) };
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
  return intents.moveFrom(db, intentId, 'requires_action', passed ? { status: 'succeeded' } : { status: 'failed', error_code: 'authentication_failed' });
}

/**
 * The sandbox PayPal page's answer. Approving leaves the payment to be captured when the buyer is back (as
 * PayPal's APPROVED order); cancelling fails it with `canceled`, and nothing is charged.
 */
export async function decideSandboxApproval(db: Db, intentId: string, approved: boolean): Promise<boolean> {
  return intents.moveFrom(db, intentId, 'requires_action', approved ? { status: 'approved' } : { status: 'failed', error_code: 'canceled' });
}

/** An intent waiting on one of the sandbox's pages, with what the page shows; null when there is none such. */
export async function sandboxIntent(db: Db, intentId: string): Promise<{ row: intents.IntentRow; method: SandboxMethod } | null> {
  const row = await intents.findById(db, intentId);
  const method = row ? parseAnyMethod(row.payment_method) : null;
  return row && method ? { row, method } : null;
}
