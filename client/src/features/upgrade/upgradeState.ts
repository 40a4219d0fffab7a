import type { SubscriptionStatus, UpgradeErrorCode } from '../../__generated__/graphql';

/** The fields of a subscription the upgrade page decides on. */
export interface PlanFacts {
  readonly status: SubscriptionStatus;
  /** basic or premium. */
  readonly tier: string;
}

/** Statuses that may still charge: the plan an upgrade replaces is preferably one of these. */
const BILLING: ReadonlySet<SubscriptionStatus> = new Set<SubscriptionStatus>(['TRIALING', 'ACTIVE', 'PAST_DUE']);

/** What the page has to say about a test's plans before anything is bought. */
export type PlanSituation<T extends PlanFacts> =
  | { readonly kind: 'premium'; readonly premium: T }
  | { readonly kind: 'upgradable'; readonly current: T }
  | { readonly kind: 'none' };

/**
 * Where a test stands: already premium (any live premium plan, cancelled ones included while they last), a plan
 * to upgrade (one that still bills, else one cancelled but still giving access), or nothing this browser may
 * upgrade. The server lists only live plans, and none at all to a browser that is not the buyer's.
 */
export function planSituation<T extends PlanFacts>(subscriptions: readonly T[]): PlanSituation<T> {
  const premium = subscriptions.find((sub) => sub.tier === 'premium' && sub.status !== 'EXPIRED');
  if (premium) return { kind: 'premium', premium };
  const live = subscriptions.filter((sub) => sub.status !== 'EXPIRED');
  const current = live.find((sub) => BILLING.has(sub.status)) ?? live[0];
  return current ? { kind: 'upgradable', current } : { kind: 'none' };
}

/** How the page answers a refused upgrade. */
export type UpgradeProblem =
  /** Under the terms checkbox. */
  | { readonly place: 'terms' }
  /** The whole page: there is nothing to upgrade here, or nothing to upgrade to. */
  | { readonly place: 'page'; readonly state: 'notFound' | 'noPremiumPlan' }
  /** Above the button, with a way to try again. */
  | { readonly place: 'form' };

/** The page's answer to each error code; the server's own wording is never shown. */
export function upgradeProblemFor(code: UpgradeErrorCode): UpgradeProblem {
  switch (code) {
    case 'TERMS_REQUIRED':
      return { place: 'terms' };
    case 'ORDER_NOT_FOUND':
      return { place: 'page', state: 'notFound' };
    case 'NO_PREMIUM_PLAN':
      return { place: 'page', state: 'noPremiumPlan' };
    case 'UPGRADE_FAILED':
      return { place: 'form' };
  }
}
