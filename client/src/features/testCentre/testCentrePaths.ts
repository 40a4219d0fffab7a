import type { TestCategory } from '../../__generated__/graphql';

export const TEST_CENTRE_PATH = '/userCenter/exploreMore/testCenter';
export const TEST_LIST_PATH = '/userCenter/exploreMore/testCenter/list';

/** The tabs in their order, with the slug each carries in the address (`?category=mental-health`). */
export const CATEGORIES: readonly { readonly category: TestCategory; readonly slug: string }[] = [
  { category: 'MENTAL_HEALTH', slug: 'mental-health' },
  { category: 'ABILITY', slug: 'ability' },
  { category: 'IQ', slug: 'iq' },
  { category: 'PERSONALITY', slug: 'personality' },
];

/** The tab a `?category=` names, or the first one for a missing or unknown slug. */
export function categoryOfSlug(slug: string | null): TestCategory {
  return CATEGORIES.find((c) => c.slug === slug)?.category ?? CATEGORIES[0]!.category;
}

export function slugOf(category: TestCategory): string {
  return CATEGORIES.find((c) => c.category === category)?.slug ?? CATEGORIES[0]!.slug;
}

/** The country of a locale tag (`ko-KR` gives KR): prices are shown in its currency, as the server maps it. */
export function countryOfLocale(locale: string): string | null {
  return locale.split('-')[1]?.toUpperCase() ?? null;
}

/** A test's start page: its home page, `/index/{code}-{examId}`. */
export const startPathOf = (routeKey: string) => `/index/${routeKey}`;
