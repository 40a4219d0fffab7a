import { randomBytes } from 'node:crypto';
import { HEALTH_CONSENT_VERSION, isHealthExam } from '@innerscope/shared/examKinds';
import { reportToken } from '../../server/src/modules/report/report.access';
import type { ServerHandle } from './server';
import { sleep } from './time';

/** An exam whose pages the bench measures: its route code, id and the one-off report or plan it buys. */
export interface BenchExam {
  readonly code: string;
  readonly examId: number;
  readonly skuId: string;
  /** Whether the order asks for the renewal consent (a plan that renews, not a one-off report). */
  readonly renews: boolean;
}

export const BMBTI: BenchExam = { code: 'BMBTI', examId: 1754, skuId: 'bmbti-trial-monthly', renews: true };
export const DEPS: BenchExam = { code: 'DEPS', examId: 1801, skuId: 'deps-report', renews: false };
export const YDGX: BenchExam = { code: 'YDGX', examId: 1802, skuId: 'ydgx-report', renews: false };
export const BENCH_EXAMS: readonly BenchExam[] = [BMBTI, DEPS, YDGX];
/** The IQ test is timed, so it is taken through a session, never finished in one call: its question page only. */
export const IQ: BenchExam = { code: 'IQ', examId: 1803, skuId: 'iq-report', renews: false };
export const QUESTION_PAGE_EXAMS: readonly BenchExam[] = [...BENCH_EXAMS, IQ];

const COMPLETED_TIMEOUT_MS = 60_000;

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- JSON answers

/** GET `url`, or POST `body` to it as JSON; the parsed answer, or an error naming the path and status. */
async function call(url: string, body?: unknown): Promise<Json> {
  const init: RequestInit =
    body === undefined
      ? { signal: AbortSignal.timeout(15_000) }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(15_000) };
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} answered ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res.json() as Promise<Json>;
}

interface QuestionSet {
  questions: Array<{ id: string; kind: string }>;
  scales: Array<{ kind: string; min: number; max: number }>;
}

/** A full set of answers to the exam's statements, each within its scale, the same for the same seed. */
async function answers(server: ServerHandle, examId: number, seed: number): Promise<Record<string, number>> {
  const res = await call(`${server.url}/graphql`, {
    query: 'query BenchQuestions($examId: Int!) { questions(examId: $examId, locale: "en-US") { questions { id kind } scales { kind min max } } }',
    variables: { examId },
  });
  const set = res.data?.questions as QuestionSet | undefined;
  if (!set?.questions.length) throw new Error(`exam ${examId} has no statements: ${JSON.stringify(res).slice(0, 200)}`);
  const scales = new Map(set.scales.map((s) => [s.kind, s]));
  let s = seed;
  const next = () => ((s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0) >>> 16);
  return Object.fromEntries(
    set.questions.map((q) => {
      const scale = scales.get(q.kind) ?? { min: -3, max: 3 };
      return [q.id, scale.min + (next() % (scale.max - scale.min + 1))];
    }),
  );
}

/** A finished test (answers and report form sent in one call, as the REST API allows): its session id. */
async function finishedSession(server: ServerHandle, exam: BenchExam, seed: number, email: string): Promise<string> {
  const created = await call(`${server.url}/exam/order/info`, {
    appExamId: exam.examId,
    lang: 'en-US',
    answers: await answers(server, exam.examId, seed),
    email,
    country: 'US',
    // A health screen takes answers only with the consent to health data its question page asks for.
    ...(isHealthExam(exam.examId) ? { healthConsentVersion: HEALTH_CONSENT_VERSION } : {}),
  });
  const sessionId = created.data?.sessionId as string | undefined;
  if (!sessionId) throw new Error(`the finished test gave no session id: ${JSON.stringify(created).slice(0, 200)}`);
  return sessionId;
}

/** The plan page of a finished, unpaid test, as its buyer reaches it: `/paying/scheme/BMBTI-1754?s=`. */
export async function planPagePath(server: ServerHandle): Promise<string> {
  const sessionId = await finishedSession(server, BMBTI, 7, `plan-${randomBytes(4).toString('hex')}@example.com`);
  return `/paying/scheme/${BMBTI.code}-${BMBTI.examId}?${new URLSearchParams({ s: sessionId }).toString()}`;
}

/**
 * A paid order whose report is ready, and its report page opened with the signed link of the report e-mail
 * (the report service's reportUrl: `order`, `t`, `hl`), without the server's own origin.
 */
export async function reportPagePath(server: ServerHandle, exam: BenchExam = BMBTI): Promise<string> {
  const email = `report-${exam.code.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const sessionId = await finishedSession(server, exam, 11, email);
  const order = await call(`${server.url}/pay/order/create`, {
    sessionId,
    skuId: exam.skuId,
    email,
    acceptTerms: true,
    ...(exam.renews ? { acceptRenewal: true } : {}),
  });
  const orderNumber = order.data?.orderNumber as string | undefined;
  if (!orderNumber) throw new Error(`the order gave no number: ${JSON.stringify(order).slice(0, 200)}`);
  const paid = await call(`${server.url}/pay/check/payInfo`, { orderNumber, method: 'card', paymentToken: `sbx.ok.visa.4242.${randomBytes(12).toString('base64url')}` });
  if (paid.data?.status !== 'succeeded') throw new Error(`the payment ended ${JSON.stringify(paid.data)}`);

  const t = reportToken(server.appSecret, orderNumber);
  // The report is complete once fulfilment (report and PDF) has run: the page then shows it, not "generating".
  const started = Date.now();
  for (;;) {
    const info = await call(`${server.url}/secondPhase/order/${encodeURIComponent(orderNumber)}?${new URLSearchParams({ t }).toString()}`);
    if (info.data?.status === 'completed') break;
    if (Date.now() - started > COMPLETED_TIMEOUT_MS) throw new Error(`order ${orderNumber} was still ${String(info.data?.status)} after ${COMPLETED_TIMEOUT_MS / 1000} s`);
    await sleep(200);
  }
  return `/report/result/${exam.code}-${exam.examId}?${new URLSearchParams({ order: orderNumber, t, hl: 'en-US' }).toString()}`;
}

const plans = new WeakMap<ServerHandle, Promise<string>>();
const reports = new WeakMap<ServerHandle, Map<string, Promise<string>>>();

/** One plan page per server, shared by the benchmarks that measure it. */
export function sharedPlanPagePath(server: ServerHandle): Promise<string> {
  let p = plans.get(server);
  if (!p) plans.set(server, (p = planPagePath(server)));
  return p;
}

/** One paid report per server and exam, shared by the benchmarks that measure it. */
export function sharedReportPagePath(server: ServerHandle, exam: BenchExam = BMBTI): Promise<string> {
  let byExam = reports.get(server);
  if (!byExam) reports.set(server, (byExam = new Map()));
  let p = byExam.get(exam.code);
  if (!p) byExam.set(exam.code, (p = reportPagePath(server, exam)));
  return p;
}
