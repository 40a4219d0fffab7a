import { readContent } from '../../../seeds/content';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales';
import { type FeatureFlags, FEATURE_FLAGS, type FeatureKey, isAvailable } from '../catalog/features';

/** One of the seven premium benefits (spec section 3): a stable key (the client's icon), its name and what it gives. */
export interface PremiumBenefit {
  readonly key: string;
  readonly name: string;
  readonly content: string;
}

/** The features each benefit stands for: a benefit is shown once all of them work. */
export const BENEFIT_FEATURES: Readonly<Record<string, readonly FeatureKey[]>> = {
  allTests: ['allTests'],
  articles: ['articles', 'experiments'],
  courses: ['courses'],
  dailyPush: ['dailyQuestion', 'dailyPush'],
  games: ['games'],
  profile: ['premiumProfile'],
  treeHole: ['treeHole'],
};

let cache: Readonly<Record<string, readonly PremiumBenefit[]>> | undefined;

/** Every premium benefit in a locale (English when a locale has none), in the order they are shown. */
export function allPremiumBenefits(locale: Locale | null | undefined): readonly PremiumBenefit[] {
  cache ??= readContent<Record<string, PremiumBenefit[]>>('premium', 'benefits.json') ?? {};
  return cache[locale ?? DEFAULT_LOCALE] ?? cache[DEFAULT_LOCALE] ?? [];
}

/** The premium benefits that work today, in a locale: what Premium may be sold with. */
export function premiumBenefits(locale: Locale | null | undefined, flags: FeatureFlags = FEATURE_FLAGS): readonly PremiumBenefit[] {
  return allPremiumBenefits(locale).filter((b) => (BENEFIT_FEATURES[b.key] ?? []).length > 0 && BENEFIT_FEATURES[b.key]!.every((f) => isAvailable(f, flags)));
}
