import type { Executor } from '../../db/connection';
import type { SubscriptionRow } from './subscription.models';
import * as repo from './subscription.repository';

export type Tier = SubscriptionRow['tier'];

/** Plans are ordered: a change may move up or stay level, never down. */
export const TIER_RANK: Readonly<Record<Tier, number>> = { basic: 1, premium: 2 };

/** Why a plan may not be charged; mirrors the codes of the same names in PaymentErrorCode (schema/payment.graphql). */
export type PlanChangeRefusal = 'PLAN_BELOW_CURRENT' | 'PLAN_ALREADY_ACTIVE';

export type LivePlan = Pick<SubscriptionRow, 'id' | 'order_id' | 'sku_id' | 'tier' | 'status' | 'period_number' | 'current_period_end'>;

export type PlanChange =
  /** Nothing live ranks above it: the plan starts and ends the live plans it outranks or that are only a trial. */
  | { kind: 'start' }
  /** The same plan, or a paid period of the same tier, runs: nothing to buy. */
  | { kind: 'current'; plan: LivePlan }
  /** A higher plan runs, cancelled or not: starting this one would take away what was paid for. */
  | { kind: 'refused'; code: 'PLAN_BELOW_CURRENT'; plan: LivePlan };

/**
 * Why the charge of a plan order must not go ahead, asked in the transaction that starts it: a higher plan runs,
 * or the plan (or a paid one of its tier) runs already, bought by another order meanwhile (a second click that
 * raced the first past the earlier check). Null when the charge may go ahead.
 */
export function chargeRefusal(change: PlanChange | null): PlanChangeRefusal | null {
  if (change?.kind === 'refused') return change.code;
  return change?.kind === 'current' ? 'PLAN_ALREADY_ACTIVE' : null;
}

/** A trial (or its first charge, still being retried) is not a paid period: paying now may replace it. */
const inTrial = (plan: LivePlan) => plan.period_number === 0;

/** The plan that gives the most: the higher tier, then a paid period before a trial, then the one that lasts longer. */
function highest(live: readonly LivePlan[]): LivePlan | null {
  return [...live].sort(
    (a, b) =>
      TIER_RANK[b.tier] - TIER_RANK[a.tier] ||
      Number(inTrial(a)) - Number(inTrial(b)) ||
      b.current_period_end.getTime() - a.current_period_end.getTime(),
  )[0] ?? null;
}

/**
 * What buying a plan of `requested.tier` does to a test whose live plans (cancelled ones included while they
 * last) are `live`. Every state in one place:
 * - the same plan live (bought before, a double click): it is the current plan, nothing is charged again;
 * - nothing live: the plan starts;
 * - a higher plan live: refused, nothing is charged (skipping a trial or buying basic while premium runs);
 * - a lower plan live, or a trial of the same tier (trialing, cancelled in the trial, or its first charge being
 *   retried): the plan starts and the one it replaces ends without another charge;
 * - a paid period of the same tier live (active, past due or cancelled but running): it is the current plan,
 *   and the answer is "already bought" with nothing charged.
 */
export function decidePlanChange(live: readonly LivePlan[], requested: { id: string; tier: Tier }): PlanChange {
  const same = live.find((plan) => plan.sku_id === requested.id);
  if (same) return { kind: 'current', plan: same };
  const top = highest(live);
  if (!top) return { kind: 'start' };
  const rank = TIER_RANK[requested.tier];
  if (rank < TIER_RANK[top.tier]) return { kind: 'refused', code: 'PLAN_BELOW_CURRENT', plan: top };
  if (rank > TIER_RANK[top.tier] || inTrial(top)) return { kind: 'start' };
  return { kind: 'current', plan: top };
}

/** The plan change a SKU would make to a test now; null when the SKU is not a plan. */
export async function planChangeFor(db: Executor, sessionId: string, skuId: string, now: Date): Promise<PlanChange | null> {
  const sku = await repo.findPlanSku(db, skuId);
  if (!sku) return null;
  return decidePlanChange(await repo.listLive(db, { exam_session_id: sessionId }, now), sku);
}
