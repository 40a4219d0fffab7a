import { graphql, HttpResponse } from 'msw';
import type {
  AxisScores_ResultFragment,
  DepsConsentStatusQuery,
  DepsConsentStatusQueryVariables,
  ExamErrorCode,
  ExamQuestionsQuery,
  ExamQuestionsQueryVariables,
  ExamSessionAnswersQuery,
  ExamSessionAnswersQueryVariables,
  FreeResultQuery,
  FreeResultQueryVariables,
  GiveHealthConsentMutation,
  GiveHealthConsentMutationVariables,
  ReportFormProtocolsQuery,
  ReportFormProtocolsQueryVariables,
  ReportFormSessionQuery,
  ReportFormSessionQueryVariables,
  SaveAnswersMutation,
  SaveAnswersMutationVariables,
  SaveReportFormMutation,
  SaveReportFormMutationVariables,
  StartExamSessionMutation,
  StartExamSessionMutationVariables,
  SubmitExamMutation,
  SubmitExamMutationVariables,
  TypeHero_TypeFragment,
} from '../src/__generated__/graphql';
import type { Served } from './served';

/**
 * A small stand-in for the server's test API, for component tests: twelve statements in three parts of four,
 * sessions kept in memory, answers merged as the real server merges them, and a fixed result once submitted.
 * Tests read what it stored and change how it answers.
 */

export const EXAM_ID = 1754;
const LABELS = ['Strongly agree', 'Agree', 'Slightly agree', 'Neutral', 'Slightly disagree', 'Disagree', 'Strongly disagree'];

type Statement = Pick<ExamQuestionsQuery['questions']['questions'][number], 'id' | 'part' | 'position' | 'text'>;

export const STATEMENTS: Statement[] = Array.from({ length: 12 }, (_, index) => ({
  id: `Q${String(index + 1).padStart(2, '0')}`,
  part: Math.floor(index / 4) + 1,
  position: index + 1,
  text: `Statement number ${index + 1} about how I live.`,
}));

export const statementText = (position: number) => `Statement number ${position} about how I live.`;

/** The report form as the server keeps it: the fields ReportFormSession reads. */
export type FakeForm = NonNullable<NonNullable<ReportFormSessionQuery['examSession']>['form']>;

export interface FakeSession {
  id: string;
  examId: number;
  locale: string;
  answers: Record<string, number>;
  submittedAt: string | null;
  form: FakeForm | null;
  /** When the consent to health data was given (the depression screen); null or absent until then. */
  healthConsentAt?: string | null;
}

const EMPTY_FORM: FakeForm = { firstName: null, lastName: null, email: null, birthYear: null, gender: null, country: null };

const AXES: Served<AxisScores_ResultFragment>['axes'] = [
  { axis: 'EI', firstPole: 'E', secondPole: 'I', firstPercent: 38, secondPercent: 62, winner: 'I', level: 'MODERATE' },
  { axis: 'SN', firstPole: 'S', secondPole: 'N', firstPercent: 27, secondPercent: 73, winner: 'N', level: 'HIGH' },
  { axis: 'TF', firstPole: 'T', secondPole: 'F', firstPercent: 45, secondPercent: 55, winner: 'F', level: 'VERY_LOW' },
  { axis: 'JP', firstPole: 'J', secondPole: 'P', firstPercent: 60, secondPercent: 40, winner: 'J', level: 'LOW' },
  { axis: 'ES', firstPole: 'C', secondPole: 'R', firstPercent: 85, secondPercent: 15, winner: 'C', level: 'VERY_HIGH' },
];

export const INFJ: Served<TypeHero_TypeFragment> = {
  code: 'INFJ',
  title: 'The Quiet Guide',
  tagline: 'Sees what people could become and helps them get there.',
  description: 'Quiet Guides look beneath the surface of things.',
  accent: '#2E6B3E',
};

type Failure = 'network' | ExamErrorCode;

