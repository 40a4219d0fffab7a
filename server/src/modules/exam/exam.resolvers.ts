import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import { NATIVE_NAMES, normalizeLocale } from '../../shared/locales';
import { requireLocale } from './exam.service';

export const examResolvers: Resolvers = {
  Query: {
    exam: publicField((_p, { examId }, { services }) => services.exam.findExam(examId)),
    protocols: publicField((_p, { examId, locale }, { services }) => services.exam.protocols(examId, requireLocale(locale))),
    helpEntries: publicField((_p, { examId, locale }, { services }) =>
      services.exam.helpEntries(examId, requireLocale(locale)),
    ),
  },
  Exam: {
    name: (exam, { locale }, { services, locale: requestLocale }) =>
      services.exam.examName(exam, normalizeLocale(locale) ?? requestLocale),
    languages: (exam) =>
      exam.languages.map((code) => ({ code, nativeName: NATIVE_NAMES[code], isDefault: code === exam.defaultLocale })),
  },
};
