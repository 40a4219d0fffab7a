/* oxlint-disable typescript/no-explicit-any -- nested JSON of GraphQL answers in tests */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CONSENT_VERSION } from '@innerscope/shared/examKinds';
import { readContent } from '../../../seeds/content';
import { PASSWORD, signUp } from '../../../test/accounts';
import { CARDS, pay } from '../../../test/checkout';
import { startTestApp, type TestContext } from '../../../test/runtime';
import { VIEWER_COOKIE } from '../../shared/viewerKey';
import type { ExamFile } from '../exam/examContent.models';

const ydgx = readContent<ExamFile>('ydgx', 'exam.json')!;

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' });
});
afterAll(() => t.close());

const pdfText = (bytes: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'exam-pdf-')), 'r.pdf');
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

/** A finished test of any exam with the report form saved, ordered once by one browser. */
async function orderedExam(examId: number, answers: Record<string, number>, skuId: string, email: string, country: string) {
  const res = await t.app.inject({ method: 'POST', url: '/exam/order/info', payload: { appExamId: examId, lang: 'en-US', answers, email, firstName: 'Ana', country, healthConsentVersion: HEALTH_CONSENT_VERSION } });
  expect(res.statusCode).toBe(200);
  const sessionId = res.json().data.sessionId as string;
  const created = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: {
      query: 'mutation($i: CreateOrderInput!) { createOrder(input: $i) { order { orderNumber total currency } errors { code field } } }',
      variables: { i: { sessionId, skuId, email, acceptTerms: true, acceptRenewal: false } },
    },
  });
  if (!created.json().data) throw new Error(JSON.stringify(created.json()));
  const payload = created.json().data.createOrder;
  expect(payload.errors).toEqual([]);
  const cookie = `${VIEWER_COOKIE}=${created.cookies.find((c) => c.name === VIEWER_COOKIE)!.value}`;
  return { orderNumber: payload.order.orderNumber as string, total: payload.order.total as number, cookie };
}

const REPORT = `query($o: ID!) { report(orderNumber: $o) { status examId examCode typeCode pdfUrl
  depression { result { score band item9Flag crisis { country emergency lines { name } } }
    symptoms { item name score text tips } patterns { key score maxScore } selfHelpPlan { title text }
    doctorTalk { title checklist phrases pdfUrl } retest { dueAt trend { score band } } }
  psychMap { generatedAt bigFive { dimension percentile level text advice } thinking quadrant quadrantTitle topMotive wellbeingIndex
    keywords tags norms { source citation sampleSize own } tabs { key title blocks { key title chart { kind points { key value max } textEquivalent } } } } } }`;

async function readReport(orderNumber: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query: REPORT, variables: { o: orderNumber } } });
  return res.json() as { data: { report: Record<string, any> | null }; errors?: unknown[] };
}

const depsAnswers = Object.fromEntries([
  ...[2, 2, 2, 1, 1, 2, 1, 0, 1].map((v, i) => [`PHQ9_${i + 1}`, v]),
  ...[1, 2, 1, 2, 1].map((v, i) => [`WHO5_${i + 1}`, v]),
]);

