import { splitLocalePrefix } from '@innerscope/shared/routes';
import type { Db, Executor } from '../../db/connection';
import type { AppConfig } from '../../config';
import { enqueueJob } from '../../jobs/outbox';
import { fulfilOrderJob } from '../../jobs/fulfilOrder.job';
import type { Clock } from '../../shared/clock';
import { AppError } from '../../shared/errors';
import type { RateLimiter, RateRule } from '../../shared/rateLimiter';
import type { Actor } from '../access/actor';
import type { AccessPolicy } from '../access/policy';
import { skuKindOf } from '../catalog/catalog.service';
import type { OrderModel } from '../order/order.models';
import { addOrderViewer, findOrderById, findOrderByNumber, transitionOrder } from '../order/order.service';
import { PAID_STATUSES } from '../order/order.state';
import { chargeRefusal, planChangeFor } from '../subscription/planChange';
import { startSubscription } from '../subscription/subscription.service';
import { paymentError, type PaymentError } from './payment.errors';
import * as repo from './payment.repository';
import type { Approved, ChargeResult, DeclineCode, PaymentMethodKind, PaymentProvider, ProviderName } from './provider';
import { APPROVAL_METHODS, WebhookSignatureError } from './provider';
import { enqueueConversions } from '../order/conversions.service';

/** A payment attempt as stored; other modules read it through this service. */
export type { PaymentRow } from './payment.repository';

/** Failed payment attempts from one client: slowed from the third, refused after the fifth, per 15 minutes. */
export const FAILED_ATTEMPTS: RateRule = { name: 'payment:failed', limit: 5, windowSeconds: 15 * 60 };
const SLOW_FROM = 2;
/** A payment left processing this long (the processor never answered) no longer blocks a new attempt. */
const STALE_PROCESSING_MS = 10 * 60_000;
/** A processor's own id for a payment, as PayPal adds it to the way back (`token`). */
const PROCESSOR_REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;
/** The longest payment token passed to a processor (the REST schema uses the same bound). */
const PAYMENT_TOKEN_MAX = 500;

export type PayOutcome =
  | { kind: 'succeeded'; order: OrderModel; payment: repo.PaymentRow | null }
  | {
      kind: 'requires_action';
      order: OrderModel;
      payment: repo.PaymentRow;
      actionUrl: string | null;
      clientSecret: string | null;
      /** The buyer's approval on the processor's page is awaited (PayPal): paying with any method replaces it. */
      awaitsApproval: boolean;
    }
  | { kind: 'processing'; order: OrderModel; payment: repo.PaymentRow }
  | { kind: 'failed'; order: OrderModel; payment: repo.PaymentRow; declineCode: DeclineCode }
  | { kind: 'rejected'; errors: PaymentError[] };

/** A processor's page may send the buyer back only to this site's payment check page, in any locale. */
const RETURN_PATH = /^(\/[A-Za-z-]{2,10})?\/paying\/check\/[A-Za-z0-9_-]{1,40}(\?[A-Za-z0-9_\-=&%.~]*)?$/;

/**
 * What the check page's cancel address adds to its return address (PayPal's cancel_url, the sandbox's Cancel), so a
 * cancel on the processor's page is recorded as one; the check page reads the same (client paymentPaths.ts).
 */
export const CANCEL_MARKER = { param: 'approval', value: 'canceled' } as const;
/** What processors add to the way back (PayPal's `token` and `PayerID`), and the cancel marker. */
const PROCESSOR_PARAMS: readonly string[] = ['token', 'PayerID', CANCEL_MARKER.param];

/** A path without what a processor added to it, so a way back given again never carries an old answer. */
function withoutProcessorParams(path: string): string {
  const [base, query] = path.split('?', 2) as [string, string | undefined];
  if (!query) return path;
  const kept = query.split('&').filter((pair) => !PROCESSOR_PARAMS.includes(pair.split('=')[0]!));
  return kept.length ? `${base}?${kept.join('&')}` : base;
}

