import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { CARDS, finishedSession, pay } from '../../../test/checkout';
import { VIEWER_COOKIE } from '../../shared/viewerKey';
import { AXES } from '../scoring/scoring';
import { reportToken } from './report.access';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' });
});
afterAll(() => t.close());

const REPORT = `query($o: ID!, $l: String, $t: String) { report(orderNumber: $o, locale: $l, token: $t) {
  orderNumber status locale firstName typeCode type { code title } poles { pole percent level quick }
  table { axis dimension score rangeLow rangeHigh interpretation } personal { intro strengths } career { fields }
  furtherReading { title href } advancedGuide { steps } stats { sampleSize benchmark { axis percentile } topCountries { country percent } latestRanking { code percent } }
  depth { portrait glance { strongest { pole percent } weakest { pole percent } steadiness { pole level } }
    axes { axis pole text closeCall { title } } personal { strongest { title text } weakest { text } steadiness { text } } }
  pdfUrl } }`;

interface ReportData {
  status: string;
  locale: string;
  typeCode: string | null;
  type: { code: string; title: string } | null;
  poles: { pole: string; percent: number; level: string; quick: string }[];
  table: { axis: string; score: number; rangeLow: number | null; rangeHigh: number | null }[];
  furtherReading: { title: string; href: string }[];
  stats: { sampleSize: number; topCountries: unknown[]; latestRanking: unknown[] } | null;
  depth: {
    portrait: string[];
    axes: { axis: string; pole: string; text: string; closeCall: { title: string } | null }[];
    personal: { strongest: { title: string; text: string } };
  } | null;
  pdfUrl: string | null;
}

async function readReport(orderNumber: string, opts: { cookie?: string; locale?: string; token?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: { query: REPORT, variables: { o: orderNumber, l: opts.locale ?? null, t: opts.token ?? null } },
  });
  return (res.json() as { data: { report: ReportData | null } }).data.report;
}

/** A test ordered by one browser (its viewer cookie returned), paid, and fulfilled. */
async function paidOrder(ip: string, country = 'DE') {
  const sessionId = await finishedSession(t.app, country);
  await gql(t.app, 'mutation($i: SaveReportFormInput!) { saveReportForm(input: $i) { errors { code } } }', {
    i: { sessionId, firstName: '<b>Zoë</b>', email: 'zoe@example.com', country },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: {
      query: 'mutation($i: CreateOrderInput!) { createOrder(input: $i) { order { orderNumber } } }',
      variables: { i: { sessionId, skuId: 'bmbti-trial-monthly', email: 'zoe@example.com', acceptTerms: true, acceptRenewal: true } },
    },
  });
  const orderNumber = (res.json() as { data: { createOrder: { order: { orderNumber: string } } } }).data.createOrder.order.orderNumber;
  const cookie = `${VIEWER_COOKIE}=${res.cookies.find((c) => c.name === VIEWER_COOKIE)!.value}`;
  return { orderNumber, cookie, sessionId, pay: () => pay(t.app, orderNumber, CARDS.ok, ip) };
}

