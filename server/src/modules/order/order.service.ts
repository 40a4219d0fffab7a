import type { Db, Executor } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { normalizeCountry } from '../../shared/country';
import { isValidEmail, canonicalEmail } from '../../shared/email';
import { AppError } from '../../shared/errors';
import { isPublicId, randomId } from '../../shared/ids';
import { DEFAULT_LOCALE, normalizeLocale } from '../../shared/locales';
import type { Actor } from '../access/actor';
import type { AccessPolicy } from '../access/policy';
import { isOfferOpen } from '../catalog/billing';
import type { CatalogService } from '../catalog/catalog.service';
import { findSession } from '../exam/session.service';
import { isHealthExam } from '@innerscope/shared/examKinds';
import { type AttributionInput, parseAttribution } from './attribution';
import { orderError, type OrderError } from './order.errors';
import type { ConsentRecord, OrderModel } from './order.models';
import * as repo from './order.repository';
import { FILTER_STATUSES, type ListedOrder, type OrderListFilter, type OrderPageModel, pageWindow } from './orderPage';
import { canTransition, OrderTransitionError, PAID_STATUSES, type OrderStatus } from './order.state';

/** The version of the checkout terms the client shows; stored with each consent. */
export const CHECKOUT_TERMS_VERSION = 'checkout-2026-11-27';
/** Purchases older than this are not shown as recent. */
export interface CreateOrderInput {
  sessionId: string;
  skuId: string;
  email: string;
  country?: string | null;
  locale?: string | null;
  promoCode?: string | null;
  acceptTerms: boolean;
  acceptRenewal: boolean;
  termsVersion?: string | null;
  /** The hash of the ordering browser's viewer key: that browser may open the report once it is paid. */
  viewerKeyHash?: string | null;
  /** A plan bought again because its earlier purchase no longer runs: an earlier paid order of the SKU is no answer. */
  buyAgain?: boolean;
  /** The currency to price in: a later step's is the one the buyer paid the test's first order in. Else the country's. */
  currency?: string | null;
  /** The campaign parameters of the page's query and the browser's marketing consent; never kept for a health screen. */
  attribution?: AttributionInput | null;
}

type Outcome = { order: OrderModel | null; alreadyPurchased: boolean; errors: OrderError[] };

/** The longest terms-version label a consent record keeps (the REST schemas use the same bound). */
const TERMS_VERSION_MAX = 60;

/** Moves an order along the state machine and records the step, in the caller's transaction. */
export async function transitionOrder(trx: Executor, order: OrderModel, to: OrderStatus, reason: string, at: Date): Promise<OrderModel> {
  if (order.status === to) return order;
  if (!canTransition(order.status, to)) throw new OrderTransitionError(order.status, to);
  await repo.setStatus(trx, order.id, order.status, to, reason, at);
  return { ...order, status: to, ...(to === 'paid' ? { paidAt: at } : {}) };
}

/** Writes a step in an order's history that keeps its status (a refund), in the caller's transaction. */
export const recordOrderNote = (trx: Executor, order: OrderModel, reason: string, at: Date) => repo.recordNote(trx, order.id, order.status, reason, at);

/** An order by id, on the pool or in the caller's transaction (`forUpdate` locks its row there); null when none. */
export const findOrderById = (db: Executor, id: string, options: { forUpdate?: boolean } = {}) => repo.findById(db, id, options);

/** An order by its public number, on the pool or in the caller's transaction; null when none. */
export const findOrderByNumber = (db: Executor, orderNumber: string, options: { forUpdate?: boolean } = {}) => repo.findByNumber(db, orderNumber, options);

/** A test session's orders in the given states. */
export const listSessionOrders = (db: Executor, sessionId: string, statuses: readonly OrderStatus[]) => repo.listForSession(db, sessionId, statuses);

/** Lets a browser (by its viewer key's hash) open an order's report. */
export const addOrderViewer = (db: Executor, orderId: string, keyHash: string) => repo.addViewer(db, orderId, keyHash);

/** Whether a browser (by its viewer key's hash) may open an order's report. */
export const isOrderViewer = (db: Executor, orderId: string, keyHash: string) => repo.isViewer(db, orderId, keyHash);

