import type { Knex } from 'knex';
import { type Currency, OFFERED_CURRENCIES, smallestAmount } from '../src/modules/catalog/currencies';

interface SkuSeed {
  id: string;
  kind: 'plan' | 'report' | 'package';
  tier?: 'basic' | 'premium';
  step?: string;
  interval?: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
  intervalCount?: number;
  trialDays?: number;
  features: string[];
  /**
   * Every offered currency: [amount, trialAmount, listAmount], in minor units (value x 100, for every currency).
   * Set per currency as a shop in that country would price it, not converted at the day's rate.
   */
  prices: Record<Currency, [number, number | null, number | null]>;
}

/**
 * What every plan gives. Every test with its report ("all assessments") is Premium's alone (spec: user tiers), so
 * the plans below it never list what only Premium opens, and Premium is offered once that works.
 */
const PLAN_FEATURES = ['fullReport', 'pdfReport', 'courses', 'dailyQuestion', 'games', 'treeHole'];

/** What each upsell package sells, as a feature of catalog/features.ts: sold only once it is switched on. */
const PACKAGE_FEATURES = {
  add_packs: 'extraTestPack',
  depth_content: 'typeGuide',
  member_exclusive: 'memberExclusives',
  access_product: 'extendedAccess',
} as const;

/** Each upsell package's [amount, listAmount] per currency, minor units. */
function packagePrices(table: Record<Currency, [number, number]>): SkuSeed['prices'] {
  return Object.fromEntries(OFFERED_CURRENCIES.map((c) => [c, [table[c][0], null, table[c][1]]])) as SkuSeed['prices'];
}

const PACKAGE_PRICES = {
  add_packs: packagePrices({
    USD: [499, 999], EUR: [499, 999], GBP: [399, 799], HKD: [3_800, 7_800],
    JPY: [78_000, 148_000], KRW: [690_000, 1_290_000], CNY: [3_500, 6_800],
  }),
  depth_content: packagePrices({
    USD: [799, 1599], EUR: [799, 1599], GBP: [699, 1299], HKD: [5_800, 11_800],
    JPY: [118_000, 238_000], KRW: [1_090_000, 2_190_000], CNY: [5_800, 11_800],
  }),
  member_exclusive: packagePrices({
    USD: [999, 1999], EUR: [999, 1999], GBP: [899, 1699], HKD: [7_800, 15_800],
    JPY: [148_000, 298_000], KRW: [1_290_000, 2_690_000], CNY: [6_800, 13_800],
  }),
  access_product: packagePrices({
    USD: [299, 599], EUR: [299, 599], GBP: [249, 499], HKD: [2_200, 4_500],
    JPY: [48_000, 98_000], KRW: [390_000, 790_000], CNY: [1_900, 3_900],
  }),
} as const satisfies Record<string, SkuSeed['prices']>;

/**
 * The offers of spec sections 1 and 9, for the 16-type test: the full report bought once; a 7-day trial at 1 USD
 * renewing at 29.99 a month; 19.99 every 4 weeks (0.71 a day), charged at once; 19.99 a week. Amounts are minor
 * units, value x 100, in every currency; JPY, KRW and CNY are shown without decimals, so their prices are whole.
 */
const SKUS: SkuSeed[] = [
  {
    // The full report of one test, bought once: no subscription, nothing renews.
    id: 'bmbti-report',
    kind: 'report',
    features: ['fullReport', 'pdfReport'],
    prices: {
      USD: [999, null, null], EUR: [999, null, null], GBP: [899, null, null], HKD: [7_800, null, null],
      JPY: [148_000, null, null], KRW: [1_290_000, null, null], CNY: [6_800, null, null],
    },
  },
  {
    id: 'bmbti-trial-monthly',
    kind: 'plan',
    interval: 'MONTH',
    intervalCount: 1,
    trialDays: 7,
    features: PLAN_FEATURES,
    prices: {
      USD: [2999, 100, null], EUR: [2799, 100, null], GBP: [2499, 100, null], HKD: [23_800, 800, null],
      JPY: [448_000, 15_000, null], KRW: [3_990_000, 150_000, null], CNY: [19_800, 800, null],
    },
  },
  {
    id: 'bmbti-four-weekly',
    kind: 'plan',
    interval: 'WEEK',
    intervalCount: 4,
    features: PLAN_FEATURES,
    prices: {
      USD: [1999, null, 2999], EUR: [1899, null, 2799], GBP: [1699, null, 2499], HKD: [15_800, null, 23_800],
      JPY: [298_000, null, 448_000], KRW: [2_690_000, null, 3_990_000], CNY: [13_800, null, 19_800],
    },
  },
  {
    id: 'bmbti-weekly',
    kind: 'plan',
    interval: 'WEEK',
    intervalCount: 1,
    features: PLAN_FEATURES,
    prices: {
      USD: [1999, null, null], EUR: [1899, null, null], GBP: [1699, null, null], HKD: [15_800, null, null],
      JPY: [298_000, null, null], KRW: [2_690_000, null, null], CNY: [13_800, null, null],
    },
  },
  {
    // Premium: everything, billed yearly; the upgrade ends the current plan and bills on the day.
    id: 'bmbti-premium-yearly',
    kind: 'plan',
    tier: 'premium',
    interval: 'YEAR',
    intervalCount: 1,
    features: [...PLAN_FEATURES, 'allTests', 'articles', 'premiumCourses', 'premiumSupport'],
    prices: {
      USD: [9999, null, null], EUR: [9499, null, null], GBP: [8499, null, null], HKD: [78_800, null, null],
      JPY: [1_480_000, null, null], KRW: [12_900_000, null, null], CNY: [68_800, null, null],
    },
  },
  // Not offered while their features are off (catalog/features.ts): none can be sold honestly today. The rows stay
  // for the orders that bought them.
  ...(['add_packs', 'depth_content', 'member_exclusive', 'access_product'] as const).map(
    (step): SkuSeed => ({
      id: `bmbti-package-${step.replace(/_/g, '-')}`,
      kind: 'package',
      step,
      features: [PACKAGE_FEATURES[step]],
      prices: PACKAGE_PRICES[step],
    }),
  ),
];

