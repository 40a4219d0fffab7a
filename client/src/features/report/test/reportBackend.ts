import { type GraphQLResponseBody, graphql, HttpResponse } from 'msw';
import type {
  PreferenceLevel,
  ReportPdfQuery,
  ReportPdfQueryVariables,
  ReportQuery,
  ReportQueryVariables,
  ReportStatus,
  SubscriptionPanelQuery,
  SubscriptionPanelQueryVariables,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

/**
 * A stand-in for the server's report API, for component tests: one order whose status, PDF and statistics the
 * test sets, answers shaped like the schema (with `__typename`, as the real server sends), and a log of the
 * requests made. Texts in a locale other than en-US carry the locale as a prefix, so a test can tell them apart.
 */

export const ORDER = 'IS-20261122-0001';
export const TOKEN = 'signed-token-1';
export const PDF_URL = 'https://files.example.test/reports/IS-20261122-0001-en-US.pdf?sig=abc';

export interface ReportBackendState {
  /** The order's status; null means the report is not readable by this browser (or does not exist). */
  status: ReportStatus | null;
  /** Whether there are enough results (500) for comparisons: the server sends none before. */
  comparisons: boolean;
  /** Locales whose texts written for the reader's scores exist; the others get no depth and no further reading. */
  depthLocales: string[];
  /** What `pdfUrl` is on each request, by request count; the last entry repeats. Null: not ready. */
  pdfUrls: (string | null)[];
  /** Per operation, failures to answer with, one per request. */
  failures: Record<string, ('network' | 'internal')[]>;
  /** Locales whose report is withheld, as a server would for a key bound to one language. */
  unreadableLocales: string[];
}

export interface LoggedRequest {
  readonly operation: 'Report' | 'ReportPdf';
  readonly variables: ReportQueryVariables;
}

let state: ReportBackendState;
const requests: LoggedRequest[] = [];
let pdfRequests = 0;
/** Operations whose answers wait until the test lets them go. */
const pauses = new Map<string, Promise<void>>();

function initial(): ReportBackendState {
  return { status: 'COMPLETED', comparisons: true, depthLocales: ['en-US'], pdfUrls: [PDF_URL], failures: {}, unreadableLocales: [] };
}
state = initial();

/** The report as the Report query reads it, every fragment of the page spread in. */
export type ReportAnswer = NonNullable<Served<ReportQuery>['report']>;
type Depth = NonNullable<ReportAnswer['depth']>;
type Stats = NonNullable<ReportAnswer['stats']>;

const texts = (locale: string) => (text: string) => (locale === 'en-US' ? text : `[${locale}] ${text}`);

const POLES = [
  ['E', 'Extraversion', 38, 'LOW'],
  ['I', 'Introversion', 62, 'HIGH'],
  ['S', 'Sensing', 27, 'LOW'],
  ['N', 'Intuition', 73, 'HIGH'],
  ['T', 'Thinking', 45, 'MODERATE'],
  ['F', 'Feeling', 55, 'MODERATE'],
  ['J', 'Judging', 60, 'MODERATE'],
  ['P', 'Perceiving', 40, 'LOW'],
  ['C', 'Calm', 85, 'VERY_HIGH'],
  ['R', 'Reactive', 15, 'VERY_LOW'],
] as const;

const RANKING = [
  'ISFJ', 'ESFJ', 'ISTJ', 'ISFP', 'ESTJ', 'ESFP', 'ENFP', 'ISTP',
  'INFP', 'ESTP', 'INTP', 'ENTP', 'ENFJ', 'INTJ', 'ENTJ', 'INFJ',
];

const growth = (t: (text: string) => string, area: string, fields: string[] = []): NonNullable<ReportAnswer['personal']> => ({
  __typename: 'GrowthSection',
  intro: t(`${area} intro.`),
  strengths: [t(`${area} strength one.`), t(`${area} strength two.`)],
  challenges: [t(`${area} challenge one.`)],
  tips: [t(`${area} tip one.`), t(`${area} tip two.`)],
  fields,
});

const glanceItem = (
  label: string,
  axis: string,
  name: string,
  percent: number,
  level: PreferenceLevel,
  closeCall: boolean,
): Depth['glance']['strongest'] => ({
  __typename: 'GlanceItem',
  label,
  axis,
  name,
  percent,
  level,
  closeCall,
});

const advice = (t: (text: string) => string, area: string): Depth['personal'] => ({
  __typename: 'DepthAdvice',
  strongest: { __typename: 'DepthParagraph', title: t(`${area} strongest title`), text: t(`${area} strongest text.`) },
  weakest: { __typename: 'DepthParagraph', title: t(`${area} weakest title`), text: t(`${area} weakest text.`) },
  steadiness: { __typename: 'DepthParagraph', title: t(`${area} steadiness title`), text: t(`${area} steadiness text.`) },
});

/** The part written for the reader's scores: INFJ leaning N 73% (strongest) and F 55% (weakest, a close call). */
function depthFixture(t: (text: string) => string): Depth {
  const reading = (axis: string, pole: string, name: string, percent: number, closeCall: boolean): Depth['axes'][number] => ({
    __typename: 'AxisReading',
    axis,
    pole,
    name: t(name),
    percent,
    text: t(`${name} reading.`),
    closeCall: closeCall ? { __typename: 'DepthParagraph', title: t('A close call'), text: t(`${axis} close call text.`) } : null,
  });
  return {
    __typename: 'ReportDepth',
    portrait: [t('Portrait paragraph one.'), t('Portrait paragraph two.')],
    glance: {
      __typename: 'ScoreGlance',
      title: t('Your scores at a glance'),
      closeCallLabel: t('Close call'),
      strongest: glanceItem(t('Clearest preference'), 'SN', t('Intuition'), 73, 'HIGH', false),
      weakest: glanceItem(t('Lightest preference'), 'TF', t('Feeling'), 55, 'MODERATE', true),
      steadiness: glanceItem(t('Emotional steadiness'), 'ES', t('Calm'), 85, 'VERY_HIGH', false),
    },
    axes: [
      reading('EI', 'I', 'Introversion', 62, false),
      reading('SN', 'N', 'Intuition', 73, false),
      reading('TF', 'F', 'Feeling', 55, true),
      reading('JP', 'J', 'Judging', 60, false),
      reading('ES', 'C', 'Calm', 85, false),
    ],
    personal: advice(t, 'Personal'),
    relationships: advice(t, 'Relationships'),
    career: advice(t, 'Career'),
  };
}

/** The report of INFJ in a locale with the order's status, as the server answers it (its contents once paid). */
export function reportFixture(locale: string, status: ReportStatus, overrides: Partial<ReportAnswer> = {}): ReportAnswer {
  const t = texts(locale);
  const paid = status !== 'PENDING_PAYMENT';
  const type: NonNullable<ReportAnswer['type']> = {
    __typename: 'PersonalityType',
    code: 'INFJ',
    title: t('The Quiet Guide'),
    tagline: t('Sees what people could become and helps them get there.'),
    keywords: [t('Insightful'), t('Principled'), t('Warm')],
    famousPeople: ['Martin Luther King Jr.', 'Nelson Mandela'],
    accent: '#2E6B3E',
    population: { __typename: 'Population', total: 1.5, male: 1.2, female: 1.8, source: 'estimate' },
  };
  const report: ReportAnswer = {
    __typename: 'Report',
    orderNumber: ORDER,
    status,
    locale,
    firstName: 'Ada <b>',
    typeCode: 'INFJ',
    type,
    poles: POLES.map(([pole, name, percent, level]): ReportAnswer['poles'][number] => ({
      __typename: 'PoleScore',
      pole,
      name: t(name),
      summary: t(`${name} summary.`),
      percent,
      level,
      quick: t(`${name} quick.`),
      text: t(`${name} text.`),
    })),
    table: (
      [
      ['EI', 'Introversion', 62, 48, 71, 'Clear'],
      ['SN', 'Intuition', 73, 52, 70, 'Clear'],
      ['TF', 'Feeling', 55, 50, 66, 'Slight'],
      ['JP', 'Judging', 60, 51, 68, 'Slight'],
      ['ES', 'Calm', 85, 45, 72, 'Very clear'],
      ] as const
    ).map(([axis, dimension, score, rangeLow, rangeHigh, interpretation]): ReportAnswer['table'][number] => ({
      __typename: 'ReportTableRow',
      axis,
      dimension: t(String(dimension)),
      score,
      rangeLow: state.comparisons ? rangeLow : null,
      rangeHigh: state.comparisons ? rangeHigh : null,
      interpretation: t(String(interpretation)),
    })),
    personal: growth(t, 'Personal'),
    relationships: growth(t, 'Relationships'),
    career: growth(t, 'Career', [t('Counselling'), t('Writing')]),
    furtherReading: state.depthLocales.includes(locale)
      ? [
          { __typename: 'ReadingItem', title: t('Take the test again'), summary: t('Summary one.'), href: '/answer/question/BMBTI-1754' },
          { __typename: 'ReadingItem', title: t('How your answers are kept'), summary: t('Summary two.'), href: '/help/BMBTI-1754#privacy' },
        ]
      : [],
    depth: state.depthLocales.includes(locale) ? depthFixture(t) : null,
    advancedGuide: {
      __typename: 'AdvancedGuide',
      intro: t('Guide intro.'),
      steps: [t('Step one.'), t('Step two.'), t('Step three.'), t('Step four.')],
    },
    stats: state.comparisons ? {
      __typename: 'ReportStats',
      sampleSize: 48210,
      benchmark: ([
        ['EI', 'I', 62, 62],
        ['SN', 'N', 73, 80],
        ['TF', 'F', 55, 41],
        ['JP', 'J', 60, 57],
      ] as const).map(([axis, pole, percent, percentile]): Stats['benchmark'][number] => ({
        __typename: 'AxisBenchmark',
        axis,
        pole,
        percent,
        percentile,
      })),
      topCountries: ['DE', 'JP', 'US', 'FR', 'KR', 'BR', 'ES', 'GB', 'CN', 'PT'].map((country, index): Stats['topCountries'][number] => ({
        __typename: 'CountryShare',
        country,
        percent: 4.5 - index * 0.3,
      })),
      latestRanking: RANKING.map((code, index): Stats['latestRanking'][number] => ({ __typename: 'TypeShare', code, percent: 12 - index * 0.7 })),
    } : null,
    additionalTests: [
      { __typename: 'Exam', id: 1754, code: 'BMBTI', name: t('16-type personality test') },
      { __typename: 'Exam', id: 1802, code: 'IQ', name: t('Raven matrices IQ test') },
    ],
    completedAt: '2026-11-22T10:00:00.000Z',
    pdfUrl: null as string | null,
    ...overrides,
  };
  if (paid) return report;
  // While payment is pending the server withholds the contents.
  return {
    ...report,
    typeCode: null,
    type: null,
    poles: [],
    table: [],
    personal: null,
    relationships: null,
    career: null,
    furtherReading: [],
    advancedGuide: null,
    depth: null,
    stats: null,
    additionalTests: [],
    completedAt: null,
  };
}

function nextPdfUrl(): string | null {
  const url = state.pdfUrls[Math.min(pdfRequests, state.pdfUrls.length - 1)] ?? null;
  pdfRequests += 1;
  return url;
}

function failure(operation: string) {
  const next = state.failures[operation]?.shift();
  if (next === 'network') return HttpResponse.error();
  if (next === 'internal') {
    return HttpResponse.json<GraphQLResponseBody<null>>({ data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
  }
  return null;
}

/** The order's status when this request may read the report; null when it finds no report. */
function readableStatus(variables: ReportQueryVariables): ReportStatus | null {
  const readable = variables.orderNumber === ORDER && !state.unreadableLocales.includes(variables.locale ?? 'en-US');
  return readable ? state.status : null;
}

export const reportBackend = {
  reset() {
    state = initial();
    requests.length = 0;
    pdfRequests = 0;
    pauses.clear();
  },
  /** Holds the answers to `operation` until the returned function is called. */
  pause(operation: 'Report' | 'ReportPdf'): () => void {
    let release: (() => void) | undefined;
    pauses.set(
      operation,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    return () => {
      pauses.delete(operation);
      release?.();
    };
  },
  set(change: Partial<ReportBackendState>) {
    state = { ...state, ...change };
  },
  fail(operation: 'Report' | 'ReportPdf', ...next: ('network' | 'internal')[]) {
    state.failures[operation] = [...(state.failures[operation] ?? []), ...next];
  },
  requests,
  requestsOf: (operation: LoggedRequest['operation']) => requests.filter((request) => request.operation === operation),
};

export const reportHandlers = [
  graphql.query<Served<ReportQuery>, ReportQueryVariables>('Report', async ({ variables }) => {
    requests.push({ operation: 'Report', variables });
    await pauses.get('Report');
    const failed = failure('Report');
    if (failed) return failed;
    const status = readableStatus(variables);
    if (!status) return HttpResponse.json({ data: { report: null } });
    const locale = variables.locale ?? 'en-US';
    return HttpResponse.json({ data: { report: reportFixture(locale, status, { pdfUrl: nextPdfUrl() }) } });
  }),
  graphql.query<Served<ReportPdfQuery>, ReportPdfQueryVariables>('ReportPdf', async ({ variables }) => {
    requests.push({ operation: 'ReportPdf', variables });
    await pauses.get('ReportPdf');
    const failed = failure('ReportPdf');
    if (failed) return failed;
    const status = readableStatus(variables);
    if (!status) return HttpResponse.json({ data: { reportPdf: null } });
    return HttpResponse.json({
      data: { reportPdf: { __typename: 'ReportPdf', orderNumber: ORDER, status, url: nextPdfUrl() } },
    });
  }),
  // The subscription panel on the report (tested on its own in features/subscription): no plan here.
  graphql.query<Served<SubscriptionPanelQuery>, SubscriptionPanelQueryVariables>('SubscriptionPanel', () => HttpResponse.json({ data: { subscriptions: [] } })),
];