let sessions = new Map<string, FakeSession>();
let counter = 0;
/** Failures to answer with, per operation, one per request, before answering normally again. */
let failures = new Map<string, Failure[]>();
/** Operations whose answers wait until the test lets them go. */
let pauses = new Map<string, Promise<void>>();
const formInputs: SaveReportFormMutationVariables['input'][] = [];
const consentInputs: GiveHealthConsentMutationVariables['input'][] = [];

function nextFailure(operation: string): Failure | undefined {
  return failures.get(operation)?.shift();
}

/** Waits while the test holds `operation`, then tells whether its next request fails. */
async function nextOutcome(operation: string): Promise<Failure | undefined> {
  await pauses.get(operation);
  return nextFailure(operation);
}

const networkError = () => HttpResponse.error();
type QuestionSet = Served<ExamQuestionsQuery>['questions'];
type SessionAnswer = NonNullable<Served<ExamSessionAnswersQuery>['examSession']>['answers'][number];
type ExamError = Served<StartExamSessionMutation>['startExamSession']['errors'][number];
const payloadError = (code: ExamErrorCode, field: string | null = null): ExamError => ({ __typename: 'ExamError', code, field });

export const examBackend = {
  reset() {
    sessions = new Map();
    failures = new Map();
    pauses = new Map();
    counter = 0;
    formInputs.length = 0;
    consentInputs.length = 0;
  },
  /** A session as the server would hold it. */
  seedSession(session: Partial<FakeSession> & { id: string }): FakeSession {
    const full: FakeSession = { examId: EXAM_ID, locale: 'en-US', answers: {}, submittedAt: null, form: null, ...session };
    sessions.set(full.id, full);
    return full;
  },
  session: (id: string) => sessions.get(id),
  /** The next requests of `operation` fail, one failure each. */
  fail(operation: string, ...next: Failure[]) {
    failures.set(operation, [...(failures.get(operation) ?? []), ...next]);
  },
  /** Holds the answers to `operation` until the returned function is called. */
  pause(operation: string): () => void {
    let release = () => undefined as void;
    pauses.set(operation, new Promise<void>((resolve) => (release = resolve)));
    return () => {
      pauses.delete(operation);
      release();
    };
  },
  formInputs,
  /** Every consent to health data received, in order. */
  consentInputs,
};

/** Every answer given, for seeding a complete session. */
export const allAnswers = (value = 2) => Object.fromEntries(STATEMENTS.map((statement) => [statement.id, value]));

const sessionPayload = (session: FakeSession) => ({ __typename: 'ExamSession' as const, id: session.id });

