import { graphql, HttpResponse } from 'msw';
import type {
  ScaleLevel,
  YdgxFreeResultQuery,
  YdgxFreeResultQueryVariables,
  YdgxReportQuery,
  YdgxReportQueryVariables,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

/** The psychological map's queries for component tests: one scored session and one paid report. */
type Teaser = NonNullable<NonNullable<NonNullable<Served<YdgxFreeResultQuery>['examSession']>['result']>['psychMap']>;
type PsychMap = NonNullable<NonNullable<Served<YdgxReportQuery>['report']>['psychMap']>;

export const YDGX_SESSION = 'session-ydgx-000000001';
export const YDGX_ORDER = 'R2026112700002';

const TRAITS = [
  ['E', 'Extraversion', 'HIGH', 78, 81],
  ['A', 'Agreeableness', 'MEDIUM', 55, 48],
  ['C', 'Conscientiousness', 'MEDIUM', 60, 52],
  ['N', 'Emotional reactivity', 'LOW', 30, 22],
  ['O', 'Openness', 'HIGH', 82, 88],
] as const;

export const teaser = (): Teaser =>
  ({
    __typename: 'PsychMapTeaser',
    bigFive: TRAITS.map(([dimension, name, level]): Teaser['bigFive'][number] => ({ __typename: 'TraitLevel', dimension, name, short: `${name} in one line.`, level })),
    quadrant: 'SECURE',
    quadrantTitle: 'Secure',
    thinking: 'REFLECTIVE',
    disclaimer: 'A description of tendencies, not a clinical assessment.',
  });

const scale = (dimension: string, name: string, level: ScaleLevel, percent: number, percentile: number | null): PsychMap['bigFive'][number] => ({
  __typename: 'ScaleScore',
  dimension,
  name,
  short: `${name} in one line.`,
  percent,
  percentile,
  level,
  text: `What ${name.toLowerCase()} at this level means for you.`,
  advice: `Advice for ${name.toLowerCase()}.`,
});

type Chart = NonNullable<PsychMap['tabs'][number]['blocks'][number]['chart']>;
const chart = (points: Array<[string, string, number, number]>, text: string): Chart => ({
  __typename: 'ReportChart',
  kind: 'bars',
  textEquivalent: text,
  points: points.map(([key, label, value, max]): Chart['points'][number] => ({ __typename: 'ChartPoint', key, label, value, max })),
});

export const psychMap = (): PsychMap =>
  ({
    __typename: 'PsychMapReport',
    generatedAt: '2026-11-27T10:00:00.000Z',
    bigFive: TRAITS.map(([d, n, l, p, q]) => scale(d, n, l, p, q)),
    thinking: 'REFLECTIVE',
    thinkingTitle: 'Reflective',
    thinkingText: 'You like to think things through.',
    quadrant: 'SECURE',
    quadrantTitle: 'Secure',
    quadrantText: 'Close and free at once.',
    quadrantAdvice: 'Keep saying what you need.',
    relationship: [scale('INT', 'Intimacy needs', 'MEDIUM', 50, null), scale('SEC', 'Security', 'HIGH', 75, null)],
    motives: [scale('QUA', 'Quality', 'HIGH', 80, null)],
    topMotive: 'QUA',
    wellbeingIndex: 64,
    wellbeingText: 'Your wellbeing is good.',
    keywords: ['Curious', 'Sociable'],
    tags: ['Explorer'],
    norms: {
      __typename: 'NormsInfo',
      source: 'IPIP published norms',
      citation: 'Goldberg, L. R. (1992). The development of markers for the Big-Five factor structure. Psychological Assessment, 4(1), 26-42.',
      sampleSize: 1000,
      own: false,
    },
    tabs: [
      {
        __typename: 'ReportTab',
        key: 'overview',
        title: 'Overview',
        blocks: [
          {
            __typename: 'ReportBlock',
            key: 'big5',
            title: 'Big Five',
            paragraphs: ['Overview paragraph.'],
            chart: chart(TRAITS.map(([d, n, , p]) => [d, n, p, 100]), 'Extraversion 78 of 100, ...'),
          },
        ],
      },
      {
        __typename: 'ReportTab',
        key: 'keyInterpretations',
        title: 'Key interpretations',
        blocks: [
          {
            __typename: 'ReportBlock',
            key: 'motives',
            title: 'Consumption motives',
            paragraphs: ['Quality comes first for you.'],
            chart: chart([['SOC', 'Social', 40, 100], ['QUA', 'Quality', 80, 100]], 'Social 40, quality 80 of 100.'),
          },
        ],
      },
      { __typename: 'ReportTab', key: 'dimensionDetail', title: 'Dimension detail', blocks: [] },
      {
        __typename: 'ReportTab',
        key: 'developmentAdvice',
        title: 'Development advice',
        blocks: [{ __typename: 'ReportBlock', key: 'advice', title: 'Growing', paragraphs: ['Try one new thing a week.'], chart: null }],
      },
    ],
    disclaimer: 'A description of tendencies, not a clinical assessment.',
  });

const asked: Array<Record<string, unknown>> = [];
export const ydgxBackend = { reset: () => void (asked.length = 0), asked };

export const ydgxHandlers = [
  graphql.query<Served<YdgxFreeResultQuery>, YdgxFreeResultQueryVariables>('YdgxFreeResult', ({ variables }) => {
    asked.push(variables);
    if (variables.id !== YDGX_SESSION) return HttpResponse.json({ data: { examSession: null } });
    return HttpResponse.json({
      data: {
        examSession: {
          __typename: 'ExamSession',
          id: YDGX_SESSION,
          examId: 1802,
          submittedAt: '2026-11-27T10:00:00.000Z',
          result: { __typename: 'Result', examId: 1802, completedAt: '2026-11-27T10:00:00.000Z', psychMap: teaser() },
        },
      },
    });
  }),
  graphql.query<Served<YdgxReportQuery>, YdgxReportQueryVariables>('YdgxReport', ({ variables }) => {
    asked.push(variables);
    if (variables.orderNumber !== YDGX_ORDER) return HttpResponse.json({ data: { report: null } });
    return HttpResponse.json({
      data: {
        report: {
          __typename: 'Report',
          orderNumber: YDGX_ORDER,
          status: 'COMPLETED',
          locale: variables.locale ?? 'en-US',
          examId: 1802,
          firstName: 'Ana',
          completedAt: '2026-11-27T10:00:00.000Z',
          pdfUrl: null,
          psychMap: psychMap(),
        },
      },
    });
  }),
];
