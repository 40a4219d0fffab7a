import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { normalizeCountry } from '../../shared/country';
import { ttlCache } from '../../shared/ttlCache';
import * as sessions from '../exam/session.repository';
import { isPublicId } from '../../shared/ids';
import { addPeriods, discountOf, isOfferOpen } from './billing';
import type { QuoteModel, SkuModel } from './catalog.models';
import * as repo from './catalog.repository';

const EURO_COUNTRIES = new Set([
  'AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES',
]);
const COUNTRY_CURRENCY: Record<string, string> = { GB: 'GBP', JP: 'JPY', KR: 'KRW', CN: 'CNY', HK: 'HKD' };

/** The currency a country pays in; USD where the product has no local price. */
export function currencyForCountry(country: string | null | undefined): string {
  const c = normalizeCountry(country);
  if (!c) return 'USD';
  if (EURO_COUNTRIES.has(c)) return 'EUR';
  return COUNTRY_CURRENCY[c] ?? 'USD';
}

/** A SKU at its list price: what it costs once the introductory offer has ended. */
export function atListPrice(sku: SkuModel): SkuModel {
  if (sku.price.listAmount === null) return sku;
  return { ...sku, price: { ...sku.price, amount: sku.price.listAmount, listAmount: null } };
}

/** Prices follow the offer window: introductory while it is open, list prices after. */
export type OfferState = 'open' | 'ended';

const priced = (offer: OfferState) => (sku: SkuModel) => (offer === 'open' ? sku : atListPrice(sku));

export function createCatalogService(deps: { db: Db; clock: Clock }) {
  const skuCache = ttlCache<string, SkuModel[]>(60_000);

  async function skus(examId: number, kind: SkuModel['kind'], country: string | null | undefined, offer: OfferState): Promise<SkuModel[]> {
    const currency = currencyForCountry(country);
    let list = await skuCache.get(`${examId}:${kind}:${currency}`, () => repo.listSkus(deps.db, examId, kind, currency));
    if (!list.length && currency !== 'USD') list = await skuCache.get(`${examId}:${kind}:USD`, () => repo.listSkus(deps.db, examId, kind, 'USD'));
    return list.map(priced(offer));
  }

  return {
    currencyForCountry,
    plans: (examId: number, country?: string | null, offer: OfferState = 'open') => skus(examId, 'plan', country, offer),
    /** The premium plan of an exam, in the country's currency (USD where there is none); null when none is sold. */
    async premiumPlan(examId: number, country?: string | null): Promise<SkuModel | null> {
      const currency = currencyForCountry(country);
      const [plan] = await repo.listSkus(deps.db, examId, 'plan', currency, 'premium');
      return plan ?? (currency === 'USD' ? null : ((await repo.listSkus(deps.db, examId, 'plan', 'USD', 'premium'))[0] ?? null));
    },
    packages: (examId: number, country?: string | null, offer: OfferState = 'open') => skus(examId, 'package', country, offer),

    async sku(skuId: string, country: string | null | undefined, offer: OfferState = 'open'): Promise<SkuModel | null> {
      const sku = (await repo.findSku(deps.db, skuId, currencyForCountry(country))) ?? (await repo.findSku(deps.db, skuId, 'USD'));
      return sku && priced(offer)(sku);
    },

    /** The offer state of a test: open until a day after it was finished; ended for unknown or unfinished tests. */
    async offerFor(sessionId: string | null | undefined): Promise<OfferState> {
      if (!sessionId) return 'open';
      const session = isPublicId(sessionId) ? await sessions.findSession(deps.db, sessionId) : null;
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
      const discount = promo ? discountOf(subtotal, promo.percentOff) : 0;
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