export const examHandlers = [
  graphql.query<Served<ExamQuestionsQuery>, ExamQuestionsQueryVariables>('ExamQuestions', ({ variables }) => {
    const failure = nextFailure('ExamQuestions');
    if (failure === 'network') return networkError();
    if (failure) return HttpResponse.json({ errors: [{ message: 'refused', extensions: { code: failure } }], data: null });
    const prefix = variables.locale === 'en-US' ? '' : `[${variables.locale}] `;
    return HttpResponse.json({
      data: {
        questions: {
          __typename: 'QuestionSet',
          examId: variables.examId,
          locale: variables.locale,
          labels: LABELS.map((label) => prefix + label),
          parts: 3,
          questions: STATEMENTS.map((statement): QuestionSet['questions'][number] => ({
            __typename: 'Question',
            ...statement,
            text: prefix + statement.text,
            kind: 'AGREE7',
            block: null,
          })),
          scales: [{ __typename: 'AnswerScale', kind: 'AGREE7', labels: LABELS.map((label) => prefix + label) }],
          partDetails: [1, 2, 3].map((part): QuestionSet['partDetails'][number] => ({ __typename: 'ExamPart', part, tip: null, instructions: [] })),
          attribution: null,
        },
      },
    });
  }),

  graphql.query<Served<ExamSessionAnswersQuery>, ExamSessionAnswersQueryVariables>('ExamSessionAnswers', ({ variables }) => {
    if (nextFailure('ExamSessionAnswers') === 'network') return networkError();
    const session = sessions.get(String(variables.id));
    return HttpResponse.json({
      data: {
        examSession: session
          ? {
              __typename: 'ExamSession',
              id: session.id,
              examId: session.examId,
              submittedAt: session.submittedAt,
              answers: Object.entries(session.answers).map(([questionId, value]): SessionAnswer => ({ __typename: 'Answer', questionId, value })),
            }
          : null,
      },
    });
  }),

  graphql.mutation<Served<StartExamSessionMutation>, StartExamSessionMutationVariables>('StartExamSession', ({ variables }) => {
    const failure = nextFailure('StartExamSession');
    if (failure === 'network') return networkError();
    if (failure) return HttpResponse.json({ data: { startExamSession: { __typename: 'ExamSessionPayload', session: null, errors: [payloadError(failure)] } } });
    counter += 1;
    const session = examBackend.seedSession({
      id: `session-${String(counter).padStart(12, '0')}`,
      examId: variables.input.examId,
      locale: variables.input.locale,
    });
    return HttpResponse.json({
      data: {
        startExamSession: { __typename: 'ExamSessionPayload', session: { ...sessionPayload(session), examId: session.examId }, errors: [] },
      },
    });
  }),

  graphql.query<Served<DepsConsentStatusQuery>, DepsConsentStatusQueryVariables>('DepsConsentStatus', ({ variables }) => {
    if (nextFailure('DepsConsentStatus') === 'network') return networkError();
    const session = sessions.get(String(variables.id));
    return HttpResponse.json({
      data: {
        examSession: session ? { __typename: 'ExamSession', id: session.id, examId: session.examId, healthConsentAt: session.healthConsentAt ?? null } : null,
      },
    });
  }),

  graphql.mutation<Served<GiveHealthConsentMutation>, GiveHealthConsentMutationVariables>('GiveHealthConsent', ({ variables }) => {
    const failure = nextFailure('GiveHealthConsent');
    if (failure === 'network') return networkError();
    consentInputs.push(variables.input);
    const session = sessions.get(String(variables.input.sessionId));
    const errors = failure ? [payloadError(failure)] : session ? [] : [payloadError('SESSION_NOT_FOUND', 'sessionId')];
    if (!session || errors.length) {
      return HttpResponse.json({ data: { giveHealthConsent: { __typename: 'ExamSessionPayload', session: null, errors } } });
    }
    session.healthConsentAt ??= '2026-11-22T09:59:00.000Z';
    return HttpResponse.json({
      data: {
        giveHealthConsent: {
          __typename: 'ExamSessionPayload',
          session: { ...sessionPayload(session), healthConsentAt: session.healthConsentAt, healthConsentVersion: variables.input.version },
          errors: [],
        },
      },
    });
  }),

  graphql.mutation<Served<SaveAnswersMutation>, SaveAnswersMutationVariables>('SaveAnswers', ({ variables }) => {
    const failure = nextFailure('SaveAnswers');
    if (failure === 'network') return networkError();
    const session = sessions.get(String(variables.input.sessionId));
    const errors = failure ? [payloadError(failure)] : session ? [] : [payloadError('SESSION_NOT_FOUND', 'sessionId')];
    if (!session || errors.length) {
      return HttpResponse.json({ data: { saveAnswers: { __typename: 'ExamSessionPayload', session: null, errors } } });
    }
    const answers = variables.input.answers.map(({ questionId, value }) => ({ questionId: String(questionId), value }));
    for (const { questionId, value } of answers) session.answers[questionId] = value;
    if (variables.input.locale) session.locale = variables.input.locale;
    return HttpResponse.json({
      data: {
        saveAnswers: {
          __typename: 'ExamSessionPayload',
          session: { ...sessionPayload(session), answeredCount: Object.keys(session.answers).length },
          errors: [],
        },
      },
    });
  }),

  graphql.mutation<Served<SubmitExamMutation>, SubmitExamMutationVariables>('SubmitExam', async ({ variables }) => {
    const failure = await nextOutcome('SubmitExam');
    if (failure === 'network') return networkError();
    const session = sessions.get(String(variables.input.sessionId));
    const missing = session ? STATEMENTS.filter((statement) => session.answers[statement.id] === undefined).length : 0;
    const code: ExamErrorCode | null = failure ?? (!session ? 'SESSION_NOT_FOUND' : missing > 0 ? 'INCOMPLETE_ANSWERS' : null);
    if (code || !session) {
      return HttpResponse.json({
        data: { submitExam: { __typename: 'ExamSessionPayload', session: null, errors: [payloadError(code ?? 'SESSION_NOT_FOUND')] } },
      });
    }
    session.submittedAt = '2026-11-22T10:00:00.000Z';
    return HttpResponse.json({
      data: {
        submitExam: {
          __typename: 'ExamSessionPayload',
          session: { ...sessionPayload(session), submittedAt: session.submittedAt, examOrderNumber: 'order-number-0001' },
          errors: [],
        },
      },
    });
  }),

  graphql.query<Served<ReportFormSessionQuery>, ReportFormSessionQueryVariables>('ReportFormSession', ({ variables }) => {
    if (nextFailure('ReportFormSession') === 'network') return networkError();
    const session = sessions.get(String(variables.id));
    return HttpResponse.json({
      data: {
        examSession: session
          ? {
              __typename: 'ExamSession',
              id: session.id,
              examId: session.examId,
              submittedAt: session.submittedAt,
              form: session.form ? { __typename: 'ReportForm', ...session.form } : null,
            }
          : null,
      },
    });
  }),

  graphql.mutation<Served<SaveReportFormMutation>, SaveReportFormMutationVariables>('SaveReportForm', async ({ variables }) => {
    const failure = await nextOutcome('SaveReportForm');
    if (failure === 'network') return networkError();
    const { sessionId, ...form } = variables.input;
    formInputs.push(variables.input);
    const session = sessions.get(String(sessionId));
    if (failure || !session) {
      const code = failure ?? 'SESSION_NOT_FOUND';
      const field = code === 'INVALID_EMAIL' || code === 'EMAIL_REQUIRED' ? 'email' : code === 'NAME_REQUIRED' ? 'firstName' : null;
      return HttpResponse.json({ data: { saveReportForm: { __typename: 'ExamSessionPayload', session: null, errors: [payloadError(code, field)] } } });
    }
    session.form = { ...EMPTY_FORM, ...form };
    return HttpResponse.json({
      data: {
        saveReportForm: {
          __typename: 'ExamSessionPayload',
          session: { ...sessionPayload(session), form: { __typename: 'ReportForm', ...session.form } },
          errors: [],
        },
      },
    });
  }),

  graphql.query<Served<ReportFormProtocolsQuery>, ReportFormProtocolsQueryVariables>('ReportFormProtocols', ({ variables }) =>
    HttpResponse.json({
      data: {
        protocols: [
          { __typename: 'Protocol', id: 1, kind: 'terms', title: 'Terms of service', body: `Terms in ${variables.locale}.\n\nSecond paragraph.` },
          { __typename: 'Protocol', id: 2, kind: 'privacy', title: 'Privacy policy', body: `Privacy in ${variables.locale}.` },
        ],
      },
    }),
  ),

  graphql.query<Served<FreeResultQuery>, FreeResultQueryVariables>('FreeResult', async ({ variables }) => {
    if ((await nextOutcome('FreeResult')) === 'network') return networkError();
    const session = sessions.get(String(variables.id));
    if (!session) return HttpResponse.json({ data: { examSession: null } });
    const prefix = variables.locale === 'en-US' ? '' : `[${variables.locale}] `;
    return HttpResponse.json({
      data: {
        examSession: {
          __typename: 'ExamSession',
          id: session.id,
          examId: session.examId,
          submittedAt: session.submittedAt,
          result: session.submittedAt
            ? {
                __typename: 'Result',
                typeCode: 'INFJ',
                axes: AXES.map((axis) => ({ __typename: 'AxisScore', ...axis })),
                type: { __typename: 'PersonalityType', ...INFJ, title: prefix + INFJ.title },
              }
            : null,
        },
      },
    });
  }),
];
