/**
 * Messages travel in bundles. `core` holds what every page may need (header, footer, home, errors) and ships
 * with the entry in English; the `funnel` bundle holds the words of the test, the report form and the result,
 * pages loaded on demand, so the home page carries none of them. They are one bundle because a visitor goes
 * through those pages in one sitting: one small request on the question page covers the rest of the way.
 * The `checkout` bundle holds the plan, upsell and payment pages' words, fetched when the plan page opens;
 * `report` the paid report's and the retrieve page's; `subscription` the cancel pages' and the plan panel's;
 * `support` the contact form's and the cookie banner's and settings'.
 *
 * A message belongs to a bundle by the first segment of its id, its feature (`exam.tip.title` is in `funnel`).
 * Pure data and functions: the build script that splits the compiled catalogues imports this file too.
 */
const FEATURES_BY_BUNDLE = {
  funnel: ['exam', 'reportForm', 'result', 'invite'],
  checkout: ['plan', 'payment', 'upgrade'],
  report: ['report', 'retrieve'],
  subscription: ['cancel', 'subscription'],
  account: ['account'],
  help: ['help'],
  // The contact form (its page and the footer's dialog), the cookie banner and its settings: all fetched on demand.
  support: ['support', 'cookieSettings'],
  // The user centre's articles and platform notices.
  content: ['articles', 'notices'],
  // The growth centre's daily question.
  dailyQuestion: ['dailyQuestion'],
  // The exploration centre's experiments.
  experiments: ['experiments'],
  // The growth centre's courses and their PDF viewer.
  courses: ['courses'],
  // The entertainment centre's games.
  games: ['games'],
  // The tree hole's feed, form and the member's own posts.
  treeHole: ['treeHole'],
  // The landing pages' headlines and points, one bundle for all fourteen themes.
  landing: ['landing'],
  // The staff studio: only its own pages fetch it.
  studio: ['studio'],
} as const satisfies Record<string, readonly string[]>;

export type MessageBundle = keyof typeof FEATURES_BY_BUNDLE;
export type CatalogueName = MessageBundle | 'core';

export const MESSAGE_BUNDLES = Object.keys(FEATURES_BY_BUNDLE) as MessageBundle[];

const BUNDLE_OF_FEATURE: ReadonlyMap<string, MessageBundle> = new Map(
  MESSAGE_BUNDLES.flatMap((bundle) => FEATURES_BY_BUNDLE[bundle].map((feature) => [feature, bundle] as const)),
);

/** The bundle a message id belongs to. */
export function bundleOf(id: string): CatalogueName {
  const dot = id.indexOf('.');
  return BUNDLE_OF_FEATURE.get(dot < 0 ? id : id.slice(0, dot)) ?? 'core';
}

/** Splits one locale's catalogue into its bundles; every bundle is present, possibly empty. */
export function splitCatalogue<T>(catalogue: Readonly<Record<string, T>>): Record<CatalogueName, Record<string, T>> {
  const names: readonly CatalogueName[] = ['core', ...MESSAGE_BUNDLES];
  const parts = Object.fromEntries(names.map((name) => [name, {}])) as Record<CatalogueName, Record<string, T>>;
  for (const [id, message] of Object.entries(catalogue)) parts[bundleOf(id)][id] = message;
  return parts;
}
