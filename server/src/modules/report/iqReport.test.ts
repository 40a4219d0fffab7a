/* oxlint-disable typescript/no-explicit-any -- nested JSON of GraphQL answers in tests */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMatrixBank } from '../../../seeds/matrixBank';
import { CARDS, pay } from '../../../test/checkout';
import { answersFor, FIXTURE_BANK } from '../../../test/iqBank.fixture';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { VIEWER_COOKIE } from '../../shared/viewerKey';
import { recalibrateIqJob } from '../../jobs/recalibrateIq.job';

const IQ = 1803;
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' });
  await t.runtime.db.knex.transaction((trx) => seedMatrixBank(trx, IQ, FIXTURE_BANK));
});
afterAll(() => t.close());

const pdfText = (bytes: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'iq-pdf-')), 'r.pdf');
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

/** A finished IQ test (form A, `right` right answers, 20 s each) ordered once by one browser. */
async function orderedIq(right: number, email: string) {
  const ask = async (query: string, variables: Record<string, unknown>) => {
    const { body } = await gql<Record<string, any>>(t.app, query, variables);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  const started = await ask('mutation($i: StartExamSessionInput!) { startExamSession(input: $i) { session { id } } }', { i: { examId: IQ, locale: 'en-US' } });
  const sessionId = started.startExamSession.session.id as string;
  const answers = answersFor('A', right).map((a) => ({ ...a, ms: 20_000 }));
  await ask('mutation($i: SaveAnswersInput!) { saveAnswers(input: $i) { errors { code } } }', { i: { sessionId, answers } });
  const submitted = await ask('mutation($i: SubmitExamInput!) { submitExam(input: $i) { errors { code } } }', { i: { sessionId } });
  expect(submitted.submitExam.errors).toEqual([]);
  await ask('mutation($i: SaveReportFormInput!) { saveReportForm(input: $i) { errors { code } } }', { i: { sessionId, email, firstName: 'Ana' } });
  const created = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: {
      query: 'mutation($i: CreateOrderInput!) { createOrder(input: $i) { order { orderNumber total currency } errors { code field } } }',
      variables: { i: { sessionId, skuId: 'iq-report', email, acceptTerms: true, acceptRenewal: false } },
    },
  });
  const payload = created.json().data.createOrder;
  expect(payload.errors).toEqual([]);
  const cookie = `${VIEWER_COOKIE}=${created.cookies.find((c) => c.name === VIEWER_COOKIE)!.value}`;
  return { orderNumber: payload.order.orderNumber as string, total: payload.order.total as number, cookie };
}

const REPORT = `query($o: ID!, $l: String) { report(orderNumber: $o, locale: $l) { status examCode pdfUrl depression { result { score } } psychMap { thinking }
  iq { title headings { result rules time practice limits } answeredText
    result { shown low high percentile provisional sampleSize raw count answered headline percentileText scaleNote }
    rules { rule title right total level text } timeProfile { medianSeconds points { itemId seconds correct answered } text textEquivalent }
    practice limits } } }`;

async function readReport(orderNumber: string, cookie: string, locale = 'en-US') {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie }, payload: { query: REPORT, variables: { o: orderNumber, l: locale } } });
  return res.json() as { data: { report: Record<string, any> | null }; errors?: unknown[] };
}

describe('the matrix reasoning report', () => {
  it('is sold once, and once paid gives the range, rule kinds, time profile, practice and limits, on screen, as a PDF and by e-mail', async () => {
    const email = 'matrix@example.com';
    const order = await orderedIq(18, email);
    expect(order.total).toBe(999);
    expect((await readReport(order.orderNumber, order.cookie)).data.report!.iq).toBeNull();
    expect((await pay(t.app, order.orderNumber, CARDS.ok, '10.9.0.7')).errors).toEqual([]);
    const report = (await readReport(order.orderNumber, order.cookie)).data.report!;
    expect(report).toMatchObject({ examCode: 'IQ', depression: null, psychMap: null });
    const iq = report.iq;
    expect(iq.result).toMatchObject({ shown: 'RANGE', raw: 18, count: 30, answered: 30, provisional: true });
    expect(iq.answeredText).toBe('18 right of 30 (30 answered)');
    expect(iq.rules.map((r: { rule: string }) => r.rule)).toEqual(['constant', 'progression', 'arithmetic', 'distribute_three']);
    expect(iq.rules.every((r: { text: string }) => r.text.length > 10)).toBe(true);
    expect(iq.timeProfile.medianSeconds).toBe(20);
    expect(iq.timeProfile.points).toHaveLength(30);
    expect(iq.timeProfile.textEquivalent).toContain('item 1: 20 s');
    expect(iq.practice.length).toBeGreaterThanOrEqual(3);
    expect(iq.limits.join(' ')).toMatch(/not a clinical assessment/);

    const ja = (await readReport(order.orderNumber, order.cookie, 'ja-JP')).data.report!.iq;
    expect(ja.result.headline).toBe(`あなたのスコアは ${iq.result.low} から ${iq.result.high} の間です。`);
    expect(ja.headings.limits).toMatch(/わかること/);

    await t.runtime.jobs.drain();
    const mails = await t.runtime.db.knex('email_messages').where({ to_address: email }).select('template', 'subject', 'text_body', 'attachments');
    expect(mails.map((m) => m.template)).toEqual(['examReport']);
    expect(mails[0].subject).toContain('Matrix Reasoning Test');
    expect(mails[0].text_body).toContain(iq.result.headline);
    expect(mails[0].text_body).toContain(`/report/result/IQ-1803?order=${order.orderNumber}`);
    const done = (await readReport(order.orderNumber, order.cookie)).data.report!;
    const text = pdfText((await t.app.inject({ url: done.pdfUrl })).rawPayload);
    for (const heading of Object.values(iq.headings) as string[]) expect(text.replace(/\s+/g, ' ')).toContain(heading);
    expect(text.replace(/\s+/g, ' ')).toContain(iq.result.headline);
  });

  it('states the sample so far on the provisional scale, and recalibrates only from 500 results', async () => {
    const { body } = await gql<Record<string, any>>(t.app, 'mutation($i: StartExamSessionInput!) { startExamSession(input: $i) { session { id } } }', { i: { examId: IQ, locale: 'en-US' } });
    const sessionId = body.data!.startExamSession.session.id;
    await gql(t.app, 'mutation($i: SubmitExamInput!) { submitExam(input: $i) { errors { code } } }', { i: { sessionId } });
    const read = await gql<Record<string, any>>(t.app, `{ examSession(id: "${sessionId}") { result { iq(locale: "en-US") { shown raw answered provisional sampleSize scaleNote } } } }`);
    const iq = read.body.data!.examSession.result.iq;
    expect(iq).toMatchObject({ shown: 'BELOW', raw: 0, answered: 0, provisional: true });
    expect(iq.scaleNote).toBe(`Provisional: based on the item difficulty model, not yet on test-takers' results; ${iq.sampleSize} results so far.`);
    const jobDeps = { db: t.runtime.db.knex, clock: { now: () => new Date() }, log: { info: () => undefined } } as never;
    await recalibrateIqJob.handle({}, jobDeps);
    expect(await t.runtime.db.knex('exam_content').where({ exam_id: IQ, kind: 'calibration' }).first()).toBeUndefined();
  });
});
