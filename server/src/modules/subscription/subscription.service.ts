import { sha256 } from '../../shared/hash';
import { formatMoney } from '@innerscope/shared/money';
import type { AppConfig } from '../../config';
import type { Db, Executor } from '../../db/connection';
import { queueEmail } from '../../mail/mail.service';
import { cancelLinkEmail, subscriptionEmail } from '../../mail/templates';
import { mailIntl } from '../../mail/render';
import type { Clock } from '../../shared/clock';
import { isValidEmail, canonicalEmail } from '../../shared/email';
import { randomId } from '../../shared/ids';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '../../shared/locales';
import type { RateLimiter, RateRule } from '../../shared/rateLimiter';
import { addPeriods } from '../catalog/billing';
import type { OrderModel } from '../order/order.models';
import type { PaymentRow } from '../payment/payment.service';
import type { ChargeResult, DeclineCode, PaymentProvider, ProviderName } from '../payment/provider';
import { isValidSubscriptionToken, subscriptionToken } from '../report/report.access';
import { LIVE_STATUSES, REMINDER_BEFORE_MS, RETRY_DAYS, type SubscriptionRow, type SubscriptionStatus } from './subscription.models';
import * as repo from './subscription.repository';
import { planChangeFor, TIER_RANK } from './planChange';
import { PAID_STATUSES } from '../order/order.state';
import type { Actor } from '../access/actor';
import { type AccessPolicy, describeCredential } from '../access/policy';

const DAY_MS = 86_400_000;
/** Cancel links in billing e-mails stay valid this long; a requested link, a day. */
const BILLING_LINK_MS = 45 * DAY_MS;
const REQUESTED_LINK_MS = DAY_MS;
/** How long a claimed renewal stays with the worker charging it. */
const CHARGE_LEASE_MS = 5 * 60_000;
export const CANCEL_REQUESTS_PER_CLIENT: RateRule = { name: 'cancel:client', limit: 10, windowSeconds: 3600 };
export const CANCEL_REQUESTS_PER_ADDRESS: RateRule = { name: 'cancel:address', limit: 3, windowSeconds: 3600 };

const hashToken = sha256;

async function transition(trx: Executor, sub: SubscriptionRow, to: SubscriptionStatus, fields: Partial<SubscriptionRow>, reason: string, at: Date): Promise<SubscriptionRow> {
  await repo.update(trx, sub.id, { ...fields, status: to }, at);
  await repo.recordEvent(trx, sub.id, sub.status, to, reason, at);
  return { ...sub, ...fields, status: to };
}

/**
 * Starts the subscription of a plan order in the transaction that marks it paid: a trial runs until the
 * consent's first full charge; without a trial the first period is paid and the next charge is one period
 * later. Buying another plan for the same test (paying now instead of the trial, an upgrade) replaces the plans
 * that were running, as long as they do not rank above it: they end without another charge. A higher plan is
 * never replaced by a lower one (the payment refuses that before charging; a lower plan paid for in a race with
 * an upgrade gives its first period and never renews).
 */
export async function startSubscription(trx: Executor, order: OrderModel, payment: PaymentRow, tier: 'basic' | 'premium', at: Date): Promise<void> {
  const c = order.consent;
  if (c.renewalAmount === null || !c.interval || !c.intervalCount || !c.firstChargeAt) return;
  const trial = c.trialDays > 0;
  const firstCharge = new Date(c.firstChargeAt);
  const created = await repo.insert(trx, {
    order_id: order.id,
    exam_session_id: order.examSessionId,
    email: order.email,
    locale: order.locale,
    sku_id: order.skuId,
    tier,
    provider: payment.provider,
    method: payment.method,
    payment_method_token: payment.payment_method_token,
    currency: c.currency,
    amount: c.renewalAmount,
    interval: c.interval as SubscriptionRow['interval'],
    interval_count: c.intervalCount,
    status: trial ? 'trialing' : 'active',
    period_number: trial ? 0 : 1,
    current_period_end: firstCharge,
    next_charge_at: firstCharge,
  });
  if (!created) return;
  await repo.recordEvent(trx, created.id, null, created.status, trial ? 'trial started' : 'first period paid', at);
  const others = (await repo.listLive(trx, { exam_session_id: order.examSessionId }, at)).filter((s) => s.id !== created.id);
  if (others.some((s) => TIER_RANK[s.tier] > TIER_RANK[tier])) {
    await transition(trx, created, 'cancelled', { next_charge_at: null, cancelled_at: at }, 'a higher plan runs for this test', at);
  }
  for (const old of others) {
    if (TIER_RANK[old.tier] > TIER_RANK[tier]) continue;
    const locked = (await repo.findById(trx, old.id, { forUpdate: true }))!;
    await transition(trx, locked, 'expired', { next_charge_at: null, ended_at: at, end_reason: 'replaced' }, `replaced by ${order.skuId}`, at);
  }
}

