import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import { DEFAULT_LOCALE, normalizeLocale } from '../../shared/locales';
import { requireLocale } from '../exam/exam.service';

export const scoringResolvers: Resolvers = {
  Query: {
    personalityType: publicField((_p, { code, locale }, { services }) => services.scoring.personalityType(code, requireLocale(locale))),
    personalityTypes: publicField((_p, { locale }, { services }) => services.scoring.personalityTypes(requireLocale(locale))),
  },
  Result: {
    type: (result, { locale }, { services }) =>
      services.scoring.personalityType(result.typeCode, normalizeLocale(locale) ?? normalizeLocale(result.locale) ?? DEFAULT_LOCALE),
  },
};