describe('the depression screen report', () => {
  it('is sold once in the buyer currency and, once paid, gives the profile, plan, doctor page and trend, crisis lines first', async () => {
    const order = await orderedExam(1801, depsAnswers, 'deps-report', 'screen@example.com', 'GB');
    expect(order.total).toBe(599);
    const pending = await readReport(order.orderNumber, { cookie: order.cookie });
    expect(pending.data.report).toMatchObject({ status: 'PENDING_PAYMENT', examCode: 'DEPS', depression: null });
    const paid = await pay(t.app, order.orderNumber, CARDS.ok, '10.9.0.1');
    expect(paid.errors).toEqual([]);
    const { data } = await readReport(order.orderNumber, { cookie: order.cookie });
    const d = data.report!.depression;
    expect(d.result).toMatchObject({ score: 12, band: 'MODERATE', item9Flag: true, crisis: { country: 'GB' } });
    expect(d.symptoms).toHaveLength(9);
    expect(d.symptoms[0]).toMatchObject({ item: 'PHQ9_1', score: 2 });
    expect(d.symptoms[0].text.length).toBeGreaterThan(10);
    expect(d.symptoms[7].tips).toEqual([]);
    expect(d.patterns.map((p: { key: string }) => p.key)).toEqual(['mood', 'body', 'thinking', 'activity']);
    expect(d.patterns[0]).toMatchObject({ score: 4, maxScore: 6 });
    expect(d.selfHelpPlan.length).toBeGreaterThan(0);
    expect(d.doctorTalk.checklist.length).toBeGreaterThan(0);
    expect(d.retest.trend).toEqual([{ score: 12, band: 'MODERATE' }]);

    await t.runtime.jobs.drain();
    const done = (await readReport(order.orderNumber, { cookie: order.cookie })).data.report!;
    expect(done.pdfUrl).toMatch(/^\/exam\/order\/file\//);
    const file = await t.app.inject({ url: done.pdfUrl });
    expect(file.statusCode).toBe(200);
    const text = pdfText(file.rawPayload);
    const crisisAt = text.indexOf(d.result.crisis.lines[0].name);
    expect(crisisAt).toBeGreaterThan(0);
    expect(crisisAt).toBeLessThan(text.indexOf('PHQ-9 score'));
    expect(text).toContain(d.doctorTalk.title);
  });

  it('arrives by e-mail once paid: crisis lines first, the DEPS link, the PDF attached, no offers', async () => {
    const email = 'screen-mail@example.com';
    const order = await orderedExam(1801, depsAnswers, 'deps-report', email, 'US');
    expect((await pay(t.app, order.orderNumber, CARDS.ok, '10.9.0.4')).errors).toEqual([]);
    await t.runtime.jobs.drain();
    const mails = await t.runtime.db.knex('email_messages').where({ to_address: email }).select('id', 'template', 'subject', 'text_body', 'html_body', 'attachments');
    expect(mails.map((m) => m.template)).toEqual(['examReport']);
    const [mail] = mails;
    expect(mail.subject).toContain('Depression Screen');
    const text = mail.text_body as string;
    expect(text).toContain('988 Suicide & Crisis Lifeline');
    expect(text.indexOf('988 Suicide & Crisis Lifeline')).toBeLessThan(text.indexOf('Ana'));
    expect(text).toContain(`/report/result/DEPS-1801?order=${order.orderNumber}`);
    expect(text).not.toContain('BMBTI-1754');
    expect(text).toContain(order.orderNumber);
    expect(mail.html_body).not.toMatch(/<img[^>]+(width="1"|height="1")|utm_|\/track/i);
    const attachments = (typeof mail.attachments === 'string' ? JSON.parse(mail.attachments) : mail.attachments) as { filename: string }[];
    expect(attachments.map((a) => a.filename)).toEqual([`${order.orderNumber}.pdf`]);
    const box = await t.app.inject({ url: `/dev/mailbox/${mail.id}` });
    expect(box.statusCode).toBe(200);
    expect(box.body).toContain(`${order.orderNumber}.pdf`);
    const pdf = await t.app.inject({ url: `/dev/mailbox/${mail.id}/attachments/0` });
    expect(pdfText(pdf.rawPayload)).toContain('988 Suicide & Crisis Lifeline');
    expect(await t.runtime.db.knex('orders').where({ order_number: order.orderNumber }).first('status')).toEqual({ status: 'completed' });
  });

  it('is never readable with a partner key, only by its buyer', async () => {
    const order = await orderedExam(1801, depsAnswers, 'deps-report', 'private@example.com', 'US');
    await pay(t.app, order.orderNumber, CARDS.ok, '10.9.0.2');
    const partner = await t.runtime.services.apiKey.create('Partner B', ['report:read']);
    expect((await readReport(order.orderNumber, { authorization: `Bearer ${partner.key}` })).data.report).toBeNull();
    expect((await readReport(order.orderNumber, { cookie: order.cookie })).data.report).toMatchObject({ examCode: 'DEPS' });
  });
});

describe('the psychological map report', () => {
  it('gives percentiles with the norms sample, the readings and four tabs with a chart and its text per block', async () => {
    const answers = Object.fromEntries(ydgx.items.map((i) => [i.id, i.block === 'WHO5' ? 3 : i.keyed === '-' ? 2 : 4]));
    const order = await orderedExam(1802, answers, 'ydgx-report', 'map@example.com', 'FR');
    await pay(t.app, order.orderNumber, CARDS.ok, '10.9.0.3');
    const { data } = await readReport(order.orderNumber, { cookie: order.cookie });
    const m = data.report!.psychMap;
    expect(data.report).toMatchObject({ examCode: 'YDGX', typeCode: 'SECURE', depression: null });
    expect(m.bigFive.map((b: { dimension: string }) => b.dimension)).toEqual(['E', 'A', 'C', 'N', 'O']);
    for (const b of m.bigFive) {
      expect(b.percentile).toBeGreaterThanOrEqual(1);
      expect(b.text.length).toBeGreaterThan(10);
    }
    expect(m.norms).toEqual({ own: false, sampleSize: ydgx.norms!.n, source: 'Open-Source Psychometrics Project IPIP data, approximate', citation: ydgx.norms!.source });
    const fr = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie: order.cookie },
      payload: { query: 'query($o: ID!) { report(orderNumber: $o, locale: "fr-FR") { psychMap { norms { source citation } } } }', variables: { o: order.orderNumber } } });
    expect(fr.json().data.report.psychMap.norms).toEqual({ source: "Données IPIP de l’Open-Source Psychometrics Project, valeurs approchées", citation: ydgx.norms!.source });
    expect(m).toMatchObject({ thinking: 'REFLECTIVE', quadrant: 'SECURE', wellbeingIndex: 60 });
    expect(m.keywords.length).toBeGreaterThan(0);
    expect(m.tabs.map((tab: { key: string }) => tab.key)).toEqual(['overview', 'keyInterpretations', 'dimensionDetail', 'developmentAdvice']);
    for (const tab of m.tabs) for (const block of tab.blocks) expect(block.chart.textEquivalent.length).toBeGreaterThan(3);
    await t.runtime.jobs.drain();
    const done = (await readReport(order.orderNumber, { cookie: order.cookie })).data.report!;
    const text = pdfText((await t.app.inject({ url: done.pdfUrl })).rawPayload);
    expect(text).toContain(m.tabs[0].title);
  });
});

