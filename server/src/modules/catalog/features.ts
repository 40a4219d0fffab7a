/**
 * What the product does, and what it will do: one flag per feature. Offers (plans, packages, Premium), the
 * benefits page and the menus read these flags, so nothing is sold or linked before it works. The work that
 * builds a feature switches its flag on, and nothing else does.
 */
export const FEATURE_FLAGS = {
  // Working today.
  bmbtiTest: true,
  fullReport: true,
  pdfReport: true,
  emailDelivery: true,
  retrieve: true,
  userCentre: true,
  articles: true,
  notices: true,
  depsTest: true,
  ydgxTest: true,
  iqTest: true,
  courses: true,
  premiumCourses: true,
  // Not built yet.
  experiments: true,
  dailyQuestion: true,
  // Today's question sent to the member (by e-mail or notification), not only shown in the growth centre.
  dailyPush: false,
  games: true,
  treeHole: true,
  premiumProfile: false,
  premiumSupport: false,
  // The upsell packages. None can be sold honestly today: more tests and member content are what the plans
  // include once those exist, depth is what the paid report itself must give, and longer access is less than the
  // lifetime access the terms already promise (extendedAccess stays off for that reason).
  extraTestPack: false,
  typeGuide: false,
  memberExclusives: false,
  extendedAccess: false,
} as const satisfies Record<string, boolean>;

export type FeatureFlags = Readonly<Record<FlagKey, boolean>>;
type FlagKey = keyof typeof FEATURE_FLAGS;

/** Offers that name several features at once: available only when every one of them is. */
export const FEATURE_BUNDLES = {
  allTests: ['iqTest', 'depsTest', 'ydgxTest'],
} as const satisfies Record<string, readonly FlagKey[]>;

export type FeatureKey = FlagKey | keyof typeof FEATURE_BUNDLES;

export const FEATURE_KEYS: readonly FeatureKey[] = [...(Object.keys(FEATURE_FLAGS) as FlagKey[]), ...(Object.keys(FEATURE_BUNDLES) as (keyof typeof FEATURE_BUNDLES)[])];

export function isFeatureKey(key: string): key is FeatureKey {
  return (FEATURE_KEYS as readonly string[]).includes(key);
}

/** Whether a feature works today; a key the product does not know never does. */
export function isAvailable(key: string, flags: FeatureFlags = FEATURE_FLAGS): boolean {
  if (Object.hasOwn(FEATURE_BUNDLES, key)) return FEATURE_BUNDLES[key as keyof typeof FEATURE_BUNDLES].every((part) => flags[part]);
  return Object.hasOwn(flags, key) && flags[key as FlagKey];
}

/** Every feature with its flag, in one order. */
export function listFeatures(flags: FeatureFlags = FEATURE_FLAGS): { key: FeatureKey; available: boolean }[] {
  return FEATURE_KEYS.map((key) => ({ key, available: isAvailable(key, flags) }));
}

/** The keys of `keys` that work today, in their order. */
export function availableOf(keys: readonly string[], flags: FeatureFlags = FEATURE_FLAGS): string[] {
  return keys.filter((key) => isAvailable(key, flags));
}

interface OfferLike {
  readonly kind: 'plan' | 'report' | 'package';
  readonly features: readonly string[];
}

/**
 * An offer as it may be sold today: its features cut to those that work, or null when it would sell nothing that
 * works. A plan or a one-off report sells its report and lists what else works; a package is sold only when all
 * it contains works, since it exists for nothing else.
 */
export function sellable<T extends OfferLike>(offer: T, flags: FeatureFlags = FEATURE_FLAGS): T | null {
  const working = availableOf(offer.features, flags);
  if (working.length === 0) return null;
  if (offer.kind === 'package' && working.length !== offer.features.length) return null;
  return working.length === offer.features.length ? offer : { ...offer, features: working };
}

/**
 * Whether an upgrade gives something the plans below it do not: Premium is offered only then, so nobody pays more
 * for the same working features.
 */
export function addsToPlans(upgrade: OfferLike, plans: readonly OfferLike[], flags: FeatureFlags = FEATURE_FLAGS): boolean {
  const included = new Set(plans.flatMap((plan) => availableOf(plan.features, flags)));
  return availableOf(upgrade.features, flags).some((key) => !included.has(key));
}
