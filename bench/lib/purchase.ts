import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { reportToken } from '../../server/src/modules/report/report.access';
import { repoRoot } from './paths';
import type { ServerHandle } from './server';
import { sleep } from './time';

const EXAM_ID = 1754;
const SKU_ID = 'bmbti-trial-monthly';
const COMPLETED_TIMEOUT_MS = 60_000;

const items = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'server/seeds/content/bmbti/items.json'), 'utf8')) as { items: { id: string }[] }).items;

/** A full set of answers (-3 to 3), the same for the same seed. */
function answers(seed: number): Record<string, number> {
  let s = seed;
  const next = () => ((s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0) >>> 16) % 7;
  return Object.fromEntries(items.map((i) => [i.id, next() - 3]));
}

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

/** A finished test (answers and report form sent in one call, as the REST API allows): its session id. */
async function finishedSession(server: ServerHandle, seed: number, email: string): Promise<string> {
  const created = await call(`${server.url}/exam/order/info`, { appExamId: EXAM_ID, lang: 'en-US', answers: answers(seed), email, country: 'US' });
  const sessionId = created.data?.sessionId as string | undefined;
  if (!sessionId) throw new Error(`the finished test gave no session id: ${JSON.stringify(created).slice(0, 200)}`);
  return sessionId;
}

/** The plan page of a finished, unpaid test, as its buyer reaches it: `/paying/scheme/BMBTI-1754?s=`. */
export async function planPagePath(server: ServerHandle): Promise<string> {
  const sessionId = await finishedSession(server, 7, `plan-${randomBytes(4).toString('hex')}@example.com`);
  return `/paying/scheme/BMBTI-${EXAM_ID}?${new URLSearchParams({ s: sessionId }).toString()}`;
}

/**
 * A paid order whose report is ready, and its report page opened with the signed link of the report e-mail
 * (the report service's reportUrl: `order`, `t`, `hl`), without the server's own origin.
 */
export async function reportPagePath(server: ServerHandle): Promise<string> {
  const email = `report-${randomBytes(4).toString('hex')}@example.com`;
  const sessionId = await finishedSession(server, 11, email);
  const order = await call(`${server.url}/pay/order/create`, { sessionId, skuId: SKU_ID, email, acceptTerms: true, acceptRenewal: true });
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
  return `/report/result/BMBTI-${EXAM_ID}?${new URLSearchParams({ order: orderNumber, t, hl: 'en-US' }).toString()}`;
}

const plans = new WeakMap<ServerHandle, Promise<string>>();
const reports = new WeakMap<ServerHandle, Promise<string>>();

/** One plan page per server, shared by the benchmarks that measure it. */
export function sharedPlanPagePath(server: ServerHandle): Promise<string> {
  let p = plans.get(server);
  if (!p) plans.set(server, (p = planPagePath(server)));
  return p;
}

/** One paid report per server, shared by the benchmarks that measure it. */
export function sharedReportPagePath(server: ServerHandle): Promise<string> {
  let p = reports.get(server);
  if (!p) reports.set(server, (p = reportPagePath(server)));
  return p;
}
