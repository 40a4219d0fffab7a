import type { Db } from '../../db/connection';
import { listEmailsTo, resendStoredEmail } from '../../mail/mail.service';
import type { Clock } from '../../shared/clock';
import { canonicalEmail, isValidEmail } from '../../shared/email';
import { isPublicId } from '../../shared/ids';
import type { Actor } from '../access/actor';
import type { AccessPolicy } from '../access/policy';
import type { AccountService } from '../account/account.service';
import { skuKindOf } from '../catalog/catalog.service';
import type { OrderModel } from '../order/order.models';
import { findOrderById, findOrderByNumber, type OrderService } from '../order/order.service';
import { PAID_STATUSES } from '../order/order.state';
import type { RefundRequest, RefundService } from '../payment/refund.service';
import { auditActorOf, type AuditService } from '../staff/audit.service';
import type { SubscriptionService } from '../subscription/subscription.service';
import type { SubscriptionRow } from '../subscription/subscription.models';
import { customerError, type CustomerError } from './customers.errors';
import { maskEmail, maskLast4, maskName } from './masking';

const REQUEST_KEY = /^[A-Za-z0-9_-]{8,80}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAILS_SHOWN = 50;

/** The dedupe key of an order's report e-mail, as fulfilment queues it. */
const reportEmailKey = (orderId: string) => `order:${orderId}:report`;

export interface CustomerMatch {
  ref: string;
  email: string;
  orderCount: number;
  lastOrderAt: Date | null;
}

/**
 * The studio's customers: found by canonical e-mail address or order number, read from each module's service (orders,
 * payments and refunds, plans, e-mails, the account), with personal data masked until revealed; and support's actions on
 * them (resend the report, cancel a plan, refund), each decided by the access policy and written to the audit log in
 * the transaction that makes it. A customer is an address; their reference in the studio is their latest order's
 * number, so no address ever sits in a URL.
 */
