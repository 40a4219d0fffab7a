import { readContent } from '../../../seeds/content';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales';

/** One of the seven premium benefits (spec section 3): a stable key (the client's icon), its name and what it gives. */
export interface PremiumBenefit {
  readonly key: string;
  readonly name: string;
  readonly content: string;
}

let cache: Readonly<Record<string, readonly PremiumBenefit[]>> | undefined;

/** The premium benefits in a locale (English when a locale has none), in the order they are shown. */
export function premiumBenefits(locale: Locale | null | undefined): readonly PremiumBenefit[] {
  cache ??= readContent<Record<string, PremiumBenefit[]>>('premium', 'benefits.json') ?? {};
  return cache[locale ?? DEFAULT_LOCALE] ?? cache[DEFAULT_LOCALE] ?? [];
}
