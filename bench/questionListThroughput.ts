import type { BenchContext } from './lib/context';
import { CONNECTIONS, WARMUP_SECONDS, load, loadBare, uncleanLoadNotes } from './lib/load';
import { benchDurationSeconds } from './lib/time';
import { figure, type BenchResult } from './lib/types';

/** The question list, a public cacheable GET, should keep at least this share of a bare Fastify route's throughput. */
export const QUESTION_LIST_RATIO_BUDGET = 0.5;
export const QUESTION_EXAM_ID = 1754;
export const QUESTION_LOCALE = 'en-US';
/** Statements of the 16-type test (server/seeds/content/bmbti/items.json). */
const EXPECTED_QUESTIONS = 76;

/** The question pages' query, as the browser sends it: a GET the edge cache may keep. */
export const QUESTION_LIST_QUERY =
  `{ questions(examId: ${QUESTION_EXAM_ID}, locale: "${QUESTION_LOCALE}") { labels parts questions { id part position text } } }`;

interface QuestionListAnswer {
  data?: { questions?: { labels: string[]; parts: number; questions: Array<{ id: string; part: number; position: number; text: string }> } };
  errors?: unknown[];
}

/**
 * Checks the question list answers in full (76 statements, seven labels) and that a repeat is served by the
 * edge cache (`x-cache: HIT`); returns what was noticed on the way.
 */
async function checkQuestionList(url: string, headers: Record<string, string>): Promise<string[]> {
  const notes: string[] = [];
  const fetchOnce = async () => {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    let body: QuestionListAnswer = {};
    try {
      body = JSON.parse(text) as QuestionListAnswer;
    } catch {
      /* reported below */
    }
    const set = body.data?.questions;
    if (res.status !== 200 || !set || body.errors) throw new Error(`GET /graphql (questions) answered ${res.status} ${text.slice(0, 300)}`);
    if (set.questions.length !== EXPECTED_QUESTIONS || set.labels.length !== 7) {
      notes.push(`the question list has ${set.questions.length} statements and ${set.labels.length} labels (expected ${EXPECTED_QUESTIONS} and 7)`);
    }
    return { cache: res.headers.get('x-cache'), cacheControl: res.headers.get('cache-control') };
  };
  const first = await fetchOnce();
  const second = await fetchOnce();
  if (second.cache !== 'HIT') {
    notes.push(
      `a repeated request was not served by the edge cache (x-cache ${second.cache ?? 'absent'}, first ${first.cache ?? 'absent'}, ` +
        `cache-control ${first.cacheControl ?? 'absent'}): the figure is GraphQL execution, not the cache`,
    );
  }
  return notes;
}

/**
 * Throughput of the question list as a browser fetches it: GET /graphql?query=... with content-type
 * application/json (which Apollo's CSRF prevention asks of a GET), served by the edge cache after the first
 * request, against GET /bare on a bare Fastify server in the same run: autocannon, 50 connections,
 * BENCH_DURATION seconds each (default 10) after a short warm-up.
 */
export async function questionListThroughput(ctx: BenchContext): Promise<BenchResult> {
  const duration = benchDurationSeconds();
  const server = await ctx.server();
  const url = `${server.url}/graphql?query=${encodeURIComponent(QUESTION_LIST_QUERY)}`;
  // As a browser sends it: JSON, and the encodings it accepts.
  const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  const notes = await checkQuestionList(url, headers);

  const bareFigures = await loadBare(duration);
  const list = await load('question list', { url, method: 'GET', headers }, duration);

  notes.push(...uncleanLoadNotes([['bare Fastify', bareFigures], ['question list', list]]));
  const ratio = list.reqPerSec / bareFigures.reqPerSec;
  return {
    name: 'Question list throughput',
    figures: [
      figure('ratio question list / bare', Number(ratio.toFixed(3)), '', { op: '>=', value: QUESTION_LIST_RATIO_BUDGET }),
      figure('bare Fastify', Math.round(bareFigures.reqPerSec), 'req/s'),
      figure('GraphQL GET questions', Math.round(list.reqPerSec), 'req/s'),
      figure('bare p99', bareFigures.p99Ms, 'ms'),
      figure('question list p99', list.p99Ms, 'ms'),
    ],
    notes,
    details: {
      connections: CONNECTIONS,
      durationSeconds: duration,
      warmupSeconds: Math.min(WARMUP_SECONDS, duration),
      query: QUESTION_LIST_QUERY,
      bare: bareFigures,
      questionList: list,
    },
  };
}