describe('the user centre', () => {
  it('shows a signed-in member every result of every exam, with its report order, and a visitor none', async () => {
    const email = 'member@example.com';
    const cookie = await signUp(t.app, t.runtime.db.knex, email, '10.9.1.1');
    const paid = await orderedExam(1801, depsAnswers, 'deps-report', email, 'US');
    await pay(t.app, paid.orderNumber, CARDS.ok, '10.9.1.2');
    const map = Object.fromEntries(ydgx.items.map((i) => [i.id, i.block === 'WHO5' ? 2 : 3]));
    await t.app.inject({ method: 'POST', url: '/exam/order/info', payload: { appExamId: 1802, lang: 'en-US', answers: map, email, country: 'US' } });
    const query = `{ myResults { examOrderNumber exam { code routeKey } result { examCode typeCode depression { band } psychMap { quadrant } }
      reportOrderNumber reportStatus reportUnlocked } }`;
    const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie }, payload: { query } });
    const list = res.json().data.myResults as any[];
    expect(list.map((r) => r.exam.code).sort()).toEqual(['DEPS', 'YDGX']);
    const deps = list.find((r) => r.exam.code === 'DEPS');
    expect(deps).toMatchObject({ reportOrderNumber: paid.orderNumber, reportUnlocked: true, result: { depression: { band: 'MODERATE' } } });
    expect(deps.reportStatus).toMatch(/GENERATING|COMPLETED/);
    expect(list.find((r) => r.exam.code === 'YDGX')).toMatchObject({ reportOrderNumber: null, reportUnlocked: false, result: { psychMap: { quadrant: expect.any(String) } } });
    const visitor = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query } });
    expect(visitor.json().data.myResults).toEqual([]);
  });
});

