import type { Db } from '../../db/connection';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales';
import { ttlCache } from '../../shared/ttlCache';
import type { PersonalityTypeModel } from './scoring.models';
import * as types from './types.repository';

export function createScoringService(deps: { db: Db }) {
  const cache = ttlCache<Locale, Map<string, PersonalityTypeModel>>(5 * 60_000);
  const byLocale = (locale: Locale) =>
    cache.get(locale, async () => new Map((await types.listTypes(deps.db, locale)).map((t) => [t.code, t])));

  return {
    /** A type's texts in a locale, or in English when that locale has none; null for an unknown code. */
    async personalityType(code: string, locale: Locale): Promise<PersonalityTypeModel | null> {
      const upper = code.toUpperCase();
      return (await byLocale(locale)).get(upper) ?? (await byLocale(DEFAULT_LOCALE)).get(upper) ?? null;
    },

    async personalityTypes(locale: Locale): Promise<PersonalityTypeModel[]> {
      const list = [...(await byLocale(locale)).values()];
      return list.length ? list : [...(await byLocale(DEFAULT_LOCALE)).values()];
    },
  };
}

export type ScoringService = ReturnType<typeof createScoringService>;
