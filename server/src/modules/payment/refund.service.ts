import { formatMoney } from '@innerscope/shared/money';
import type { Db, Executor } from '../../db/connection';
import { queueEmail } from '../../mail/mail.service';
import { refundEmail } from '../../mail/refundEmail';
import type { Clock } from '../../shared/clock';
import { DEFAULT_LOCALE, normalizeLocale } from '../../shared/locales';
import type { Actor } from '../access/actor';
import type { AccessPolicy } from '../access/policy';
import type { AuditActor } from '../staff/audit.service';
import { auditActorOf, type AuditService } from '../staff/audit.service';
import { findOrderById, recordOrderNote } from '../order/order.service';
import * as payments from './payment.repository';
import type { PaymentProvider, ProviderName } from './provider';
import * as repo from './refund.repository';

export type { RefundRow } from './refund.repository';
export type { PaymentRow } from './payment.repository';

/** Why a refund was refused; mirrors the refund codes of CustomerErrorCode in schema/customers.graphql. */
export type RefundErrorCode =
  | 'NOT_FOUND'
  | 'NOT_REFUNDABLE'
  | 'AMOUNT_INVALID'
  | 'AMOUNT_ABOVE_REMAINING'
  | 'REASON_REQUIRED'
  | 'REASON_TOO_LONG'
  | 'IDEMPOTENCY_KEY_INVALID'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'PROVIDER_UNAVAILABLE'
  | 'REFUND_FAILED';

export interface RefundError {
  code: RefundErrorCode;
  field: string | null;
  message: string;
}

const MESSAGES: Record<RefundErrorCode, string> = {
  NOT_FOUND: 'No such payment.',
  NOT_REFUNDABLE: 'Only a payment that succeeded can be refunded.',
  AMOUNT_INVALID: 'The amount must be a whole number of minor units above zero.',
  AMOUNT_ABOVE_REMAINING: 'The amount is above what is left to refund on this payment.',
  REASON_REQUIRED: 'Give the reason for the refund.',
  REASON_TOO_LONG: 'The reason holds at most 500 characters.',
  IDEMPOTENCY_KEY_INVALID: 'The request key must be 8 to 80 letters, digits, - or _.',
  IDEMPOTENCY_KEY_REUSED: 'This request key was used for another refund.',
  PROVIDER_UNAVAILABLE: "The payment's processor is not configured here.",
  REFUND_FAILED: 'The processor refused the refund; nothing was refunded.',
};
const FIELDS: Partial<Record<RefundErrorCode, string>> = {
  AMOUNT_INVALID: 'amount',
  AMOUNT_ABOVE_REMAINING: 'amount',
  REASON_REQUIRED: 'reason',
  REASON_TOO_LONG: 'reason',
  IDEMPOTENCY_KEY_INVALID: 'idempotencyKey',
  IDEMPOTENCY_KEY_REUSED: 'idempotencyKey',
};
const refundError = (code: RefundErrorCode): RefundError => ({ code, field: FIELDS[code] ?? null, message: MESSAGES[code] });

const REASON_MAX = 500;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,80}$/;

export interface RefundRequest {
  paymentId: string;
  /** Minor units; null refunds all that is left. */
  amount: number | null;
  reason: string;
  /** Chosen by the client once per refund form: the same key again is the same refund, never a second one. */
  idempotencyKey: string;
}

export type RefundOutcome = { refund: repo.RefundRow; errors: [] } | { refund: repo.RefundRow | null; errors: RefundError[] };

/** Whether a refund found under a request key is what the request asks for (all that was left, or the same amount). */
const sameRequest = (row: repo.RefundRow, r: RefundRequest): boolean => row.payment_id === r.paymentId && (r.amount === null || row.amount === r.amount);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Refunds of payments through their processor. What is left to refund is the payment's amount less the refunds that
 * succeeded or are still with the processor, checked with the payment row locked, so two refunds at once never take
 * more than was paid. The same idempotency key gives back the first refund; the processor gets a key of our own
 * refund's id, so a retried call never refunds twice there either. A refund that went through is written on the
 * order's history and e-mailed to the buyer; every step is in the audit log, in the transaction that made it.
 */
