import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import { NATIVE_NAMES, normalizeLocale } from '../../shared/locales';
import { requireLocale } from './exam.service';
import { kindEnum, type ItemKind } from './itemKinds';

/** Item kinds are stored lower-case (freq0_3) and named upper-case in the schema (FREQ0_3). */
const kindName = (kind: string) => kindEnum(kind.toLowerCase() as ItemKind);

export const examResolvers: Resolvers = {
  Query: {
    exams: publicField((_p, { includeHidden }, { services }) => services.exam.listExams(includeHidden ?? false)),
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
    routeKey: (exam) => `${exam.code}-${exam.id}`,
  },
  Question: {
    kind: (q) => kindName(q.kind),
  },
  QuestionSet: {
    partDetails: (set) => set.partDetails.map((p) => ({ ...p, kinds: p.kinds.map(kindName) })),
    scales: (set) => set.scales.map((sc) => ({ ...sc, kind: kindName(sc.kind) })),
  },
};