export function createCustomerService(deps: {
  db: Db;
  clock: Clock;
  access: Pick<AccessPolicy, 'decide' | 'customerAgent'>;
  audit: Pick<AuditService, 'record'>;
  order: Pick<OrderService, 'byEmail'>;
  account: Pick<AccountService, 'userByEmail'>;
  subscriptions: Pick<SubscriptionService, 'listForEmail' | 'byId' | 'cancel'>;
  refunds: Pick<RefundService, 'refund' | 'forOrders'>;
}) {
  const { db, audit } = deps;

  /** The address behind a reference (an order number), or null. */
  async function emailOf(ref: string): Promise<string | null> {
    const order = isPublicId(ref) ? await findOrderByNumber(db, ref) : null;
    return order ? canonicalEmail(order.email) : null;
  }

  async function page(email: string, revealed: boolean) {
    const orders = await deps.order.byEmail(email);
    const numberOf = new Map(orders.map((o) => [o.id, o.orderNumber]));
    const [payments, subscriptions, emails, user, kinds] = await Promise.all([
      deps.refunds.forOrders(orders.map((o) => o.id)),
      deps.subscriptions.listForEmail(email),
      listEmailsTo(db, email, EMAILS_SHOWN),
      deps.account.userByEmail(email),
      Promise.all(orders.map(async (o) => [o.id, (await skuKindOf(db, o.skuId))?.kind ?? null] as const)),
    ]);
    const kindOf = new Map(kinds);
    const sentKeys = new Set(emails.map((e) => e.dedupe_key));
    return {
      ref: orders[0]?.orderNumber ?? '',
      email: revealed ? email : maskEmail(email),
      name: user ? (revealed ? user.name : maskName(user.name)) : null,
      revealed,
      orders,
      payments: payments.map(({ payment, refunds, refundable }) => ({
        id: payment.id,
        orderNumber: numberOf.get(payment.order_id) ?? '',
        provider: payment.provider,
        method: payment.method,
        status: payment.status,
        amount: payment.amount,
        currency: payment.currency.trim(),
        cardBrand: payment.card_brand,
        cardLast4: revealed ? payment.card_last4 : maskLast4(payment.card_last4),
        createdAt: payment.created_at,
        refunds: refunds.map(toRefund),
        refundable,
      })),
      subscriptions: subscriptions.map((s) => toSubscription(s, numberOf.get(s.order_id) ?? null)),
      reports: orders
        .filter((o) => kindOf.get(o.id) !== 'package' && PAID_STATUSES.includes(o.status))
        .map((o) => ({ orderNumber: o.orderNumber, examSessionId: o.examSessionId, skuId: o.skuId, status: o.status, emailed: sentKeys.has(reportEmailKey(o.id)) })),
      emails: emails.map((e) => ({ id: e.id, template: e.template, subject: e.subject, state: e.state, createdAt: e.created_at, sentAt: e.sent_at })),
      consents: orders.map((o: OrderModel) => ({ orderNumber: o.orderNumber, at: new Date(o.consent.at), textVersion: o.consent.textVersion, renewalAccepted: o.consent.renewalAccepted })),
    };
  }

  return {
    /** Customers by canonical e-mail address or by order number: at most one, as both name one address. */
    async search(queryInput: string): Promise<{ matches: CustomerMatch[]; errors: CustomerError[] }> {
      const query = queryInput.trim();
      let email: string | null = null;
      if (query.includes('@')) {
        if (!isValidEmail(query)) return { matches: [], errors: [customerError('QUERY_INVALID', 'query')] };
        email = canonicalEmail(query);
      } else if (isPublicId(query)) {
        email = await emailOf(query);
      } else {
        return { matches: [], errors: [customerError('QUERY_INVALID', 'query')] };
      }
      const orders = email ? await deps.order.byEmail(email) : [];
      if (!email || orders.length === 0) return { matches: [], errors: [] };
      return { matches: [{ ref: orders[0]!.orderNumber, email: maskEmail(email), orderCount: orders.length, lastOrderAt: orders[0]!.createdAt }], errors: [] };
    },

    /** A customer's page with personal data masked; null for an unknown reference. */
    async customer(ref: string) {
      const email = await emailOf(ref);
      return email ? page(email, false) : null;
    },

    /** The page with personal data shown, once the reveal is in the audit log. */
    async reveal(ref: string, actor: Actor) {
      const email = await emailOf(ref);
      const credential = deps.access.customerAgent(actor, 'customers:reveal');
      if (!email || !credential) return { customer: null, errors: [customerError('NOT_FOUND', 'ref')] };
      await db.transaction((trx) =>
        audit.record(trx, auditActorOf(credential), { action: 'customer.reveal', targetType: 'customer', targetId: ref, summary: { fields: ['email', 'name', 'cardLast4'] } }),
      );
      return { customer: await page(email, true), errors: [] };
    },

    /** Sends an order's report e-mail again as it was first sent, once per request key. */
    async resendReport(orderNumber: string, requestKey: string, actor: Actor): Promise<{ queued: boolean; errors: CustomerError[] }> {
      if (!REQUEST_KEY.test(requestKey)) return { queued: false, errors: [customerError('IDEMPOTENCY_KEY_INVALID', 'requestKey')] };
      const order = isPublicId(orderNumber) ? await findOrderByNumber(db, orderNumber) : null;
      const credential = deps.access.customerAgent(actor, 'customers:resendReport');
      if (!order || !credential) return { queued: false, errors: [customerError('NOT_FOUND', 'orderNumber')] };
      return db.transaction(async (trx) => {
        const sent = await resendStoredEmail(trx, reportEmailKey(order.id), `${reportEmailKey(order.id)}:resend:${requestKey}`);
        if (!sent.original) return { queued: false, errors: [customerError('NOTHING_TO_RESEND', 'orderNumber')] };
        if (sent.id) {
          await audit.record(trx, auditActorOf(credential), { action: 'order.resendReport', targetType: 'order', targetId: order.orderNumber, summary: { emailId: sent.id } });
        }
        return { queued: sent.id !== null, errors: [] };
      });
    },

    /** Cancels a plan as its subscriber could; cancelling one already cancelled changes nothing and is not logged again. */
    async cancelSubscription(subscriptionId: string, actor: Actor) {
      const sub = UUID.test(subscriptionId) ? await deps.subscriptions.byId(subscriptionId) : null;
      const order = sub && (await findOrderById(db, sub.order_id));
      const decision = order ? await deps.access.decide(order.orderNumber, actor, 'subscription:cancel') : null;
      if (!sub || !order || !decision?.order) return { subscription: null, errors: [customerError('NOT_FOUND', 'subscriptionId')] };
      const by = auditActorOf(decision.by);
      const cancelled = await deps.subscriptions.cancel(sub.id, 'cancelled by support', (trx, before) =>
        audit.record(trx, by, { action: 'subscription.cancel', targetType: 'subscription', targetId: sub.id, summary: { orderNumber: order.orderNumber, statusBefore: before.status } }),
      );
      return { subscription: cancelled && toSubscription(cancelled, order.orderNumber), errors: [] };
    },

    /** Refunds all or part of a payment through its processor (payment module's rules). */
    async refund(request: RefundRequest, actor: Actor) {
      const out = await deps.refunds.refund(request, actor);
      return { refund: out.refund && toRefund(out.refund), errors: out.errors };
    },
  };
}

function toRefund(r: { id: string; amount: number; currency: string; reason: string; status: string; created_at: Date }) {
  return { id: r.id, amount: r.amount, currency: r.currency.trim(), reason: r.reason, status: r.status, createdAt: r.created_at };
}

function toSubscription(s: SubscriptionRow, orderNumber: string | null) {
  return {
    id: s.id,
    orderNumber,
    tier: s.tier,
    status: s.status,
    amount: s.amount,
    currency: s.currency.trim(),
    interval: s.interval,
    intervalCount: s.interval_count,
    currentPeriodEnd: s.current_period_end,
    nextChargeAt: s.next_charge_at,
    cancelledAt: s.cancelled_at,
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