export function createRefundService(deps: {
  db: Db;
  clock: Clock;
  providers: Partial<Record<ProviderName, PaymentProvider>>;
  access: Pick<AccessPolicy, 'decide'>;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, clock, audit } = deps;

  async function finish(row: repo.RefundRow, by: AuditActor, refunded: boolean, provider: string): Promise<repo.RefundRow> {
    return db.transaction(async (trx: Executor) => {
      const now = clock.now();
      const done = await repo.setStatus(trx, row.id, refunded ? 'succeeded' : 'failed', now);
      const order = (await findOrderById(trx, row.order_id, { forUpdate: true }))!;
      if (refunded) {
        const locale = normalizeLocale(order.locale) ?? DEFAULT_LOCALE;
        await recordOrderNote(trx, order, `refunded ${formatMoney(row.amount, row.currency.trim(), 'en-US')}: ${row.reason}`, now);
        await queueEmail(trx, {
          template: 'refund',
          locale,
          to: order.email,
          dedupeKey: `refund:${row.id}`,
          rendered: refundEmail(locale, { orderNumber: order.orderNumber, amount: row.amount, currency: row.currency }),
        });
      }
      await audit.record(trx, by, {
        action: refunded ? 'payment.refund' : 'payment.refundFailed',
        targetType: 'payment',
        targetId: row.payment_id,
        summary: { orderNumber: order.orderNumber, refundId: row.id, amount: row.amount, currency: row.currency.trim(), reason: row.reason, provider },
      });
      return done;
    });
  }

  return {
    async refund(r: RefundRequest, actor: Actor): Promise<RefundOutcome> {
      const reason = r.reason.trim();
      const errors: RefundError[] = [];
      if (!reason) errors.push(refundError('REASON_REQUIRED'));
      else if (reason.length > REASON_MAX) errors.push(refundError('REASON_TOO_LONG'));
      if (r.amount !== null && (!Number.isSafeInteger(r.amount) || r.amount <= 0)) errors.push(refundError('AMOUNT_INVALID'));
      if (!IDEMPOTENCY_KEY.test(r.idempotencyKey)) errors.push(refundError('IDEMPOTENCY_KEY_INVALID'));
      if (errors.length) return { refund: null, errors };

      const payment = UUID.test(r.paymentId) ? await payments.findById(db, r.paymentId) : null;
      const order = payment && (await findOrderById(db, payment.order_id));
      const decision = order ? await deps.access.decide(order.orderNumber, actor, 'order:refund') : null;
      if (!payment || !decision?.order) return { refund: null, errors: [refundError('NOT_FOUND')] };
      const by = auditActorOf(decision.by);

      const earlier = await repo.findByKey(db, r.idempotencyKey);
      if (earlier) return sameRequest(earlier, r) ? { refund: earlier, errors: [] } : { refund: null, errors: [refundError('IDEMPOTENCY_KEY_REUSED')] };
      if (payment.status !== 'succeeded' || !payment.provider_payment_id) return { refund: null, errors: [refundError('NOT_REFUNDABLE')] };
      const provider = deps.providers[payment.provider];
      if (!provider) return { refund: null, errors: [refundError('PROVIDER_UNAVAILABLE')] };

      const claimed = await db.transaction(async (trx: Executor) => {
        const locked = (await payments.findById(trx, payment.id, { forUpdate: true }))!;
        const left = locked.amount - (await repo.reservedFor(trx, locked.id));
        const amount = r.amount ?? left;
        if (amount <= 0 || amount > left) return { error: refundError('AMOUNT_ABOVE_REMAINING') };
        const now = clock.now();
        const row = await repo.insertOnce(trx, {
          payment_id: locked.id,
          order_id: locked.order_id,
          amount,
          currency: locked.currency,
          reason,
          idempotency_key: r.idempotencyKey,
          requested_by: by.label,
          created_at: now,
          updated_at: now,
        });
        if (!row) return { existing: (await repo.findByKey(trx, r.idempotencyKey))! };
        await audit.record(trx, by, {
          action: 'payment.refundRequested',
          targetType: 'payment',
          targetId: locked.id,
          summary: { orderNumber: decision.order.orderNumber, refundId: row.id, amount, currency: locked.currency.trim(), left, reason, provider: locked.provider },
        });
        return { row };
      });
      if ('error' in claimed) return { refund: null, errors: [claimed.error!] };
      if ('existing' in claimed) {
        const existing = claimed.existing!;
        return sameRequest(existing, r) ? { refund: existing, errors: [] } : { refund: null, errors: [refundError('IDEMPOTENCY_KEY_REUSED')] };
      }

      const row = claimed.row!;
      let refunded = false;
      try {
        refunded = (await provider.refund(payment.provider_payment_id, row.amount, `refund:${row.id}`)).refunded;
      } catch {
        refunded = false;
      }
      const done = await finish(row, by, refunded, payment.provider);
      return refunded ? { refund: done, errors: [] } : { refund: done, errors: [refundError('REFUND_FAILED')] };
    },

    /** The payments of some orders with their refunds and what is left to refund on each. */
    async forOrders(orderIds: readonly string[]): Promise<{ payment: payments.PaymentRow; refunds: repo.RefundRow[]; refundable: number }[]> {
      const rows = await repo.paymentsForOrders(db, orderIds);
      const refunds = await repo.refundsForPayments(db, rows.map((p) => p.id));
      return rows.map((payment) => {
        const own = refunds.filter((f) => f.payment_id === payment.id);
        const taken = own.filter((f) => f.status !== 'failed').reduce((sum, f) => sum + f.amount, 0);
        return { payment, refunds: own, refundable: payment.status === 'succeeded' ? Math.max(0, payment.amount - taken) : 0 };
      });
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
