import type { Executor } from '../../db/connection';
import type { BillingInterval, SkuModel } from './catalog.models';

interface SkuRow {
  id: string;
  exam_id: number;
  kind: SkuModel['kind'];
  tier: SkuModel['tier'];
  step: string | null;
  interval: BillingInterval | null;
  interval_count: number | null;
  trial_days: number;
  features: string[];
  currency: string;
  amount: number;
  trial_amount: number | null;
  list_amount: number | null;
}

const toModel = (r: SkuRow): SkuModel => ({
  id: r.id,
  examId: r.exam_id,
  kind: r.kind,
  tier: r.tier,
  step: r.step,
  interval: r.interval,
  intervalCount: r.interval_count,
  trialDays: r.trial_days,
  features: r.features,
  price: { currency: r.currency.trim(), amount: r.amount, trialAmount: r.trial_amount, listAmount: r.list_amount },
});

function skusWithPrice(db: Executor, currency: string) {
  return db('skus as s')
    .join('sku_prices as p', function joinPrice() {
      this.on('p.sku_id', 's.id').andOn('p.currency', db.raw('?', [currency]));
    })
    .where('s.active', true)
    .select<SkuRow[]>('s.*', 'p.currency', 'p.amount', 'p.trial_amount', 'p.list_amount');
}

export async function listSkus(db: Executor, examId: number, kind: SkuModel['kind'], currency: string, tier: SkuModel['tier'] = 'basic'): Promise<SkuModel[]> {
  const rows = await skusWithPrice(db, currency).andWhere({ 's.exam_id': examId, 's.kind': kind, 's.tier': tier }).orderBy('s.position');
  return rows.map(toModel);
}

export async function findSku(db: Executor, skuId: string, currency: string): Promise<SkuModel | null> {
  const row = await skusWithPrice(db, currency).andWhere('s.id', skuId).first();
  return row ? toModel(row) : null;
}

/** A SKU's kind and tier, whether or not it is still sold or priced: an order's, looked up after the fact. */
export async function findSkuKind(db: Executor, skuId: string): Promise<Pick<SkuModel, 'kind' | 'tier'> | null> {
  return (await db('skus').where({ id: skuId }).first<Pick<SkuModel, 'kind' | 'tier'> | undefined>('kind', 'tier')) ?? null;
}

export async function findPromo(db: Executor, code: string, now: Date): Promise<{ code: string; percentOff: number } | null> {
  const row = await db('promo_codes')
    .where({ code, active: true })
    .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now))
    .first<{ code: string; percent_off: number } | undefined>();
  return row ? { code: row.code, percentOff: row.percent_off } : null;
}
