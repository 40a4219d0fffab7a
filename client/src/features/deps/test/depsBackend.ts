import { graphql, HttpResponse } from 'msw';
import type {
  DepressionResult_ResultFragment,
  DepsFreeResultQuery,
  DepsFreeResultQueryVariables,
  DepsReportQuery,
  DepsReportQueryVariables,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

/**
 * The depression screen's queries for component tests: one scored session and one paid report, both changed by
 * the test. Answers carry `__typename` as the server's do.
 */
type Result = Served<DepressionResult_ResultFragment>;
type Report = NonNullable<NonNullable<Served<DepsReportQuery>['report']>['depression']>;

export const DEPS_SESSION = 'session-deps-000000001';
export const DEPS_ORDER = 'R2026112700001';

const US_CRISIS: Result['crisis'] = {
  __typename: 'CrisisResources',
  country: 'US',
  emergency: '911',
  reviewedOn: '2026-11-27',
  lines: [
    { __typename: 'CrisisLine', name: '988 Suicide & Crisis Lifeline', phone: '988', text: '988', url: 'https://988lifeline.org', hours: '24/7' },
  ],
  international: [{ __typename: 'CrisisLine', name: 'Find A Helpline', phone: null, text: null, url: 'https://findahelpline.com', hours: null }],
};

export function depressionResult(change: Partial<Result> = {}): Result {
  return {
    __typename: 'DepressionResult',
    score: 7,
    maxScore: 27,
    band: 'MILD',
    bandTitle: 'Mild symptoms',
    summary: 'Your answers point to mild symptoms of low mood over the last two weeks.',
    nextSteps: ['Keep a regular sleep rhythm.', 'Tell someone you trust how you feel.', 'Take the screen again in two weeks.'],
    wellbeingIndex: 44,
    wellbeingLevel: 'LOW',
    wellbeingTitle: 'Your wellbeing',
    wellbeingText: 'An index below 50 suggests your wellbeing is lower than usual.',
    item9Flag: false,
    item9Title: null,
    item9Body: null,
    crisis: null,
    disclaimer: 'This is a screen, not a diagnosis.',
    attribution: 'PHQ-9 and WHO-5, used with attribution.',
    ...change,
  };
}

/** The result when item 9 was answered above 0: crisis lines for the United States. */
export const withItem9 = (change: Partial<Result> = {}) =>
  depressionResult({
    item9Flag: true,
    item9Title: 'You are not alone',
    item9Body: 'You said you have had thoughts of hurting yourself. Please reach out now: these people are there to listen.',
    crisis: US_CRISIS,
    ...change,
  });

export function depsReport(change: Partial<Report> = {}): Report {
  const names = ['Loss of interest', 'Low mood', 'Sleep', 'Tiredness', 'Appetite', 'Self-worth', 'Concentration', 'Moving slowly', 'Thoughts of self-harm'];
  return {
    __typename: 'DepressionReport',
    result: depressionResult(),
    symptoms: names.map((name, index): Report['symptoms'][number] => ({
      __typename: 'SymptomReading',
      item: `PHQ9_${index + 1}`,
      name,
      score: index === 8 ? 0 : index % 4,
      text: `What ${name.toLowerCase()} at this level means.`,
      tips: [`A first idea for ${name.toLowerCase()}.`],
    })),
    patterns: [
      { __typename: 'SymptomPattern', key: 'mood', title: 'Mood', body: 'Mood body.', score: 1, maxScore: 6 },
      { __typename: 'SymptomPattern', key: 'body', title: 'Body', body: 'Body text.', score: 5, maxScore: 9 },
    ],
    selfHelpPlan: [{ __typename: 'DepthParagraph', title: 'Move a little every day', text: 'A ten-minute walk counts.' }],
    doctorTalk: {
      __typename: 'DoctorTalk',
      title: 'Talking to your doctor',
      intro: 'A short visit is enough to start.',
      checklist: ['This summary', 'A list of medicines'],
      phrases: ['I have been feeling low for two weeks.'],
      pdfUrl: '/files/doctor-summary.pdf',
    },
    retest: {
      __typename: 'RetestPlan',
      title: 'Take the screen again',
      body: 'In two weeks, the trend shows whether things are changing.',
      dueAt: '2026-12-11T10:00:00.000Z',
      trend: [
        { __typename: 'ScreenTrendPoint', completedAt: '2026-11-13T10:00:00.000Z', score: 11, band: 'MODERATE', wellbeingIndex: 36 },
        { __typename: 'ScreenTrendPoint', completedAt: '2026-11-27T10:00:00.000Z', score: 7, band: 'MILD', wellbeingIndex: 44 },
      ],
    },
    ...change,
  };
}

let result: Result | null = depressionResult();
let report: Report | null = depsReport();
let status: 'COMPLETED' | 'GENERATING' | 'PENDING_PAYMENT' = 'COMPLETED';
const asked: Array<Record<string, unknown>> = [];

export const depsBackend = {
  reset() {
    result = depressionResult();
    report = depsReport();
    status = 'COMPLETED';
    asked.length = 0;
  },
  setResult: (next: Result | null) => void (result = next),
  setReport: (next: Report | null) => void (report = next),
  setStatus: (next: typeof status) => void (status = next),
  /** The variables of every request, in order. */
  asked,
};

export const depsHandlers = [
  graphql.query<Served<DepsFreeResultQuery>, DepsFreeResultQueryVariables>('DepsFreeResult', ({ variables }) => {
    asked.push(variables);
    const known = variables.id === DEPS_SESSION;
    return HttpResponse.json({
      data: {
        examSession: known
          ? {
              __typename: 'ExamSession',
              id: DEPS_SESSION,
              examId: 1801,
              submittedAt: '2026-11-27T10:00:00.000Z',
              result: result && { __typename: 'Result', examId: 1801, completedAt: '2026-11-27T10:00:00.000Z', depression: result },
            }
          : null,
      },
    });
  }),
  graphql.query<Served<DepsReportQuery>, DepsReportQueryVariables>('DepsReport', ({ variables }) => {
    asked.push(variables);
    if (variables.orderNumber !== DEPS_ORDER) return HttpResponse.json({ data: { report: null } });
    return HttpResponse.json({
      data: {
        report: {
          __typename: 'Report',
          orderNumber: DEPS_ORDER,
          status,
          locale: variables.locale ?? 'en-US',
          examId: 1801,
          firstName: 'Ana',
          completedAt: '2026-11-27T10:00:00.000Z',
          pdfUrl: null,
          depression: status === 'COMPLETED' ? report : null,
        },
      },
    });
  }),
];
