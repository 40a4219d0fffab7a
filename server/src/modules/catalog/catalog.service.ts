import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { normalizeCountry } from '../../shared/country';
import { ttlCache } from '../../shared/ttlCache';
import { addPeriods, discountOf } from './billing';
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

export function createCatalogService(deps: { db: Db; clock: Clock }) {
  const skuCache = ttlCache<string, SkuModel[]>(60_000);

  async function skus(examId: number, kind: SkuModel['kind'], country: string | null | undefined): Promise<SkuModel[]> {
    const currency = currencyForCountry(country);
    const list = await skuCache.get(`${examId}:${kind}:${currency}`, () => repo.listSkus(deps.db, examId, kind, currency));
    return list.length || currency === 'USD' ? list : skuCache.get(`${examId}:${kind}:USD`, () => repo.listSkus(deps.db, examId, kind, 'USD'));
  }

  return {
    currencyForCountry,
    plans: (examId: number, country?: string | null) => skus(examId, 'plan', country),
    packages: (examId: number, country?: string | null) => skus(examId, 'package', country),

    async sku(skuId: string, country: string | null | undefined): Promise<SkuModel | null> {
      return (await repo.findSku(deps.db, skuId, currencyForCountry(country))) ?? repo.findSku(deps.db, skuId, 'USD');
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
