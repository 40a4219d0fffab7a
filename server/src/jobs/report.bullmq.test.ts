import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDbWithUrl } from '../../test/db';
import { gql, startTestApp, type TestContext } from '../../test/runtime';
import { CARDS, finishedSession, pay } from '../../test/checkout';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

const redisUrl = process.env.REDIS_URL;
const serverDir = path.resolve(import.meta.dirname, '../..');
const shots = path.resolve(serverDir, '../test-results/pdf');
const pdfLabels = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(serverDir, 'src/pdf/locales', `${locale}.json`), 'utf8')) as Record<string, string>;

/** A finished test in `locale`, its form, an order and a paid card: the order number. */
async function paidOrder(t: TestContext, locale: string, email: string, ip: string): Promise<string> {
  const sessionId = await finishedSession(t.app, 'US');
  await gql(t.app, 'mutation($i: SaveReportFormInput!) { saveReportForm(input: $i) { errors { code } } }', {
    i: { sessionId, firstName: 'Mina', email, country: 'US' },
  });
  const created = await gql(t.app, 'mutation($i: CreateOrderInput!) { createOrder(input: $i) { order { orderNumber } } }', {
    i: { sessionId, skuId: 'bmbti-trial-monthly', email, locale, acceptTerms: true, acceptRenewal: true },
  });
  const orderNumber = (created.body.data as { createOrder: { order: { orderNumber: string } } }).createOrder.order.orderNumber;
  const paid = await pay(t.app, orderNumber, CARDS.ok, ip);
  expect(paid.result?.__typename).toBe('PaymentSucceeded');
  return orderNumber;
}

const pdfToText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

// Needs a real Redis; the CI run and the README's test command provide REDIS_URL.
describe.skipIf(!redisUrl)('report PDFs and e-mails through BullMQ on Redis', () => {
  let smtp: TestSmtp;
  let t: TestContext;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp({ SMTP_URL: smtp.url, REDIS_URL: redisUrl, QUEUE_PREFIX: `{innerscope-test-${randomBytes(4).toString('hex')}}`, PAYMENT_SLOWDOWN_MS: '1' });
    t.runtime.jobs.start({ work: true });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails each buyer one report, in their language, with a PDF whose text has the type and the section titles', async () => {
    const locales = ['en-US', 'zh-CN', 'ja-JP', 'ko-KR'];
    const orders = new Map<string, string>();
    for (const [i, locale] of locales.entries()) orders.set(await paidOrder(t, locale, `pdf-${locale.toLowerCase()}@example.com`, `10.6.0.${i + 1}`), locale);
    const mails = await smtp.waitFor(locales.length, 60_000);
    fs.mkdirSync(shots, { recursive: true });
    for (const [orderNumber, locale] of orders) {
      const mail = mails.find((m) => m.attachments.some((a) => a.filename === `${orderNumber}.pdf`));
      expect(mail, `the e-mail for ${locale}`).toBeDefined();
      expect(mail!.attachments).toHaveLength(1);
      const [attachment] = mail!.attachments;
      expect(attachment!.contentType).toBe('application/pdf');
      expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
      expect(mail!.text).toContain(`order=${orderNumber}`);
      const file = path.join(shots, `report-${locale}.pdf`);
      fs.writeFileSync(file, attachment!.content);
      const text = pdfToText(file);
      const labels = pdfLabels(locale);
      const code = /\b([EI][SN][TF][JP])\b/.exec(text)?.[1];
      expect(code, `a type code in the ${locale} PDF`).toBeDefined();
      // (Comparisons such as the latest ranking appear only from 500 results: not in a fresh database.)
      for (const key of ['basicProfile', 'dimensions', 'resultAnalysis', 'personalGrowth', 'careerGrowth']) {
        expect(text.replace(/\s+/g, ''), `${key} in the ${locale} PDF`).toContain(labels[key]!.replace(/\s+/g, ''));
      }
      if (locale !== 'en-US') expect(labels.basicProfile).not.toBe(pdfLabels('en-US').basicProfile);
      // The first page as an image, to look at.
      execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, path.join(shots, `report-${locale}`)]);
    }
    expect(smtp.messages).toHaveLength(locales.length);
  }, 120_000);
});

// The worker killed mid-job is a separate process sharing PostgreSQL, Redis and the file store with this one.
describe.skipIf(!redisUrl || process.env.TEST_DB !== 'postgres')('a worker killed in the middle of a report', () => {
  let smtp: TestSmtp;
  let t: TestContext;
  let worker: ChildProcess | null = null;
  const prefix = `{innerscope-kill-${randomBytes(4).toString('hex')}}`;
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'innerscope-kill-files-'));
  let dbUrl = '';

  const startWorker = (): ChildProcess => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      APP_SECRET: t.runtime.config.appSecret,
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      SMTP_URL: smtp.url,
      QUEUE_PREFIX: prefix,
      FILE_STORE_DIR: files,
      JOB_LOCK_MS: '2000',
      JOB_STALLED_INTERVAL_MS: '1000',
      LOG_LEVEL: 'warn',
    };
    return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--role=worker'], { cwd: serverDir, env, stdio: 'ignore' });
  };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    const { db, url } = await createTestDbWithUrl();
    dbUrl = url!;
    t = await startTestApp(
      { SMTP_URL: smtp.url, REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, FILE_STORE_DIR: files, PAYMENT_SLOWDOWN_MS: '1' },
      { db, log: pino({ level: 'silent' }) },
    );
    // This process only relays the outbox to Redis; the child process does the work.
    t.runtime.jobs.start({ work: false });
  });
  afterAll(async () => {
    worker?.kill('SIGKILL');
    await t?.close();
    await smtp?.close();
  });

  it('completes after a restart and still sends exactly one e-mail', async () => {
    worker = startWorker();
    const orderNumber = await paidOrder(t, 'en-US', 'killed@example.com', '10.6.1.1');
    const knex = t.runtime.db.knex;
    // Kill the worker once fulfilment has started (the order is generating the report) and before the e-mail.
    for (let i = 0; i < 400; i++) {
      const order = await knex('orders').where({ order_number: orderNumber }).first();
      if (order.status !== 'paid') break;
      await new Promise((r) => setTimeout(r, 25));
    }
    worker.kill('SIGKILL');
    await new Promise((r) => worker!.once('exit', r));
    const before = await knex('orders').where({ order_number: orderNumber }).first();
    expect(before.status).not.toBe('paid');

    worker = startWorker();
    const [mail] = await smtp.waitFor(1, 60_000);
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`${orderNumber}.pdf`]);
    for (let i = 0; i < 100; i++) {
      if ((await knex('orders').where({ order_number: orderNumber }).first()).status === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await knex('orders').where({ order_number: orderNumber }).first()).status).toBe('completed');
    // Time for a duplicate to show up, if there were one.
    await new Promise((r) => setTimeout(r, 3000));
    expect(smtp.messages).toHaveLength(1);
  }, 120_000);
});