/**
 * Why a SKU's prices cannot be sold: a missing currency (the buyer would be shown another one), or an amount with
 * decimals in a currency shown without them. Empty when they can.
 */
export function priceProblems(sku: Pick<SkuSeed, 'id' | 'prices'>): string[] {
  const problems: string[] = [];
  for (const currency of OFFERED_CURRENCIES) {
    const row = sku.prices[currency] as SkuSeed['prices'][Currency] | undefined;
    if (!row) {
      problems.push(`${sku.id} has no ${currency} price`);
      continue;
    }
    for (const amount of row) {
      if (amount !== null && (!Number.isInteger(amount) || amount < 0 || amount % smallestAmount(currency) !== 0)) {
        problems.push(`${sku.id}: ${amount} is not a ${currency} amount the product can show and charge`);
      }
    }
  }
  return problems;
}

/**
 * The one-off report of each exam written as data, by exam code. The depression screen's score, band and next
 * steps are free; its report (symptom profile, self-help plan, doctor one-pager, trend) is sold once, with no
 * upsell steps after it. The plans' all-tests benefit unlocks both.
 */
export const EXAM_REPORT_SKUS: Readonly<Record<string, SkuSeed>> = {
  DEPS: {
    id: 'deps-report',
    kind: 'report',
    features: ['fullReport', 'pdfReport'],
    prices: {
      USD: [699, null, null], EUR: [699, null, null], GBP: [599, null, null], HKD: [4_800, null, null],
      JPY: [98_000, null, null], KRW: [890_000, null, null], CNY: [3_800, null, null],
    },
  },
  YDGX: {
    id: 'ydgx-report',
    kind: 'report',
    features: ['fullReport', 'pdfReport'],
    prices: {
      USD: [1_299, null, null], EUR: [1_299, null, null], GBP: [1_099, null, null], HKD: [9_800, null, null],
      JPY: [198_000, null, null], KRW: [1_690_000, null, null], CNY: [8_800, null, null],
    },
  },
  IQ: {
    id: 'iq-report',
    kind: 'report',
    features: ['fullReport', 'pdfReport'],
    prices: {
      USD: [999, null, null], EUR: [999, null, null], GBP: [899, null, null], HKD: [7_800, null, null],
      JPY: [148_000, null, null], KRW: [1_290_000, null, null], CNY: [6_800, null, null],
    },
  },
};

/** The SKUs the seeds sell, for tests. */
export const CATALOG_SKUS: readonly Pick<SkuSeed, 'id' | 'kind' | 'prices'>[] = [...SKUS, ...Object.values(EXAM_REPORT_SKUS)];

/** Seeds the one-off report SKU of an exam written as data, when it has one. */
export async function seedExamReportSku(trx: Knex.Transaction, examId: number, code: string): Promise<void> {
  const s = EXAM_REPORT_SKUS[code];
  if (!s) return;
  const problems = priceProblems(s);
  if (problems.length) throw new Error(`The catalogue cannot be sold as it is: ${problems.join('; ')}`);
  await trx('skus')
    .insert({ id: s.id, exam_id: examId, kind: s.kind, tier: 'basic', step: null, interval: null, interval_count: null, trial_days: 0, features: JSON.stringify(s.features), position: 0, active: true })
    .onConflict('id')
    .merge();
  for (const [currency, [amount, trialAmount, listAmount]] of Object.entries(s.prices)) {
    await trx('sku_prices').insert({ sku_id: s.id, currency, amount, trial_amount: trialAmount, list_amount: listAmount }).onConflict(['sku_id', 'currency']).merge();
  }
}

export const PROMO_CODES = [{ code: 'WELCOME10', percent_off: 10 }];

export async function seedCatalog(trx: Knex.Transaction, examId: number): Promise<void> {
  const problems = SKUS.flatMap(priceProblems);
  if (problems.length) throw new Error(`The catalogue cannot be sold as it is: ${problems.join('; ')}`);
  for (const [position, s] of SKUS.entries()) {
    await trx('skus')
      .insert({
        id: s.id,
        exam_id: examId,
        kind: s.kind,
        tier: s.tier ?? 'basic',
        step: s.step ?? null,
        interval: s.interval ?? null,
        interval_count: s.intervalCount ?? null,
        trial_days: s.trialDays ?? 0,
        features: JSON.stringify(s.features),
        position,
        active: true,
      })
      .onConflict('id')
      .merge();
    for (const [currency, [amount, trialAmount, listAmount]] of Object.entries(s.prices)) {
      await trx('sku_prices')
        .insert({ sku_id: s.id, currency, amount, trial_amount: trialAmount, list_amount: listAmount })
        .onConflict(['sku_id', 'currency'])
        .merge();
    }
  }
  for (const p of PROMO_CODES) await trx('promo_codes').insert(p).onConflict('code').merge(['percent_off']);
}
