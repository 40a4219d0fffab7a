import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { loadConfig } from '../server/src/config';
import { createRuntime } from '../server/src/runtime';
import { renderReportPdf } from '../server/src/pdf/reportPdf';
import { LOCALES } from '../server/src/shared/locales';
import type { BenchContext } from './lib/context';
import { repoRoot } from './lib/paths';
import { print } from './lib/print';
import { startServer, type ServerHandle } from './lib/server';
import { sleep } from './lib/time';
import { figure, median, textFigure, type BenchResult } from './lib/types';

/** A report's PDF should render within this many milliseconds (median and 95th percentile). */
export const RENDER_BUDGET_MS = 400;
/** From a successful payment to the report e-mail at the SMTP server, 95 % within this many milliseconds. */
export const EMAIL_P95_BUDGET_MS = 3_000;
const SESSIONS = 6;
const DELIVERIES = 20;

const items = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'server/seeds/content/bmbti/items.json'), 'utf8')) as { items: { id: string }[] }).items;

function answers(seed: number): Record<string, number> {
  let s = seed;
  const next = () => ((s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0) >>> 16) % 7;
  return Object.fromEntries(items.map((i) => [i.id, next() - 3]));
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * PDF render time: paid reports built by the real service layer on an embedded database in this process, each
 * rendered in all nine locales (after one warm-up render that loads the fonts), timing the render alone.
 */
async function renderTimes(): Promise<{ times: number[]; pages: number[]; types: string[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'innerscope-bench-pdf-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PAYMENT_SLOWDOWN_MS: '0' });
  const runtime = await createRuntime(config);
  try {
    const { services } = runtime;
    const times: number[] = [];
    const pages: number[] = [];
    const types: string[] = [];
    for (let n = 0; n < SESSIONS; n++) {
      const { session } = await services.session.submitComplete({
        examId: 1754,
        locale: 'en-US',
        answers: Object.entries(answers(n + 1)).map(([questionId, value]) => ({ questionId, value })),
        form: { firstName: 'Ana', email: `bench${n}@example.com`, country: 'PT' },
        logId: null,
      });
      if (!session) throw new Error('the bench test was refused');
      const created = await services.order.create({ sessionId: session.id, skuId: 'bmbti-trial-monthly', email: `bench${n}@example.com`, acceptTerms: true, acceptRenewal: true });
      const paid = await services.payment.pay({ orderNumber: created.order!.orderNumber, method: 'card', paymentToken: `sbx.ok.visa.4242.${randomBytes(12).toString('base64url')}`, clientKey: `bench-${n}` });
      if (paid.kind !== 'succeeded') throw new Error(`the bench payment ended ${paid.kind}`);
      for (const locale of LOCALES) {
        const report = await services.report.build(paid.order, locale);
        if (n === 0 && locale === LOCALES[0]) await renderReportPdf(report);
        const started = performance.now();
        const pdf = await renderReportPdf(report);
        times.push(performance.now() - started);
        pages.push((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length);
        if (locale === 'en-US') types.push(report.typeCode ?? '?');
      }
    }
    return { times, pages, types };
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A local SMTP server that notes when each message arrives, by the order number of its attachment. */
async function startSmtp() {
  const arrivals = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const a of mail.attachments) if (a.filename?.endsWith('.pdf')) arrivals.set(a.filename.slice(0, -4), performance.now());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, arrivals, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function post(url: string, body: unknown): Promise<Record<string, any>> { // oxlint-disable-line typescript/no-explicit-any -- JSON answers
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res.json() as Promise<Record<string, any>>; // oxlint-disable-line typescript/no-explicit-any -- JSON answers
}

/**
 * Payment success to e-mail: a server of its own with BullMQ on the real Redis of REDIS_URL and SMTP to a
 * local server; for each of 20 orders in turn, from the moment the payment call returns success to the moment
 * the e-mail with the PDF is accepted by the SMTP server (fulfilment job, PDF render, e-mail job, SMTP).
 */
async function deliveryLatencies(ctx: BenchContext, redisUrl: string): Promise<number[]> {
  const smtp = await startSmtp();
  let server: ServerHandle | null = null;
  const cleanUp = async () => {
    await server?.stop();
    await smtp.close();
  };
  ctx.onClose(cleanUp);
  try {
    server = await startServer({ env: { REDIS_URL: redisUrl, SMTP_URL: smtp.url, QUEUE_PREFIX: `{innerscope-bench-${randomBytes(4).toString('hex')}}`, PAYMENT_SLOWDOWN_MS: '0' } });
    print(`  (server with BullMQ on ${new URL(redisUrl).host} ready in ${(server.startupMs / 1000).toFixed(1)} s)`);
    const latencies: number[] = [];
    for (let n = 0; n < DELIVERIES; n++) {
      const email = `latency${n}@example.com`;
      const created = await post(`${server.url}/exam/order/info`, { appExamId: 1754, lang: 'en-US', answers: answers(100 + n), email, country: 'US' });
      const sessionId = created.data.sessionId as string;
      const order = await post(`${server.url}/pay/order/create`, { sessionId, skuId: 'bmbti-trial-monthly', email, acceptTerms: true, acceptRenewal: true });
      const orderNumber = order.data.orderNumber as string;
      const paid = await post(`${server.url}/pay/check/payInfo`, { orderNumber, method: 'card', paymentToken: `sbx.ok.visa.4242.${randomBytes(12).toString('base64url')}` });
      const paidAt = performance.now();
      if (paid.data.status !== 'succeeded') throw new Error(`payment ${n} ended ${JSON.stringify(paid.data)}`);
      while (!smtp.arrivals.has(orderNumber)) {
        if (performance.now() - paidAt > 30_000) throw new Error(`no e-mail for order ${n} within 30 s\n${server.output()}`);
        await sleep(5);
      }
      latencies.push(smtp.arrivals.get(orderNumber)! - paidAt);
    }
    return latencies;
  } finally {
    await cleanUp();
  }
}

export async function reportDelivery(ctx: BenchContext): Promise<BenchResult> {
  const notes: string[] = [];
  const render = await renderTimes();
  print(`  ${render.times.length} renders (${SESSIONS} reports × ${LOCALES.length} locales; types ${render.types.join(', ')})`);
  const figures = [
    figure('PDF render median', Math.round(median(render.times)), 'ms', { op: '<=', value: RENDER_BUDGET_MS }),
    figure('PDF render p95', Math.round(percentile(render.times, 95)), 'ms', { op: '<=', value: RENDER_BUDGET_MS }),
    figure('pages per report', median(render.pages), ''),
  ];
  const redisUrl = process.env.REDIS_URL?.trim();
  if (redisUrl) {
    const latencies = await deliveryLatencies(ctx, redisUrl);
    figures.push(
      figure('payment to e-mail median', Math.round(median(latencies)), 'ms'),
      figure('payment to e-mail p95', Math.round(percentile(latencies, 95)), 'ms', { op: '<=', value: EMAIL_P95_BUDGET_MS }),
    );
  } else {
    figures.push(textFigure('payment to e-mail', 'not measured: needs REDIS_URL'));
    notes.push('no REDIS_URL: payment-to-e-mail latency needs BullMQ on a real Redis');
  }
  return { name: 'Report PDF and e-mail', figures, notes, details: { renderMs: render.times, pages: render.pages } };
}
