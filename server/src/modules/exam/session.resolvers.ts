import { offerEndsAt } from '../catalog/billing';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import { AppError } from '../../shared/errors';

/** Test sessions are public: the session id itself is the visitor's private key to its answers and result. */
export const sessionResolvers: Resolvers = {
  Query: {
    questions: publicField(async (_p, { examId, locale }, { services }) => {
      const set = await services.session.questionSet(examId, locale);
      if ('errors' in set) {
        const e = set.errors[0]!;
        throw new AppError(e.code === 'EXAM_NOT_FOUND' ? 'EXAM_NOT_FOUND' : 'UNKNOWN_LOCALE', e.message, { field: e.field ?? undefined });
      }
      return set;
    }),
    examSession: publicField((_p, { id }, { services }) => services.session.get(id)),
  },
  Mutation: {
    startExamSession: publicField(async (_p, { input }, { services, logId, viewer, session }) =>
      services.session.start(input.examId, input.locale, logId, { viewerKeyHash: viewer.ensure(), userId: (await session.user())?.id ?? null }),
    ),
    saveAnswers: publicField((_p, { input }, { services }) =>
      services.session.saveAnswers(
        input.sessionId,
        input.answers.map((a) => ({ questionId: String(a.questionId), value: a.value, ms: a.ms ?? null })),
        input.locale,
      ),
    ),
    giveHealthConsent: publicField((_p, { input }, { services }) => services.session.giveHealthConsent(input.sessionId, input.version)),
    submitExam: publicField((_p, { input }, { services }) => services.session.submit(input.sessionId)),
    saveReportForm: publicField((_p, { input: { sessionId, ...form } }, { services }) => services.session.saveReportForm(sessionId, form)),
  },
  ExamSession: {
    answers: (s) => Object.entries(s.answers).map(([questionId, value]) => ({ questionId, value })),
    answeredCount: (s) => Object.keys(s.answers).length,
    healthConsentAt: (s) => s.healthConsent?.at ?? null,
    healthConsentVersion: (s) => s.healthConsent?.version ?? null,
    // A health exam's purchase has no countdown.
    offerEndsAt: async (s, _a, { services }) => ((await services.exam.isHealthExam(s.examId)) ? null : offerEndsAt(s.submittedAt)),
  },
};