const pdfText = (bytes: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'report-pdf-')), 'r.pdf');
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('the paid report', () => {
  it('withholds the contents until payment, then shows every section to the browser that ordered', async () => {
    const order = await paidOrder('10.5.0.1');
    const pending = await readReport(order.orderNumber, { cookie: order.cookie });
    expect(pending).toMatchObject({ status: 'PENDING_PAYMENT', typeCode: null, type: null, poles: [], stats: null, pdfUrl: null });
    await order.pay();
    const generating = await readReport(order.orderNumber, { cookie: order.cookie });
    expect(generating!.status).toMatch(/GENERATING|COMPLETED/);
    expect(generating!.type!.code).toMatch(/^[EI][SN][TF][JP]$/);
    expect(generating!.poles.map((p) => p.pole)).toEqual(['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P', 'C', 'R']);
    for (const p of generating!.poles) expect(p.quick.length).toBeGreaterThan(3);
    expect(generating!.table).toHaveLength(5);
    for (const row of generating!.table) {
      expect(row.score).toBeGreaterThanOrEqual(50);
      // No reference range, and no comparisons at all, while there are fewer than 500 results.
      expect([row.rangeLow, row.rangeHigh]).toEqual([null, null]);
    }
    expect(generating!.stats).toBeNull();
    expect(generating!.depth!.portrait).toHaveLength(2);
    expect(generating!.depth!.axes.map((a) => a.axis)).toEqual(['EI', 'SN', 'TF', 'JP', 'ES']);
    expect(generating!.furtherReading.map((r) => r.href)).toContain('/report/retrieve/BMBTI-1754');

    await t.runtime.jobs.drain();
    const done = await readReport(order.orderNumber, { cookie: order.cookie });
    expect(done!.status).toBe('COMPLETED');
    expect(done!.pdfUrl).toMatch(new RegExp(`^/exam/order/file/${order.orderNumber}\\.pdf\\?locale=en-US&t=`));
    const file = await t.app.inject({ url: done!.pdfUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${order.orderNumber}.pdf"`);
    const text = pdfText(file.rawPayload);
    expect(text).toContain(done!.type!.code);
    for (const title of ['Basic profile', 'Your scores at a glance', 'Dimension analysis', 'Result analysis', 'Personal growth', 'Relationships growth', 'Career growth', 'Further reading']) {
      expect(text).toContain(title);
    }
    expect(text).toContain(done!.depth!.personal.strongest.title);
    // No figure rests on fewer than 500 results: the comparisons are left out, not shown as a sample.
    for (const title of ['Professional benchmark', 'Top 10 countries', 'Latest ranking', 'Sample', 'Reference range']) expect(text).not.toContain(title);
    // The name is set as text, markup and all.
    expect(text).toContain('Prepared for <b>Zoë</b>');
  });

  it('tells where the PDF stands without building the report, to the same readers only', async () => {
    const PDF = 'query($o: ID!, $l: String, $t: String) { reportPdf(orderNumber: $o, locale: $l, token: $t) { orderNumber status url } }';
    const readPdf = async (orderNumber: string, cookie?: string, locale?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: { query: PDF, variables: { o: orderNumber, l: locale ?? null, t: null } },
      });
      return (res.json() as { data: { reportPdf: { orderNumber: string; status: string; url: string | null } | null } }).data.reportPdf;
    };
    const order = await paidOrder('10.5.0.9');
    expect(await readPdf(order.orderNumber, order.cookie)).toEqual({ orderNumber: order.orderNumber, status: 'PENDING_PAYMENT', url: null });
    await order.pay();
    await t.runtime.jobs.drain();
    const done = await readPdf(order.orderNumber, order.cookie);
    expect(done).toMatchObject({ status: 'COMPLETED', url: (await readReport(order.orderNumber, { cookie: order.cookie }))!.pdfUrl });
    expect(done!.url).toMatch(/\.pdf\?locale=en-US&t=/);
    // Another language has no PDF yet: asking makes one.
    expect((await readPdf(order.orderNumber, order.cookie, 'ko-KR'))!.url).toBeNull();
    await t.runtime.jobs.drain();
    expect((await readPdf(order.orderNumber, order.cookie, 'ko-KR'))!.url).toMatch(/locale=ko-KR/);
    // Anyone else learns nothing.
    expect(await readPdf(order.orderNumber)).toBeNull();
    expect(await readPdf('no-such-order-000')).toBeNull();
  });

  it('answers null to another browser, a guessed order number and a tampered link; a signed link opens it anywhere', async () => {
    const order = await paidOrder('10.5.0.2');
    await order.pay();
    expect(await readReport(order.orderNumber)).toBeNull();
    expect(await readReport(order.orderNumber, { cookie: `${VIEWER_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA` })).toBeNull();
    expect(await readReport('B'.repeat(22), { cookie: order.cookie })).toBeNull();
    const token = reportToken(t.runtime.config.appSecret, order.orderNumber);
    expect(await readReport(order.orderNumber, { token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` })).toBeNull();
    expect(await readReport(order.orderNumber, { token })).toMatchObject({ status: expect.stringMatching(/GENERATING|COMPLETED/) });
    // The PDF download needs the same signature.
    await t.runtime.jobs.drain();
    const bad = await t.app.inject({ url: `/exam/order/file/${order.orderNumber}.pdf?locale=en-US&t=nope` });
    expect(bad.statusCode).toBe(404);
    // The spec's download call: the PDF itself for the owner, false (silently) for anyone else.
    const mine = await t.app.inject({ method: 'POST', url: '/exam/order/file/down/info', headers: { cookie: order.cookie }, payload: { orderNumber: order.orderNumber, locale: 'en-US' } });
    expect([mine.statusCode, mine.headers['content-type'], mine.headers['content-disposition']]).toEqual([200, 'application/pdf', `attachment; filename="${order.orderNumber}.pdf"`]);
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const theirs = await t.app.inject({ method: 'POST', url: '/exam/order/file/down/info', payload: { orderNumber: order.orderNumber, locale: 'en-US' } });
    expect(theirs.json()).toEqual({ result: 200, data: false });
    const signed = await t.app.inject({ method: 'POST', url: '/exam/order/file/down/info', payload: { orderNumber: order.orderNumber, locale: 'en-US', t: token } });
    expect(signed.headers['content-type']).toBe('application/pdf');
  });

  it('switches language without paying again, and renders the PDF in that language once', async () => {
    const order = await paidOrder('10.5.0.3', 'JP');
    await order.pay();
    await t.runtime.jobs.drain();
    const ja = await readReport(order.orderNumber, { cookie: order.cookie, locale: 'ja-JP' });
    expect(ja).toMatchObject({ status: 'COMPLETED', locale: 'ja-JP', pdfUrl: null });
    await readReport(order.orderNumber, { cookie: order.cookie, locale: 'ja-JP' });
    await t.runtime.jobs.drain();
    const ready = await readReport(order.orderNumber, { cookie: order.cookie, locale: 'ja-JP' });
    expect(ready!.pdfUrl).toMatch(/locale=ja-JP/);
    const knex = t.runtime.db.knex;
    const orderId = (await knex('orders').where({ order_number: order.orderNumber }).first()).id;
    expect(await knex('report_files').where({ order_id: orderId }).orderBy('locale').pluck('locale')).toEqual(['en-US', 'ja-JP']);
    expect(await knex('payments').where({ order_id: orderId })).toHaveLength(1);
  });

  it('sends one e-mail with the report link and the PDF attached, even when fulfilment runs again', async () => {
    const order = await paidOrder('10.5.0.4');
    await order.pay();
    await t.runtime.jobs.drain();
    const knex = t.runtime.db.knex;
    const orderId = (await knex('orders').where({ order_number: order.orderNumber }).first()).id;
    await knex('outbox').insert({ kind: 'fulfilOrder', payload: JSON.stringify({ orderId }), max_attempts: 3 });
    await t.runtime.jobs.drain();
    const mails = await knex('email_messages').where({ to_address: 'zoe@example.com' }).andWhere('dedupe_key', 'like', `order:${orderId}:%`);
    expect(mails).toHaveLength(1);
    expect(mails[0].state).toBe('sent');
    expect(mails[0].text_body).toMatch(/Open your report:\nhttp:\/\/\S+\/report\/result\/BMBTI-1754\?order=/);
    expect(mails[0].text_body).toContain('7-day trial');
  });
});

/** Results of other people, spread over types, countries and scores. */
async function addResults(count: number) {
  const countries = ['DE', 'FR', 'JP', 'KR', 'US'];
  const rows = Array.from({ length: count }, (_, i) => {
    const percents = [20 + (i % 61), 30 + ((i * 7) % 41), 35 + ((i * 3) % 31), 25 + ((i * 11) % 51), 40 + ((i * 5) % 21)];
    const axes = AXES.map((def, k) => ({
      axis: def.axis, firstPole: def.first, secondPole: def.second, firstPercent: percents[k]!, secondPercent: 100 - percents[k]!,
      winner: percents[k]! > 50 ? def.first : def.second, level: 'MODERATE',
    }));
    const typeCode = axes.slice(0, 4).map((x) => x.winner).join('');
    return { exam_id: 1754, type_code: typeCode, scores: JSON.stringify({ axes }), locale: 'en-US', country: countries[i % countries.length] };
  });
  await t.runtime.db.knex.batchInsert('results', rows, 200);
  t.runtime.services.report.stats.clear();
}

describe('figures from real results only', () => {
  it('shows no comparison below 500 results, and real ones from the 500th on, in the report and its PDF', async () => {
    const knex = t.runtime.db.knex;
    const order = await paidOrder('10.5.0.7');
    await order.pay();
    const [results] = await knex('results').where({ exam_id: 1754 }).count<{ count: string }[]>('* as count');
    await addResults(499 - Number(results!.count));
    const below = await readReport(order.orderNumber, { cookie: order.cookie });
    expect(below!.stats).toBeNull();
    expect(below!.table.every((row) => row.rangeLow === null && row.rangeHigh === null)).toBe(true);

    await addResults(1);
    const live = await readReport(order.orderNumber, { cookie: order.cookie });
    expect(live!.stats).toMatchObject({ sampleSize: 500 });
    expect(live!.stats!.topCountries.length).toBeGreaterThan(0);
    expect(live!.stats!.latestRanking.length).toBeGreaterThan(0);
    for (const row of live!.table) expect(row.rangeLow).toBeLessThanOrEqual(row.rangeHigh!);
    await t.runtime.jobs.drain();
    const pdf = await t.app.inject({ url: (await readReport(order.orderNumber, { cookie: order.cookie }))!.pdfUrl! });
    const text = pdfText(pdf.rawPayload);
    for (const title of ['Professional benchmark', 'Latest ranking', 'Reference range']) expect(text).toContain(title);
    expect(text).toContain('Drawn from 500 results on Innerscope.');
    expect(text).not.toMatch(/sample/i);
  });
});

describe('retrieve by e-mail', () => {
  const RETRIEVE = 'mutation($e: String!) { retrieveReports(email: $e) { accepted errors { code } } }';

  it('answers the same for known and unknown addresses, and mails links or the spec message', async () => {
    const order = await paidOrder('10.5.1.1');
    await order.pay();
    await t.runtime.jobs.drain();
    const known = await gql(t.app, RETRIEVE, { e: 'zoe@example.com' });
    const unknown = await gql(t.app, RETRIEVE, { e: 'nobody@example.com' });
    expect(known.body.data).toEqual(unknown.body.data);
    expect(known.body.data).toEqual({ retrieveReports: { accepted: true, errors: [] } });
    await t.runtime.jobs.drain();
    const knex = t.runtime.db.knex;
    const [none] = await knex('email_messages').where({ to_address: 'nobody@example.com', template: 'retrieve' });
    expect(none.text_body).toContain('There are no retrievable reports in the current mailbox.');
    const [links] = await knex('email_messages').where({ to_address: 'zoe@example.com', template: 'retrieve' });
    expect(links.text_body).toContain(`order=${order.orderNumber}`);
    const bad = await gql(t.app, RETRIEVE, { e: 'not-an-address' });
    expect(bad.body.data).toEqual({ retrieveReports: { accepted: false, errors: [{ code: 'INVALID_EMAIL' }] } });
  });

  it('limits one address across REST, GraphQL and aliases: refused aliases fail alone (200), REST answers 429, both with Retry-After', async () => {
    const email = 'limited@example.com';
    const viaRest = () => t.app.inject({ method: 'POST', url: '/exam/order/report/retrieve', remoteAddress: '10.5.2.1', payload: { email } });
    expect((await viaRest()).statusCode).toBe(200);
    const aliases = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '10.5.2.2',
      headers: { 'content-type': 'application/json' },
      payload: { query: `mutation { a: retrieveReports(email: "${email}") { accepted } b: retrieveReports(email: "${email}") { accepted } c: retrieveReports(email: "${email}") { accepted } }` },
    });
    expect(aliases.statusCode).toBe(200);
    expect(Number(aliases.headers['retry-after'])).toBeGreaterThan(0);
    const body = aliases.json() as { data: Record<string, { accepted: boolean } | null>; errors: { path: string[]; extensions: { code: string } }[] };
    // Three per address an hour: the REST call and two aliases went through, the third alias alone is refused.
    expect(body.data).toEqual({ a: { accepted: true }, b: { accepted: true }, c: null });
    expect(body.errors.map((e) => [e.path[0], e.extensions.code])).toEqual([['c', 'RATE_LIMITED']]);
    const rest = await viaRest();
    expect(rest.statusCode).toBe(429);
    expect(rest.headers['retry-after']).toBeDefined();
  });
});

describe('partner and staff keys', () => {
  it("read their own partner's paid reports with the report scope; another partner's, an unknown, revoked or unscoped key reads nothing", async () => {
    const order = await paidOrder('10.5.3.1');
    await order.pay();
    const keys = t.runtime.services.apiKey;
    const made = await t.runtime.services.partners.createPartnerFromCli({ name: 'Partner A', ownerEmail: 'a@partner.example', scopes: ['report:read'] });
    const partner = { id: made.key!.keyId, key: made.key!.key };
    const otherPartner = await t.runtime.services.partners.createPartnerFromCli({ name: 'Partner C', ownerEmail: 'c@partner.example', scopes: ['report:read'] });
    const legacy = await keys.create('Partner before partners', ['report:read']);
    await t.runtime.db.knex('orders').where({ order_number: order.orderNumber }).update({ partner_id: made.partner!.id });
    const other = await keys.create('Newsletter tool', []);
    const read = async (authorization?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        payload: { query: 'query($o: ID!) { report(orderNumber: $o) { status typeCode } }', variables: { o: order.orderNumber } },
      });
      return (res.json() as { data: { report: { typeCode: string } | null } }).data.report;
    };
    expect(partner.key).toMatch(/^isk_live_[A-Za-z0-9_-]{43}$/);
    expect(await read(`Bearer ${otherPartner.key!.key}`)).toBeNull();
    expect(await read(`Bearer ${legacy.key}`)).toBeNull();
    expect(JSON.stringify(await t.runtime.db.knex('api_keys'))).not.toContain(partner.key);
    expect(await read(`Bearer ${partner.key}`)).toMatchObject({ typeCode: expect.stringMatching(/^[EI][SN][TF][JP]$/) });
    expect(await read(`Bearer ${other.key}`)).toBeNull();
    expect(await read(`Bearer isk_${'x'.repeat(43)}`)).toBeNull();
    expect(await read(partner.key)).toBeNull();
    await keys.revoke(partner.id);
    expect(await read(`Bearer ${partner.key}`)).toBeNull();
  });
});
