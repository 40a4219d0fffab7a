import type { Knex } from 'knex';

interface SkuSeed {
  id: string;
  kind: 'plan' | 'report' | 'package';
  tier?: 'basic' | 'premium';
  step?: string;
  interval?: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
  intervalCount?: number;
  trialDays?: number;
  features: string[];
  /** currency: [amount, trialAmount, listAmount], all in minor units (value x 100, for every currency). */
  prices: Record<string, [number, number | null, number | null]>;
}

const PLAN_FEATURES = ['fullReport', 'pdfReport', 'allTests', 'courses', 'dailyQuestion', 'games', 'treeHole'];

/**
 * The offers of spec sections 1 and 9, for the 16-type test: a 7-day trial at 1 USD renewing at 29.99 a month;
 * 19.99 every 4 weeks (0.71 a day), charged at once; 19.99 a week. Amounts are minor units, value x 100, in
 * every currency (zero-decimal currencies are displayed without decimals, never stored differently).
 */
const SKUS: SkuSeed[] = [
  {
    id: 'bmbti-trial-monthly',
    kind: 'plan',
    interval: 'MONTH',
    intervalCount: 1,
    trialDays: 7,
    features: PLAN_FEATURES,
    prices: {
      USD: [2999, 100, null], EUR: [2799, 100, null], GBP: [2499, 100, null], HKD: [23_500, 800, null],
      JPY: [450_000, 15_000, null], KRW: [3_900_000, 140_000, null], CNY: [19_800, 700, null],
    },
  },
  {
    id: 'bmbti-four-weekly',
    kind: 'plan',
    interval: 'WEEK',
    intervalCount: 4,
    features: PLAN_FEATURES,
    prices: {
      USD: [1999, null, 2999], EUR: [1899, null, 2799], GBP: [1699, null, 2499], HKD: [15_800, null, 23_500],
      JPY: [298_000, null, 450_000], KRW: [2_600_000, null, 3_900_000], CNY: [13_800, null, 19_800],
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
      JPY: [298_000, null, null], KRW: [2_600_000, null, null], CNY: [13_800, null, null],
    },
  },
  {
    // Premium: everything, billed yearly; the upgrade ends the current plan and bills on the day.
    id: 'bmbti-premium-yearly',
    kind: 'plan',
    tier: 'premium',
    interval: 'YEAR',
    intervalCount: 1,
    features: [...PLAN_FEATURES, 'premiumCourses', 'premiumSupport'],
    prices: {
      USD: [9999, null, null], EUR: [9499, null, null], GBP: [8499, null, null], HKD: [78_800, null, null],
      JPY: [1_480_000, null, null], KRW: [13_000_000, null, null], CNY: [68_800, null, null],
    },
  },
  ...(['add_packs', 'depth_content', 'member_exclusive', 'access_product'] as const).map(
    (step, i): SkuSeed => ({
      id: `bmbti-package-${step.replace(/_/g, '-')}`,
      kind: 'package',
      step,
      features: [step],
      prices: {
        USD: [[499, 799, 999, 299][i]!, null, [999, 1599, 1999, 599][i]!],
        EUR: [[499, 799, 999, 299][i]!, null, [999, 1599, 1999, 599][i]!],
      },
    }),
  ),
];

export const PROMO_CODES = [{ code: 'WELCOME10', percent_off: 10 }];

export async function seedCatalog(trx: Knex.Transaction, examId: number): Promise<void> {
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
