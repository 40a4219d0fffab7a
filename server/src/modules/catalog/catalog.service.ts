import type { Db, Executor } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { ttlCache } from '../../shared/ttlCache';
import { findSession } from '../exam/session.service';
import { isPublicId } from '../../shared/ids';
import { addPeriods, discountOf, isOfferOpen } from './billing';
import type { QuoteModel, SkuModel } from './catalog.models';
import * as repo from './catalog.repository';
import { currencyForCountry } from './currencies';
import { addsToPlans, FEATURE_FLAGS, type FeatureFlags, sellable } from './features';

export { currencyForCountry } from './currencies';

/** A SKU at its list price: what it costs once the introductory offer has ended. */
export function atListPrice(sku: SkuModel): SkuModel {
  if (sku.price.listAmount === null) return sku;
  return { ...sku, price: { ...sku.price, amount: sku.price.listAmount, listAmount: null } };
}

/** An order's SKU kind and tier (a report, a plan or a package), in the caller's transaction; null for an unknown SKU. */
export const skuKindOf = (db: Executor, skuId: string) => repo.findSkuKind(db, skuId);

/** Prices follow the offer window: introductory while it is open, list prices after. */
export type OfferState = 'open' | 'ended';

const priced = (offer: OfferState) => (sku: SkuModel) => (offer === 'open' ? sku : atListPrice(sku));

/** `features`: what works (the product's flags; tests of later features pass their own). */
export function createCatalogService(deps: { db: Db; clock: Clock; features?: FeatureFlags }) {
  const features = deps.features ?? FEATURE_FLAGS;
  const skuCache = ttlCache<string, SkuModel[]>(60_000);

  /**
   * An exam's SKUs of one kind in one currency. Every SKU is priced in every offered currency (the seeds make
   * sure), so nothing is ever shown in another currency than the one asked for.
   */
  async function list(examId: number, kind: SkuModel['kind'], currency: string, offer: OfferState = 'open'): Promise<SkuModel[]> {
    const skus = await skuCache.get(`${examId}:${kind}:${currency}`, () => repo.listSkus(deps.db, examId, kind, currency));
    return skus.flatMap((sku) => sellable(sku, features) ?? []).map(priced(offer));
  }

  /**
   * A SKU as it may be bought today (its features cut to those that work), or null when it sells nothing that
   * works: Premium, in particular, only while it gives something the basic plans do not.
   */
  async function forSale(sku: SkuModel | null): Promise<SkuModel | null> {
    const offered = sku && sellable(sku, features);
    if (!offered || offered.tier !== 'premium') return offered;
    const basics = await skuCache.get(`${sku.examId}:plan:${sku.price.currency}`, () => repo.listSkus(deps.db, sku.examId, 'plan', sku.price.currency));
    return addsToPlans(sku, basics, features) ? offered : null;
  }

  async function skuIn(skuId: string, currency: string, offer: OfferState = 'open'): Promise<SkuModel | null> {
    const sku = await repo.findSku(deps.db, skuId, currency);
    return sku && priced(offer)(sku);
  }

  return {
    currencyForCountry,
    /** What works today: offers, benefits and figures read these flags. */
    features,
    list,
    /** The plans in the country's currency. */
    plans: (examId: number, country?: string | null, offer: OfferState = 'open') => list(examId, 'plan', currencyForCountry(country), offer),
    /** The upsell packages in the country's currency. */
    packages: (examId: number, country?: string | null, offer: OfferState = 'open') => list(examId, 'package', currencyForCountry(country), offer),
    /** The exam's one-off report (its full report bought once, without a subscription); null when none is sold. */
    reportOffer: async (examId: number, currency: string, offer: OfferState = 'open'): Promise<SkuModel | null> =>
      (await list(examId, 'report', currency, offer))[0] ?? null,
    /** The premium plan of an exam, in the country's currency; null when none is sold or it adds nothing that works. */
    async premiumPlan(examId: number, country?: string | null): Promise<SkuModel | null> {
      const [plan] = await repo.listSkus(deps.db, examId, 'plan', currencyForCountry(country), 'premium');
      return forSale(plan ?? null);
    },

    /** A SKU for sale, in the country's currency; null when it is not sold today. */
    sku: async (skuId: string, country: string | null | undefined, offer: OfferState = 'open') => forSale(await skuIn(skuId, currencyForCountry(country), offer)),
    /** A SKU in a given currency: an order's, so that what it shows is what was charged. */
    skuIn,
    forSale,

    /** The offer state of a test: open until a day after it was finished; ended for unknown or unfinished tests. */
    async offerFor(sessionId: string | null | undefined): Promise<OfferState> {
      if (!sessionId) return 'open';
      const session = isPublicId(sessionId) ? await findSession(deps.db, sessionId) : null;
      return session && isOfferOpen(session.submitted_at, deps.clock.now()) ? 'open' : 'ended';
    },

    promo: (code: string) => repo.findPromo(deps.db, code.trim(), deps.clock.now()),

    /**
     * What the buyer pays today and later, stated before any payment field: a plan with a trial charges the
     * trial amount today and the full price when the trial ends; a plan without one charges the full price
     * today and again one period later. A promo code applies to today's charge only.
     */
    quote(sku: SkuModel, promo: { code: string; percentOff: number } | null): QuoteModel {
      const now = deps.clock.now();
      const hasTrial = sku.kind === 'plan' && sku.trialDays > 0 && sku.price.trialAmount !== null;
      const subtotal = hasTrial ? sku.price.trialAmount! : sku.price.amount;
      const discount = promo ? discountOf(subtotal, promo.percentOff, sku.price.currency) : 0;
      let firstChargeAt: Date | null = null;
      if (sku.kind === 'plan' && sku.interval && sku.intervalCount) {
        firstChargeAt = hasTrial ? addPeriods(now, 'DAY', sku.trialDays) : addPeriods(now, sku.interval, sku.intervalCount);
      }
      return {
        skuId: sku.id,
        currency: sku.price.currency,
        subtotal,
        discount,
        total: subtotal - discount,
        renewalAmount: sku.kind === 'plan' ? sku.price.amount : null,
        firstChargeAt,
        promoCode: promo?.code ?? null,
        percentOff: promo?.percentOff ?? 0,
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