const gql = (query: string, variables: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: { query, variables } });

describe('retrieving reports by e-mail', () => {
  it('links each paid order to its own exam report, and names no band of the screen', async () => {
    const email = 'retrieve-exam@example.com';
    const order = await orderedExam(1801, depsAnswers, 'deps-report', email, 'US');
    await pay(t.app, order.orderNumber, CARDS.ok, '10.9.2.1');
    const res = await gql('mutation($e: String!) { retrieveReports(email: $e) { accepted } }', { e: email });
    expect(res.json().data.retrieveReports).toEqual({ accepted: true });
    const mail = await t.runtime.db.knex('email_messages').where({ to_address: email, template: 'retrieve' }).first<{ text_body: string }>('text_body');
    expect(mail.text_body).toContain(`/report/result/DEPS-1801?order=${order.orderNumber}`);
    expect(mail.text_body).not.toContain('BMBTI-1754');
    expect(mail.text_body).not.toContain('MODERATE');
  });
});

describe('a member\'s data', () => {
  it('exports the screen and map results and reports, and deleting the account deletes them and the PDFs', async () => {
    const email = 'health-data@example.com';
    const cookie = await signUp(t.app, t.runtime.db.knex, email, '10.9.3.1');
    const paid = await orderedExam(1801, depsAnswers, 'deps-report', email, 'US');
    await pay(t.app, paid.orderNumber, CARDS.ok, '10.9.3.2');
    await t.runtime.jobs.drain();
    const map = Object.fromEntries(ydgx.items.map((i) => [i.id, i.block === 'WHO5' ? 2 : 3]));
    const free = await t.app.inject({ method: 'POST', url: '/exam/order/info', payload: { appExamId: 1802, lang: 'en-US', answers: map, email, country: 'US' } });
    expect(free.statusCode).toBe(200);

    const exported = JSON.parse((await gql('{ myDataExport }', {}, cookie)).json().data.myDataExport);
    expect(exported.results.map((r: { exam_code: string }) => r.exam_code).sort()).toEqual(['DEPS', 'YDGX']);
    const deps = exported.results.find((r: { exam_code: string }) => r.exam_code === 'DEPS');
    expect(deps.scores).toMatchObject({ phq9: 12 });
    expect(exported.reports).toEqual([{ orderNumber: paid.orderNumber, examCode: 'DEPS', locale: 'en-US' }]);
    const orderId = (await t.runtime.db.knex('orders').where({ order_number: paid.orderNumber }).first<{ id: string }>('id')).id;
    const [pdf] = await t.runtime.db.knex('report_files').where({ order_id: orderId }).pluck('store_key');
    expect(await t.runtime.files.get(pdf)).not.toBeNull();

    const deleted = await gql('mutation($p: String!) { deleteMyAccount(password: $p) { ok } }', { p: PASSWORD }, cookie);
    expect(deleted.json().data.deleteMyAccount).toEqual({ ok: true });
    const sessions = await t.runtime.db.knex('exam_sessions').whereIn('exam_id', [1801, 1802]).where({ email }).select('id');
    expect(sessions).toEqual([]);
    const left = await t.runtime.db.knex('results as r')
      .join('orders as o', 'o.exam_session_id', 'r.session_id')
      .where('o.id', orderId)
      .select('r.session_id');
    expect(left).toEqual([]);
    expect(await t.runtime.db.knex('report_files').where({ order_id: orderId }).select('locale')).toEqual([]);
    expect(await t.runtime.files.get(pdf)).toBeNull();
    expect(await t.runtime.db.knex('results').where({ exam_id: 1802 }).whereIn('session_id', [free.json().data.sessionId]).select('id')).toEqual([]);
  });
});