type Entitlement = { tier: 'guest' | 'basic' | 'premium'; validUntil: Date | null };

/** The plan that gives the most: premium before basic, the newest first. */
const bestOf = (live: SubscriptionRow[]) => live.find((s) => s.tier === 'premium') ?? live[0];

function entitlementOf(live: SubscriptionRow[]): Entitlement {
  const best = bestOf(live);
  return best ? { tier: best.tier, validUntil: best.current_period_end } : { tier: 'guest', validUntil: null };
}

export function createSubscriptionService(deps: {
  db: Db;
  clock: Clock;
  config: AppConfig;
  rateLimiter: RateLimiter;
  providers: Partial<Record<ProviderName, PaymentProvider>>;
  /** Who may read and cancel an order's plans. */
  access: Pick<AccessPolicy, 'owns' | 'decide' | 'ownsTest'>;
}) {
  const { db, clock, config } = deps;

  const localeOf = (sub: SubscriptionRow): Locale => normalizeLocale(sub.locale) ?? DEFAULT_LOCALE;

  /** A single-use link that cancels in one click; the token is kept only as a hash. */
  async function cancelUrl(trx: Executor, email: string, validMs: number): Promise<string> {
    const token = randomId(24);
    await repo.insertCancelToken(trx, { token_hash: hashToken(token), email, expires_at: new Date(clock.now().getTime() + validMs) });
    return `${config.publicUrl}/cancel/success/BMBTI-1754?token=${token}`;
  }

  /** A one-click cancel link for a billing e-mail, and the List-Unsubscribe headers (RFC 8058) that go with it. */
  async function billingLinks(trx: Executor, email: string): Promise<{ url: string; headers: Record<string, string> }> {
    const url = await cancelUrl(trx, email, BILLING_LINK_MS);
    const token = new URL(url).searchParams.get('token')!;
    return {
      url,
      headers: { 'List-Unsubscribe': `<${config.publicUrl}/unsubscribe/one-click?token=${token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  /** A billing e-mail, once per dedupe key, with the one-click cancel link in the body and the List-Unsubscribe headers. */
  async function billingEmail(trx: Executor, sub: SubscriptionRow, kind: Parameters<typeof subscriptionEmail>[1], dedupeKey: string, date: Date | null) {
    const locale = localeOf(sub);
    const withCancel = kind !== 'failedFinal' && kind !== 'cancelled' && kind !== 'cancelledNow';
    const links = withCancel ? await billingLinks(trx, sub.email) : null;
    await queueEmail(trx, {
      template: `subscription.${kind}`,
      locale,
      to: sub.email,
      dedupeKey,
      rendered: subscriptionEmail(locale, kind, {
        amount: formatMoney(sub.amount, sub.currency.trim(), locale),
        period: mailIntl(locale).formatMessage({ id: 'receipt.period' }, { interval: sub.interval, count: sub.interval_count }),
        date: date ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date) : '',
        cancelUrl: links?.url ?? null,
        cardUrl: service.cardUrl(sub.id),
      }),
      headers: links?.headers ?? {},
    });
  }

  /** The charge for a subscription's next period (or a new try of it), outside any transaction. */
  async function charge(sub: SubscriptionRow): Promise<{ key: string; period: number; attempt: number; result: ChargeResult }> {
    const provider = deps.providers[sub.provider];
    const period = sub.period_number + 1;
    const attempt = sub.failed_attempts + 1;
    // Deterministic per period and try: a retried job or a second scheduler sends the same key, so the
    // processor charges once; a new try after a decline is a new key.
    const key = `subscription:${sub.id}:period:${period}:try:${attempt}`;
    const result: ChargeResult =
      provider && sub.payment_method_token
        ? await provider.chargeSaved({ amount: sub.amount, currency: sub.currency.trim(), idempotencyKey: key, description: `Innerscope subscription ${sub.id}`, savedMethodToken: sub.payment_method_token })
        : { status: 'failed', providerPaymentId: null, declineCode: 'invalid_payment_method' };
    return { key, period, attempt, result };
  }

  /**
   * Applies a renewal charge's answer to the subscription, locked again: the period advances, or the next try is
   * scheduled, or the subscription expires. A subscription that moved on in the meantime (another worker
   * applied this try) is left alone; one cancelled while the charge was running keeps what it paid for.
   */
  async function applyCharge(trx: Executor, claimed: SubscriptionRow, c: Awaited<ReturnType<typeof charge>>, now: Date): Promise<'charged' | 'failed' | 'expired' | 'skipped'> {
    const sub = await repo.findById(trx, claimed.id, { forUpdate: true });
    if (!sub || sub.period_number !== claimed.period_number || sub.failed_attempts !== claimed.failed_attempts) return 'skipped';
    const succeeded = c.result.status === 'succeeded';
    await repo.insertCharge(trx, {
      subscription_id: sub.id,
      period_number: c.period,
      attempt: c.attempt,
      amount: sub.amount,
      currency: sub.currency,
      status: succeeded ? 'succeeded' : 'failed',
      provider_payment_id: c.result.providerPaymentId,
      decline_code: c.result.status === 'failed' ? c.result.declineCode : c.result.status === 'requires_action' ? 'authentication_failed' : null,
      idempotency_key: c.key,
      created_at: now,
    });
    const end = addPeriods(sub.current_period_end, sub.interval, sub.interval_count);
    if (succeeded && sub.status === 'cancelled') {
      await repo.update(trx, sub.id, { period_number: c.period, current_period_end: end, failed_attempts: 0 }, now);
      return 'charged';
    }
    if (!LIVE_STATUSES.includes(sub.status)) return 'skipped';
    if (succeeded) {
      const renewed = await transition(trx, sub, 'active', { period_number: c.period, current_period_end: end, next_charge_at: end, failed_attempts: 0 }, `period ${c.period} paid`, now);
      await billingEmail(trx, renewed, 'renewed', `subscription:${sub.id}:receipt:${c.period}`, end);
      return 'charged';
    }
    if (c.attempt > RETRY_DAYS.length) {
      const ended = await transition(trx, sub, 'expired', { next_charge_at: null, failed_attempts: c.attempt, ended_at: now, end_reason: 'payment failed' }, 'renewal failed: no tries left', now);
      await billingEmail(trx, ended, 'failedFinal', `subscription:${sub.id}:failed:${c.period}:${c.attempt}`, null);
      return 'expired';
    }
    const retryAt = new Date(now.getTime() + RETRY_DAYS[c.attempt - 1]! * DAY_MS);
    const due = await transition(trx, sub, 'past_due', { next_charge_at: retryAt, failed_attempts: c.attempt }, `renewal failed (try ${c.attempt})`, now);
    await billingEmail(trx, due, 'failedRetry', `subscription:${sub.id}:failed:${c.period}:${c.attempt}`, retryAt);
    return 'failed';
  }

  /**
   * Claims one due subscription (FOR UPDATE SKIP LOCKED) and leases it by moving its next charge a few minutes
   * on, so no other worker takes it while the processor is called outside the transaction; a worker that dies
   * leaves the lease to run out, and the next one sends the same idempotency key.
   */
  async function renewNext(): Promise<'charged' | 'failed' | 'expired' | 'skipped' | null> {
    const claimed = await db.transaction(async (trx) => {
      const now = clock.now();
      const sub = await repo.claimDue(trx, now);
      if (sub) await repo.update(trx, sub.id, { next_charge_at: new Date(now.getTime() + CHARGE_LEASE_MS) }, now);
      return sub;
    });
    if (!claimed) return null;
    const c = await charge(claimed);
    return db.transaction((trx) => applyCharge(trx, claimed, c, clock.now()));
  }

  /** Cancels one locked subscription: no more charges; access until the end of the trial or paid period. */
  async function cancelLocked(trx: Executor, sub: SubscriptionRow, reason: string, now: Date): Promise<boolean> {
    if (sub.status === 'cancelled' || sub.status === 'expired') return false;
    if (sub.status === 'past_due') {
      const ended = await transition(trx, sub, 'expired', { next_charge_at: null, cancelled_at: now, ended_at: now, end_reason: 'cancelled' }, reason, now);
      await billingEmail(trx, ended, 'cancelledNow', `subscription:${sub.id}:cancelled`, null);
      return true;
    }
    const cancelled = await transition(trx, sub, 'cancelled', { next_charge_at: null, cancelled_at: now }, reason, now);
    await billingEmail(trx, cancelled, 'cancelled', `subscription:${sub.id}:cancelled`, sub.current_period_end);
    return true;
  }

  async function cancelAllFor(email: string, reason: string): Promise<number> {
    const now = clock.now();
    return db.transaction(async (trx) => {
      let count = 0;
      for (const sub of await repo.listLive(trx, { email }, now)) {
        const locked = (await repo.findById(trx, sub.id, { forUpdate: true }))!;
        if (await cancelLocked(trx, locked, reason, now)) count += 1;
      }
      return count;
    });
  }

  const service = {
    billingLinks,

    /** Renewals due now and plans whose renewal failed and wait for a retry: the figures operations watch. */
    renewalFigures: (): Promise<{ due: number; failing: number }> => repo.countRenewals(db, clock.now()),

    /**
     * One pass of the engine: renewal reminders, due charges (renewals and retries) and the end of cancelled
     * periods. Each subscription is claimed with FOR UPDATE SKIP LOCKED in its own transaction, so any number of
     * schedulers and workers can run it at once without charging anything twice.
     */
    async runDue(): Promise<{ reminded: number; charged: number; failed: number; expired: number }> {
      const counts = { reminded: 0, charged: 0, failed: 0, expired: 0 };
      for (let more = true; more; ) {
        more = await db.transaction(async (trx) => {
          const now = clock.now();
          const sub = await repo.claimReminder(trx, new Date(now.getTime() + REMINDER_BEFORE_MS));
          if (!sub) return false;
          await repo.update(trx, sub.id, { reminded_period: sub.period_number + 1 }, now);
          await billingEmail(trx, sub, 'reminder', `subscription:${sub.id}:reminder:${sub.period_number + 1}`, sub.next_charge_at);
          counts.reminded += 1;
          return true;
        });
      }
      for (let outcome = await renewNext(); outcome; outcome = await renewNext()) {
        if (outcome !== 'skipped') counts[outcome] += 1;
      }
      for (let more = true; more; ) {
        more = await db.transaction(async (trx) => {
          const now = clock.now();
          const sub = await repo.claimEnded(trx, now);
          if (!sub) return false;
          await transition(trx, sub, 'expired', { ended_at: now, end_reason: sub.end_reason ?? 'cancelled' }, 'period over after cancellation', now);
          counts.expired += 1;
          return true;
        });
      }
      return counts;
    },

    /**
     * Cancels a subscription from the account (one click after the confirmation), or for support: `within` runs in
     * the same transaction when the cancellation took place (support's audit entry), with the row before it.
     */
    async cancel(id: string, reason = 'cancelled by the subscriber', within?: (trx: Executor, before: SubscriptionRow) => Promise<void>): Promise<SubscriptionRow | null> {
      const now = clock.now();
      return db.transaction(async (trx) => {
        const sub = await repo.findById(trx, id, { forUpdate: true });
        if (!sub) return null;
        if ((await cancelLocked(trx, sub, reason, now)) && within) await within(trx, sub);
        return repo.findById(trx, id);
      });
    },

    /** Every subscription of an address (canonical), newest first, at most 100: a customer's page in the studio. */
    listForEmail: (email: string): Promise<SubscriptionRow[]> => repo.listByEmail(db, email, 100),

    /**
     * The unsubscribe screen: e-mails the address a single-use cancel link, or "Email not found" when it has
     * nothing to cancel. The caller learns nothing about the address either way.
     */
    async requestCancelLink(emailInput: string, localeInput: string | null | undefined, clientKey: string): Promise<{ accepted: boolean; errors: { code: 'EMAIL_REQUIRED' | 'INVALID_EMAIL'; field: string; message: string }[] }> {
      const raw = emailInput.trim();
      if (!raw) return { accepted: false, errors: [{ code: 'EMAIL_REQUIRED', field: 'email', message: 'Please input email address' }] };
      if (!isValidEmail(raw)) return { accepted: false, errors: [{ code: 'INVALID_EMAIL', field: 'email', message: 'Please enter a valid email address.' }] };
      const email = canonicalEmail(raw);
      await deps.rateLimiter.hit(CANCEL_REQUESTS_PER_CLIENT, clientKey);
      await deps.rateLimiter.hit(CANCEL_REQUESTS_PER_ADDRESS, email);
      const locale = normalizeLocale(localeInput) ?? DEFAULT_LOCALE;
      await db.transaction(async (trx) => {
        const live = (await repo.listLive(trx, { email }, clock.now())).filter((s) => s.status !== 'cancelled');
        const url = live.length ? await cancelUrl(trx, email, REQUESTED_LINK_MS) : null;
        await queueEmail(trx, { template: 'subscription.link', locale, to: email, dedupeKey: `cancel-link:${randomId(12)}`, rendered: cancelLinkEmail(locale, url) });
      });
      return { accepted: true, errors: [] };
    },

    /** Follows a cancel link: cancels every live subscription of its address, once. Null for a used, expired or unknown link. */
    async cancelWithToken(token: string): Promise<{ cancelled: number } | null> {
      if (!/^[A-Za-z0-9_-]{32,64}$/.test(token)) return null;
      const email = await repo.useCancelToken(db, hashToken(token), clock.now());
      if (!email) return null;
      return { cancelled: await cancelAllFor(email, 'cancelled from an e-mailed link') };
    },

    /** The page where a subscriber replaces a failing card, signed for this subscription (sent with failure e-mails). */
    cardUrl: (id: string) => `${config.publicUrl}/paying/subscribe/check/BMBTI-1754?subscription=${id}&t=${subscriptionToken(config.appSecret, id)}`,

    /** A subscription for the holder of its signed card link; null for a wrong link. */
    async forCardLink(id: string, token: string): Promise<SubscriptionRow | null> {
      if (!/^[0-9a-f-]{36}$/.test(id) || !isValidSubscriptionToken(config.appSecret, id, token)) return null;
      return repo.findById(db, id);
    },

    /**
     * Replaces the card of a subscription from its signed link: the processor keeps the new card, and a past-due
     * subscription is charged with it at once (one charge per period, as always).
     */
    async replaceCard(id: string, token: string, paymentToken: string): Promise<{ subscription: SubscriptionRow | null; declineCode: DeclineCode | null; error: 'NOT_FOUND' | 'NOT_UPDATABLE' | 'METHOD_UNAVAILABLE' | null }> {
      const sub = await service.forCardLink(id, token);
      if (!sub) return { subscription: null, declineCode: null, error: 'NOT_FOUND' };
      if (sub.status === 'expired' || sub.status === 'cancelled') return { subscription: sub, declineCode: null, error: 'NOT_UPDATABLE' };
      const provider = deps.providers[sub.provider];
      if (!provider?.saveMethod) return { subscription: sub, declineCode: null, error: 'METHOD_UNAVAILABLE' };
      const saved = await provider.saveMethod({ paymentToken, replacing: sub.payment_method_token });
      if (saved.status === 'failed') return { subscription: sub, declineCode: saved.declineCode, error: null };
      const updated = await service.updatePaymentMethod(id, sub.provider, saved.savedMethodToken);
      const stillFailing = updated?.status === 'past_due' && updated.failed_attempts > sub.failed_attempts;
      return { subscription: updated, declineCode: stillFailing ? 'card_declined' : null, error: null };
    },

    /** A new saved payment method; a past-due subscription is charged at once with it. */
    async updatePaymentMethod(id: string, provider: ProviderName, token: string): Promise<SubscriptionRow | null> {
      const updated = await db.transaction(async (trx) => {
        const now = clock.now();
        const sub = await repo.findById(trx, id, { forUpdate: true });
        if (!sub || sub.status === 'expired' || sub.status === 'cancelled') return null;
        const lease = sub.status === 'past_due' ? { next_charge_at: new Date(now.getTime() + CHARGE_LEASE_MS) } : {};
        await repo.update(trx, sub.id, { provider, payment_method_token: token, ...lease }, now);
        return { ...sub, provider, payment_method_token: token };
      });
      if (!updated) return null;
      if (updated.status === 'past_due') {
        const c = await charge(updated);
        await db.transaction((trx) => applyCharge(trx, updated, c, clock.now()));
      }
      return repo.findById(db, id);
    },

    /** The plans of a paid order's test, for its readers; none for anyone else or before payment. */
    async forOwner(orderNumber: string, viewer: Actor): Promise<SubscriptionRow[]> {
      const order = await deps.access.owns(orderNumber, viewer, 'subscription:read');
      if (!order || !PAID_STATUSES.includes(order.status)) return [];
      return service.live({ sessionId: order.examSessionId });
    },

    /** Cancels one plan of a paid order's test, for the buyer or support (recorded as who did it); null when it is not theirs. */
    async cancelForOwner(orderNumber: string, subscriptionId: string, viewer: Actor): Promise<SubscriptionRow | null> {
      const decision = await deps.access.decide(orderNumber, viewer, 'subscription:cancel');
      if (!decision.order || !PAID_STATUSES.includes(decision.order.status)) return null;
      const live = await service.live({ sessionId: decision.order.examSessionId });
      return live.some((s) => s.id === subscriptionId) ? service.cancel(subscriptionId, `cancelled by ${describeCredential(decision.by)}`) : null;
    },

    /** What buying a SKU would do to a test's plans now (start, already current, or refused); null for a non-plan SKU. */
    planChange: (sessionId: string, skuId: string) => planChangeFor(db, sessionId, skuId, clock.now()),

    /** The subscriptions that bill or give access, for a test or an e-mail address. */
    live: (where: { sessionId?: string; email?: string }) =>
      repo.listLive(db, { ...(where.sessionId ? { exam_session_id: where.sessionId } : {}), ...(where.email ? { email: canonicalEmail(where.email) } : {}) }, clock.now()),

    /** What an address is entitled to now: the best tier among its live subscriptions, and until when. */
    async entitlement(email: string): Promise<Entitlement> {
      return entitlementOf(await service.live({ email }));
    },

    /** What a test's plans give: its best tier, the plan's state, and until when. */
    async entitlementOfTest(sessionId: string): Promise<Entitlement & { status: SubscriptionStatus | null }> {
      const live = await service.live({ sessionId });
      return { ...entitlementOf(live), status: bestOf(live)?.status ?? null };
    },

    /**
     * A test's membership for whom the policy lets read the plans of an order that paid for it (its buyer,
     * support); null for anyone else, as for a test that does not exist.
     */
    async entitlementOfTestFor(sessionId: string, actor: Actor): Promise<(Entitlement & { status: SubscriptionStatus | null }) | null> {
      return (await deps.access.ownsTest(sessionId, actor, 'subscription:read')) ? service.entitlementOfTest(sessionId) : null;
    },

    byOrder: (orderId: string) => repo.findByOrder(db, orderId),
    byId: (id: string) => repo.findById(db, id),
  };
  return service;
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