export function createOrderService(deps: { db: Db; clock: Clock; catalog: CatalogService; access: Pick<AccessPolicy, 'may' | 'owns'> }) {
  const { db, clock, catalog, access } = deps;
  const byNumber = async (orderNumber: string): Promise<OrderModel | null> =>
    isPublicId(orderNumber) ? repo.findByNumber(db, orderNumber) : null;

  const service = {
    /**
     * Creates the order for a test and a SKU, with the buyer's consent as shown. Idempotent per funnel step:
     * while an order for the same test and SKU is open, the same order comes back (updated), so a double click
     * or a second tab never makes two; once paid, the caller learns it was already purchased. An open order is
     * updated and joined only by a browser the policy lets correct it (the one that made it), or by a caller
     * that asked the policy already (`authorised`: a one-click step of the buyer). An order bought already comes
     * back only to whom may read it (`actor`, by default the ordering browser alone); anyone else holding the test
     * (a copied link) learns that it was bought, with no order: not its address, amounts nor number.
     */
    async create(input: CreateOrderInput, options: { authorised?: boolean; actor?: Actor } = {}): Promise<Outcome> {
      const errors: OrderError[] = [];
      const rawEmail = input.email.trim();
      if (!rawEmail) errors.push(orderError('EMAIL_REQUIRED', 'email', 'Please input email address'));
      else if (!isValidEmail(rawEmail)) errors.push(orderError('INVALID_EMAIL', 'email', 'Please enter a valid email address.'));
      if (!input.acceptTerms) errors.push(orderError('TERMS_REQUIRED', 'acceptTerms', 'Please check "I have read and agree to the terms" to proceed'));
      // The version label comes from the page, not from the buyer: an over-long one is a broken client.
      if ((input.termsVersion?.length ?? 0) > TERMS_VERSION_MAX) throw new AppError('BAD_USER_INPUT', `At most ${TERMS_VERSION_MAX} characters`, { field: 'termsVersion' });
      const attribution = parseAttribution(input.attribution, clock.now());
      const country = input.country ? normalizeCountry(input.country) : null;
      if (input.country && !country) errors.push(orderError('INVALID_COUNTRY', 'country', 'Country is not valid'));
      const session = isPublicId(input.sessionId) ? await findSession(db, input.sessionId) : null;
      if (!session) return { order: null, alreadyPurchased: false, errors: [orderError('SESSION_NOT_FOUND', 'sessionId', 'No such test session')] };
      if (!session.submitted_at) errors.push(orderError('TEST_NOT_SUBMITTED', 'sessionId', 'The test is not finished'));
      const offer = isOfferOpen(session.submitted_at, clock.now()) ? 'open' : 'ended';
      const sku = input.currency
        ? await catalog.forSale(await catalog.skuIn(input.skuId, input.currency, offer))
        : await catalog.sku(input.skuId, country ?? session.country, offer);
      if (!sku || sku.examId !== session.exam_id) errors.push(orderError('SKU_NOT_FOUND', 'skuId', 'No such offer'));
      if (sku?.kind === 'plan' && !input.acceptRenewal) {
        errors.push(orderError('RENEWAL_CONSENT_REQUIRED', 'acceptRenewal', 'Please agree to the automatic renewal'));
      }
      const promo = input.promoCode?.trim() ? await catalog.promo(input.promoCode) : null;
      if (input.promoCode?.trim() && !promo) errors.push(orderError('PROMO_CODE_INVALID', 'promoCode', 'This promo code is not valid'));
      if (errors.length || !sku) return { order: null, alreadyPurchased: false, errors };

      const asViewer: Actor = { credentials: input.viewerKeyHash ? [{ kind: 'viewerKey', keyHash: input.viewerKeyHash }] : [] };
      const alreadyBought = async (order: OrderModel): Promise<Outcome> => ({
        order: options.authorised || (await access.may(order, options.actor ?? asViewer, 'order:read')) ? order : null,
        alreadyPurchased: true,
        errors: [],
      });
      const paid = await repo.findForSessionSku(db, session.id, sku.id);
      if (paid && PAID_STATUSES.includes(paid.status) && !input.buyAgain) return alreadyBought(paid);
      // The one-off report of a test whose report a plan (or an earlier purchase) opened already: nothing to buy.
      const opened = sku.kind === 'report' ? await repo.findPaidReportOrder(db, session.id, PAID_STATUSES) : null;
      if (opened) return alreadyBought(opened);
      // A shared link carries the test's session: whoever else opens it may pay the open order, not re-address it.
      const viewerMayAmend = paid !== null && (await access.may(paid, asViewer, 'order:changeEmail'));

      const now = clock.now();
      const quote = catalog.quote(sku, promo);
      const consent: ConsentRecord = {
        at: now.toISOString(),
        textVersion: input.termsVersion?.trim() || CHECKOUT_TERMS_VERSION,
        termsAccepted: true,
        renewalAccepted: sku.kind === 'plan' ? input.acceptRenewal : false,
        currency: quote.currency,
        amountToday: quote.total,
        renewalAmount: quote.renewalAmount,
        interval: sku.interval,
        intervalCount: sku.intervalCount,
        trialDays: sku.trialDays,
        firstChargeAt: quote.firstChargeAt?.toISOString() ?? null,
      };
      const fields = {
        email: canonicalEmail(rawEmail),
        locale: normalizeLocale(input.locale) ?? session.locale ?? DEFAULT_LOCALE,
        country: country ?? session.country?.trim() ?? null,
        currency: quote.currency,
        subtotal: quote.subtotal,
        discount: quote.discount,
        tax: 0,
        total: quote.total,
        promoCode: quote.promoCode,
        consent,
      };
      const order = await db.transaction(async (trx) => {
        const created = await repo.insertIfNoneOpen(trx, { orderNumber: randomId(16), examSessionId: session.id, skuId: sku.id, ...fields });
        if (created) {
          await repo.recordCreated(trx, created.id, now);
          if (input.viewerKeyHash) await repo.addViewer(trx, created.id, input.viewerKeyHash);
          if (attribution && !isHealthExam(session.exam_id)) await repo.setAttribution(trx, created.id, attribution);
          return created;
        }
        const open = (await repo.findForSessionSku(trx, session.id, sku.id))!;
        if (!options.authorised && (open.id !== paid?.id || !viewerMayAmend)) return open;
        // The latest consent and e-mail win while nothing has been charged.
        if (open.status === 'created' || open.status === 'failed') await repo.updateOpenOrder(trx, open.id, fields);
        if ((open.status === 'created' || open.status === 'failed') && attribution && !isHealthExam(session.exam_id)) await repo.setAttribution(trx, open.id, attribution);
        if (input.viewerKeyHash) await repo.addViewer(trx, open.id, input.viewerKeyHash);
        return (await repo.findById(trx, open.id))!;
      });
      return { order, alreadyPurchased: false, errors: [] };
    },

    byNumber,
    byId: (id: string) => repo.findById(db, id),
    byEmail: (email: string) => repo.listByEmail(db, canonicalEmail(email)),

    /**
     * One page of an address's reports list (plans and reports, newest first, narrowed to paid or waiting for
     * payment); the size is clamped to 1..50 and a page past the end answers with the last page.
     */
    async pageByEmail(email: string, input: { page?: number | null; pageSize?: number | null; filter?: OrderListFilter | null }): Promise<OrderPageModel> {
      const address = canonicalEmail(email);
      const statuses = FILTER_STATUSES[input.filter ?? 'all'];
      const total = await repo.countListedByEmail(db, address, statuses);
      const { offset, ...window } = pageWindow(total, input.page, input.pageSize);
      const items = total ? await repo.pageListedByEmail(db, address, statuses, window.pageSize, offset) : [];
      return { items, total, ...window };
    },

    /** The newest order of an address's reports list, or null. */
    latestByEmail: async (email: string): Promise<ListedOrder | null> =>
      (await repo.pageListedByEmail(db, canonicalEmail(email), FILTER_STATUSES.all, 1, 0))[0] ?? null,

    /** The order for whom the policy lets read it (`order:read`); null for anyone else and for unknown orders alike. */
    readable: (orderNumber: string, actor: Actor): Promise<OrderModel | null> => access.owns(orderNumber, actor, 'order:read'),

    /** The order for its readers, or the NOT_FOUND an unknown order gets (REST 404), to anyone else too. */
    async requireReadable(orderNumber: string, actor: Actor): Promise<OrderModel> {
      const order = await service.readable(orderNumber, actor);
      if (!order) throw new AppError('NOT_FOUND', 'No such order', { field: 'orderNumber' });
      return order;
    },

    /** The order, or NOT_FOUND for the caller to answer (REST 404). */
    async requireByNumber(orderNumber: string): Promise<OrderModel> {
      const order = await byNumber(orderNumber);
      if (!order) throw new AppError('NOT_FOUND', 'No such order', { field: 'orderNumber' });
      return order;
    },

    /**
     * The order for a later step of the same test (an upsell package, paying now instead of the trial), with the
     * buyer's e-mail, country and locale from that test's first order, priced in the currency that order was paid in. The click on the step is the consent; the
     * caller has had the policy allow `payment:chargeSavedMethod` on the first order. The browser that clicked
     * (`viewerKeyHash`) ordered the step, so it reads the step's order too.
     */
    async createNextStep(firstOrderNumber: string, skuId: string, acceptRenewal: boolean, buyAgain = false, viewerKeyHash: string | null = null): Promise<Outcome> {
      const first = await service.requireByNumber(firstOrderNumber);
      return service.create(
        {
          sessionId: first.examSessionId,
          skuId,
          email: first.email,
          country: first.country,
          locale: first.locale,
          acceptTerms: true,
          acceptRenewal,
          buyAgain,
          currency: first.currency,
          viewerKeyHash,
        },
        { authorised: true },
      );
    },

    events: (orderId: string) => repo.listEvents(db, orderId),
  };
  return service;
}

export type OrderService = ReturnType<typeof createOrderService>;