/** The return path the client asked for when it is one of ours, else the check page of the order. */
export function safeReturnPath(requested: string | null | undefined, orderNumber: string): string {
  if (requested && requested.length <= 400 && RETURN_PATH.test(requested)) {
    const path = requested.split('?')[0]!;
    if (splitLocalePrefix(path).rest.startsWith('/paying/check/')) return withoutProcessorParams(requested);
  }
  return `/paying/check/BMBTI-1754?order=${encodeURIComponent(orderNumber)}`;
}

/** The cancel address beside a return address: the same check page, with the cancel marker. */
export function cancelUrlOf(returnUrl: string): string {
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${CANCEL_MARKER.param}=${CANCEL_MARKER.value}`;
}

/** An attempt waiting on the buyer's approval on the processor's page, which moves no money until we capture it. */
export function awaitsApproval(payment: Pick<repo.PaymentRow, 'status' | 'method'>): boolean {
  return payment.status === 'requires_action' && APPROVAL_METHODS.includes(payment.method);
}

/**
 * Locks an attempt's order, then the attempt: every writer takes the two in this order (a new attempt locks the
 * order before it replaces the one waiting), so none waits on another in a circle.
 */
async function lockAttempt(trx: Executor, paymentId: string): Promise<{ order: OrderModel; payment: repo.PaymentRow }> {
  const { order_id: orderId } = (await repo.findById(trx, paymentId))!;
  const order = (await findOrderById(trx, orderId, { forUpdate: true }))!;
  const payment = (await repo.findById(trx, paymentId, { forUpdate: true }))!;
  return { order, payment };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createPaymentService(deps: {
  db: Db;
  clock: Clock;
  config: AppConfig;
  rateLimiter: RateLimiter;
  providers: Partial<Record<ProviderName, PaymentProvider>>;
  /** Which provider takes which method, in order of preference. */
  routing: Partial<Record<PaymentMethodKind, ProviderName>>;
  access: Pick<AccessPolicy, 'may' | 'owns'>;
}) {
  const { db, clock } = deps;
  const slowDown = (failures: number) => Math.min(8 * deps.config.paymentSlowDownMs, deps.config.paymentSlowDownMs * 2 ** (failures - SLOW_FROM));

  function providerFor(method: PaymentMethodKind): PaymentProvider | null {
    const name = deps.routing[method];
    return (name && deps.providers[name]) || null;
  }

  /**
   * Applies a processor's answer to a payment and its order, in one transaction with both rows locked.
   * Idempotent and order-independent: a final payment never changes again, so a late or repeated answer
   * cannot downgrade a paid order, and fulfilment is enqueued exactly once (dedupe key per order).
   */
  async function applyResult(trx: Executor, paymentId: string, result: ChargeResult, reason: string): Promise<void> {
    const locked = await lockAttempt(trx, paymentId);
    const { payment } = locked;
    let { order } = locked;
    if (payment.status === 'succeeded' || payment.status === 'failed' || payment.status === 'canceled') return;
    const now = clock.now();
    if (result.status === 'succeeded') {
      await repo.updatePayment(trx, payment.id, {
        status: 'succeeded',
        provider_payment_id: result.providerPaymentId,
        card_brand: result.cardBrand,
        card_last4: result.cardLast4,
        payment_method_token: result.savedMethodToken,
        error_code: null,
      }, now);
      if (order.status === 'created' || order.status === 'failed') order = await transitionOrder(trx, order, 'pending', reason, now);
      if (!PAID_STATUSES.includes(order.status)) {
        order = await transitionOrder(trx, order, 'paid', reason, now);
        await enqueueJob(trx, fulfilOrderJob, { orderId: order.id }, { dedupeKey: `order:${order.id}:fulfil` });
        await enqueueConversions(trx, order, deps.config);
        const sku = await skuKindOf(trx, order.skuId);
        if (sku?.kind === 'plan') {
          const paid = { ...payment, provider_payment_id: result.providerPaymentId, payment_method_token: result.savedMethodToken, card_brand: result.cardBrand, card_last4: result.cardLast4 };
          await startSubscription(trx, order, paid, sku.tier, now);
        }
      }
    } else if (result.status === 'requires_action') {
      await repo.updatePayment(trx, payment.id, { status: 'requires_action', provider_payment_id: result.providerPaymentId, action_url: result.actionUrl }, now);
    } else {
      await repo.updatePayment(trx, payment.id, { status: 'failed', provider_payment_id: result.providerPaymentId, error_code: result.declineCode }, now);
      if (order.status === 'pending') await transitionOrder(trx, order, 'failed', `${reason}: ${result.declineCode}`, now);
    }
  }

  async function outcomeOf(paymentId: string, result: ChargeResult | null): Promise<PayOutcome> {
    const payment = (await repo.findById(db, paymentId))!;
    const order = (await findOrderById(db, payment.order_id))!;
    if (PAID_STATUSES.includes(order.status)) return { kind: 'succeeded', order, payment };
    if (payment.status === 'requires_action') {
      const action = result?.status === 'requires_action' ? result : null;
      return {
        kind: 'requires_action',
        order,
        payment,
        actionUrl: action?.actionUrl ?? payment.action_url,
        clientSecret: action?.clientSecret ?? null,
        awaitsApproval: awaitsApproval(payment),
      };
    }
    if (payment.status === 'failed') return { kind: 'failed', order, payment, declineCode: payment.error_code ?? 'processing_error' };
    // Replaced while it waited on the buyer's approval: it answers as a cancel and is never captured.
    if (payment.status === 'canceled') return { kind: 'failed', order, payment, declineCode: 'canceled' };
    return { kind: 'processing', order, payment };
  }

  /**
   * Claims an approved attempt for its capture: only the order's live attempt, only while the order is unpaid.
   * The attempt is then processing, so a new attempt waits for the capture instead of replacing it; a claim cut
   * short (the processor did not answer) is claimed again, the capture being idempotent per payment.
   */
  async function claimCapture(trx: Executor, paymentId: string): Promise<boolean> {
    const { order, payment } = await lockAttempt(trx, paymentId);
    const latest = await repo.latestForOrder(trx, order.id);
    if (PAID_STATUSES.includes(order.status) || latest?.id !== payment.id) return false;
    if (payment.status === 'processing') return true;
    if (payment.status !== 'requires_action') return false;
    await repo.updatePayment(trx, payment.id, { status: 'processing' }, clock.now());
    return true;
  }

  /** Records a cancel on the processor's page (PayPal's cancel address): nothing is charged, any method pays. */
  async function cancelApproval(trx: Executor, paymentId: string): Promise<void> {
    const { order, payment } = await lockAttempt(trx, paymentId);
    if (!awaitsApproval(payment)) return;
    const now = clock.now();
    await repo.updatePayment(trx, payment.id, { status: 'failed', error_code: 'canceled' }, now);
    if (order.status === 'pending') await transitionOrder(trx, order, 'failed', "approval cancelled on the processor's page", now);
  }

  /**
   * Asks the processor about the order's live attempt after its extra step, and captures an approval. Reading
   * moves no money; the capture happens only once claimCapture has checked the attempt and the order.
   */
  async function settleLiveAttempt(payment: repo.PaymentRow): Promise<PayOutcome> {
    const provider = deps.providers[payment.provider];
    const id = payment.provider_payment_id;
    const asking = payment.status === 'requires_action' || (payment.status === 'processing' && APPROVAL_METHODS.includes(payment.method));
    if (!provider || !id || !asking) return outcomeOf(payment.id, null);
    const seen: ChargeResult | Approved = await provider.retrieve(id);
    if (seen.status !== 'approved') {
      await db.transaction((trx) => applyResult(trx, payment.id, seen, 'payment confirmed'));
      return outcomeOf(payment.id, seen);
    }
    if (!provider.capture || !(await db.transaction((trx) => claimCapture(trx, payment.id)))) return outcomeOf(payment.id, null);
    let captured: ChargeResult;
    try {
      captured = await provider.capture(id);
    } catch {
      // The capture may or may not have happened: the attempt stays claimed, and the next confirmation asks again.
      return outcomeOf(payment.id, null);
    }
    await db.transaction((trx) => applyResult(trx, payment.id, captured, 'payment captured'));
    return outcomeOf(payment.id, captured);
  }

  /**
   * One payment attempt. At most one charge per order whatever the clicks and tabs: the order row is locked
   * while the attempt is recorded, an attempt that may be charging is returned instead of starting another, and
   * each attempt carries a deterministic idempotency key (order:{id}:charge:{n}) to the processor. An approval left
   * waiting on the processor's page (the buyer closed PayPal, or went back) is replaced in the same transaction:
   * it moves no money until captured, and it is never captured once replaced.
   */
  async function attempt(
    orderNumber: string,
    provider: PaymentProvider,
    method: PaymentMethodKind,
    clientKey: string,
    charge: (order: OrderModel, idempotencyKey: string) => Promise<ChargeResult>,
  ): Promise<PayOutcome> {
    const failures = await deps.rateLimiter.count(FAILED_ATTEMPTS, clientKey);
    if (failures >= FAILED_ATTEMPTS.limit) {
      throw new AppError('RATE_LIMITED', 'Too many failed payment attempts', { retryAfterSeconds: FAILED_ATTEMPTS.windowSeconds });
    }
    if (failures >= SLOW_FROM) await sleep(slowDown(failures));

    const started = await db.transaction(async (trx) => {
      const order = await findOrderByNumber(trx, orderNumber, { forUpdate: true });
      if (!order) return { step: 'rejected' as const, errors: [paymentError('ORDER_NOT_FOUND', 'orderNumber', 'No such order')] };
      if (PAID_STATUSES.includes(order.status)) return { step: 'paid' as const, order };
      // Plans are ordered: one below a plan that runs for the test, or level with a paid one, is refused before any charge.
      const refusal = chargeRefusal(await planChangeFor(trx, order.examSessionId, order.skuId, clock.now()));
      if (refusal) return { step: 'rejected' as const, errors: [paymentError(refusal, 'orderNumber', 'Another plan runs for this test')] };
      const latest = await repo.latestForOrder(trx, order.id);
      const replaced = latest && awaitsApproval(latest) ? latest : null;
      // A 3-D Secure step, a charge or a capture under way (processing since its last change) may move money.
      const inFlight =
        !replaced &&
        latest &&
        (latest.status === 'requires_action' ||
          (latest.status === 'processing' && clock.now().getTime() - latest.updated_at.getTime() < STALE_PROCESSING_MS));
      if (inFlight) return { step: 'inFlight' as const, payment: latest };
      const n = (await repo.countForOrder(trx, order.id)) + 1;
      const payment = await repo.insertPayment(trx, {
        order_id: order.id,
        provider: provider.name,
        method,
        amount: order.total,
        currency: order.currency,
        idempotency_key: `order:${order.id}:charge:${n}`,
      });
      if (replaced) await repo.supersede(trx, replaced.id, payment.id, clock.now());
      await transitionOrder(trx, order, 'pending', `payment attempt ${n}`, clock.now());
      return { step: 'charge' as const, order, payment };
    });
    if (started.step === 'rejected') return { kind: 'rejected', errors: started.errors };
    if (started.step === 'paid') return { kind: 'succeeded', order: started.order, payment: null };
    if (started.step === 'inFlight') return outcomeOf(started.payment.id, null);

    const { order, payment } = started;
    let result: ChargeResult;
    try {
      result = await charge(order, payment.idempotency_key);
    } catch {
      // The processor did not answer: the charge may or may not exist. Keep the attempt in flight (its
      // idempotency key makes a later retry safe) and let the status check or a webhook settle it.
      return outcomeOf(payment.id, null);
    }
    await db.transaction((trx) => applyResult(trx, payment.id, result, `payment attempt via ${provider.name}`));
    if (result.status === 'failed') await deps.rateLimiter.hit(FAILED_ATTEMPTS, clientKey).catch(() => undefined);
    return outcomeOf(payment.id, result);
  }

  return {
    /** Which processor takes cards: the sandbox on the embedded default, Stripe when configured. */
    cardProvider: (): ProviderName | null => deps.routing.card ?? null,

    methods(): PaymentMethodKind[] {
      return (['card', 'paypal', 'apple_pay', 'google_pay'] as const).filter((m) => providerFor(m) !== null);
    },

    /**
     * Pays an order. At most one charge per order whatever the clicks and tabs: the order row is locked while
     * the attempt is recorded, an attempt in flight is returned instead of starting another, and each attempt
     * carries a deterministic idempotency key (order:{id}:charge:{n}) to the processor.
     */
    async pay(input: { orderNumber: string; method: PaymentMethodKind; paymentToken: string; returnPath?: string | null; clientKey: string; viewerKeyHash?: string | null }): Promise<PayOutcome> {
      const provider = providerFor(input.method);
      if (!provider) return { kind: 'rejected', errors: [paymentError('METHOD_UNAVAILABLE', 'method', 'This payment method is not available')] };
      if (!input.paymentToken.trim()) return { kind: 'rejected', errors: [paymentError('PAYMENT_TOKEN_REQUIRED', 'paymentToken', 'Complete the card information')] };
      // Tokens come from the processor's own elements and are short: a long one is a broken client, never sent on.
      if (input.paymentToken.length > PAYMENT_TOKEN_MAX) throw new AppError('BAD_USER_INPUT', `At most ${PAYMENT_TOKEN_MAX} characters`, { field: 'paymentToken' });
      let charged = false;
      const outcome = await attempt(input.orderNumber, provider, input.method, input.clientKey, (order, key) => {
        charged = true;
        const returnUrl = `${deps.config.publicUrl}${safeReturnPath(input.returnPath, order.orderNumber)}`;
        return provider.charge({
          amount: order.total,
          currency: order.currency,
          paymentToken: input.paymentToken,
          idempotencyKey: key,
          description: `Innerscope order ${order.orderNumber}`,
          savePaymentMethod: order.consent.renewalAmount !== null,
          returnUrl,
          cancelUrl: cancelUrlOf(returnUrl),
        });
      });
      // The browser that pays may open the report, even if another one created the order; only a charge this
      // request started and that was not declined counts: an order number alone (a paid order, a junk card)
      // never makes a browser the buyer's.
      if (input.viewerKeyHash && charged && outcome.kind !== 'failed' && outcome.kind !== 'rejected') await addOrderViewer(db, outcome.order.id, input.viewerKeyHash);
      return outcome;
    },

    /**
     * One-click purchase after the first payment (an upsell package, "pay now and skip the trial"): charges
     * the payment method saved with the test's earlier paid order, with the same guarantees as pay().
     */
    async payWithSavedMethod(input: { orderNumber: string; clientKey: string }): Promise<PayOutcome> {
      const order = await findOrderByNumber(db, input.orderNumber);
      if (!order) return { kind: 'rejected', errors: [paymentError('ORDER_NOT_FOUND', 'orderNumber', 'No such order')] };
      const saved = await repo.savedMethodForSession(db, order.examSessionId);
      const provider = saved ? deps.providers[saved.provider] : undefined;
      if (!saved || !provider) return { kind: 'rejected', errors: [paymentError('NO_SAVED_METHOD', 'orderNumber', 'No saved payment method for this test')] };
      return attempt(input.orderNumber, provider, saved.method, input.clientKey, (o, key) =>
        provider.chargeSaved({ amount: o.total, currency: o.currency, idempotencyKey: key, description: `Innerscope order ${o.orderNumber}`, savedMethodToken: saved.token }),
      );
    },

    /** The card (or PayPal account) a paid order was paid with: brand and last four digits only. */
    async paidWith(order: OrderModel): Promise<{ brand: string | null; last4: string | null } | null> {
      if (!PAID_STATUSES.includes(order.status)) return null;
      const payment = await repo.succeededForOrder(db, order.id);
      if (!payment) return null;
      return { brand: payment.method === 'card' ? payment.card_brand : payment.method, last4: payment.card_last4 };
    },

    /** The processor's reference of the payment that paid the order, shown on receipts and in the orders list. */
    async transactionId(order: OrderModel): Promise<string | null> {
      if (!PAID_STATUSES.includes(order.status)) return null;
      return (await repo.succeededForOrder(db, order.id))?.provider_payment_id ?? null;
    },

    /**
     * What a payment's answer may tell the actor: all of it to whom the policy lets read the order (the browser
     * whose own charge went through is one by now), and to anyone else what an unknown order gets.
     */
    async shownTo(outcome: PayOutcome, actor: Actor): Promise<PayOutcome> {
      if (outcome.kind === 'rejected' || (await deps.access.may(outcome.order, actor, 'order:read'))) return outcome;
      return { kind: 'rejected', errors: [paymentError('ORDER_NOT_FOUND', 'orderNumber', 'No such order')] };
    },

    /**
     * The buyer is back from a processor's page (3-D Secure, PayPal's approval): asks the processor again, for the
     * order's readers. Only the order's live attempt is captured, and only while the order is unpaid: an attempt
     * named by `processorReference` (PayPal's `token` on the way back) that a newer one replaced answers as a
     * cancel and charges nothing. `canceled` (the processor's cancel address) records its approval as cancelled.
     */
    async confirm(orderNumber: string, actor: Actor, back: { processorReference?: string | null; canceled?: boolean | null } = {}): Promise<PayOutcome> {
      const reference = back.processorReference ?? null;
      if (reference !== null && !PROCESSOR_REFERENCE.test(reference)) {
        throw new AppError('BAD_USER_INPUT', 'Not a processor reference', { field: 'processorReference' });
      }
      const order = await deps.access.owns(orderNumber, actor, 'order:read');
      if (!order) return { kind: 'rejected', errors: [paymentError('ORDER_NOT_FOUND', 'orderNumber', 'No such order')] };
      const latest = await repo.latestForOrder(db, order.id);
      if (!latest) return { kind: 'rejected', errors: [paymentError('NOTHING_TO_CONFIRM', 'orderNumber', 'No payment to confirm')] };
      const named = reference ? await repo.findForOrderByProviderId(db, order.id, reference) : null;
      // An earlier attempt gets its own answer, never a capture.
      if (named && named.id !== latest.id) return outcomeOf(named.id, null);
      // Back through the cancel address nothing is captured; the cancel is recorded for the attempt the processor
      // named, or for the live one when it named none.
      if (back.canceled) {
        if ((named || !reference) && awaitsApproval(latest)) await db.transaction((trx) => cancelApproval(trx, latest.id));
        return outcomeOf(latest.id, null);
      }
      return settleLiveAttempt(latest);
    },

    /** The order's payment state, for the status check page of its readers. */
    async status(orderNumber: string, actor: Actor): Promise<PayOutcome> {
      const order = await deps.access.owns(orderNumber, actor, 'order:read');
      if (!order) return { kind: 'rejected', errors: [paymentError('ORDER_NOT_FOUND', 'orderNumber', 'No such order')] };
      const payment = await repo.latestForOrder(db, order.id);
      if (!payment) return { kind: 'processing', order, payment: null as never };
      return outcomeOf(payment.id, null);
    },

    /**
     * A processor's webhook: verified on the raw body, recorded by event id in the same transaction that
     * applies it, so a redelivery (or ten at once) changes nothing and a crash before commit is retried whole.
     */
    async handleWebhook(providerName: ProviderName, rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
      const provider = deps.providers[providerName];
      if (!provider) throw new AppError('NOT_FOUND', `No ${providerName} provider is configured`);
      let event;
      try {
        event = await provider.parseWebhook(rawBody, headers);
      } catch (err) {
        if (err instanceof WebhookSignatureError || err instanceof SyntaxError) {
          throw new AppError('BAD_USER_INPUT', `Webhook rejected: ${err.message}`);
        }
        throw err;
      }
      return db.transaction(async (trx) => {
        const fresh = await repo.recordWebhookEvent(trx, providerName, event.id, event.type);
        if (!fresh) return { received: true, duplicate: true };
        if (event.outcome === 'ignored' || !event.providerPaymentId) return { received: true, duplicate: false };
        const payment = await repo.findByProviderId(trx, providerName, event.providerPaymentId);
        if (!payment) return { received: true, duplicate: false };
        const result: ChargeResult =
          event.outcome === 'succeeded'
            ? { status: 'succeeded', providerPaymentId: event.providerPaymentId, savedMethodToken: payment.payment_method_token, cardBrand: payment.card_brand, cardLast4: payment.card_last4 }
            : { status: 'failed', providerPaymentId: event.providerPaymentId, declineCode: event.declineCode ?? 'card_declined' };
        await applyResult(trx, payment.id, result, `webhook ${event.type}`);
        return { received: true, duplicate: false };
      });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
