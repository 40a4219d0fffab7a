import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent } from '../seeds/content';
import type { ItemBank } from '../seeds/bmbti';
import { createLogger } from '../src/shared/logger';
import { SESSION_COOKIE } from '../src/shared/sessionCookie';
import { PASSWORD, lastCode } from './accounts';
import { BUYER, CARDS } from './checkout';
import { startTestApp, type TestContext } from './runtime';

const TYPED = 'Journey.Tester+Log@Example.COM';
const ADDRESS = 'journey.tester+log@example.com';

let t: TestContext;
const lines: string[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' }, { log: createLogger({ level: 'trace', version: 'test' }, sink) });
});
afterAll(() => t.close());

const knex = () => t.runtime.db.knex;
const mailsTo = async (template: string) => (await knex()('email_messages').where({ to_address: ADDRESS, template }).orderBy('created_at')) as { text_body: string; headers: Record<string, string> }[];
const json = { 'content-type': 'application/json' };

describe('logs hold no secrets', () => {
  it('a journey (order, retrieve, report and PDF links, cancel links, a code, sign-in, a partner key) logs no address, token, code or key', async () => {
    const secrets = new Map<string, string>();
    const app = t.app;
    const remoteAddress = '10.81.0.1';

    // A finished test and an order with the address, paid by card: the receipt carries the report and cancel links.
    const bank = readContent<ItemBank>('bmbti', 'items.json')!;
    const answers = Object.fromEntries(bank.items.map((i, n) => [i.id, (n % 7) - 3]));
    const exam = await app.inject({ method: 'POST', url: '/exam/order/info', remoteAddress, payload: { appExamId: 1754, lang: 'en-US', answers, email: TYPED, country: 'US' } });
    const sessionId = exam.json().data.sessionId as string;
    const created = await app.inject({
      method: 'POST',
      url: '/pay/order/create',
      remoteAddress,
      headers: BUYER,
      payload: { sessionId, skuId: 'bmbti-trial-monthly', email: TYPED, acceptTerms: true, acceptRenewal: true },
    });
    const orderNumber = created.json().data.orderNumber as string;
    const paid = await app.inject({ method: 'POST', url: '/pay/check/payInfo', remoteAddress, headers: BUYER, payload: { orderNumber, method: 'card', paymentToken: CARDS.ok } });
    expect(paid.statusCode).toBe(200);
    await t.runtime.jobs.drain();
    const [receipt] = await mailsTo('report');
    expect(receipt).toBeDefined();

    // Retrieve by e-mail, then open what the e-mails link to.
    expect((await app.inject({ method: 'POST', url: '/exam/order/report/retrieve', remoteAddress, payload: { email: TYPED } })).statusCode).toBe(200);
    await t.runtime.jobs.drain();
    const [retrieved] = await mailsTo('retrieve');
    const reportLinks = [...`${receipt!.text_body}\n${retrieved!.text_body}`.matchAll(/https?:\/\/\S+?[?&]t=[\w-]+\S*/g)].map((m) => new URL(m[0]));
    expect(reportLinks.length).toBeGreaterThan(0);
    for (const link of reportLinks) {
      secrets.set(`report token in ${link.pathname}`, link.searchParams.get('t')!);
      await app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, remoteAddress, headers: { accept: 'text/html' } });
    }
    const pdf = await app.inject({ method: 'GET', url: `/exam/order/file/${orderNumber}.pdf?locale=en-US&t=${reportLinks[0]!.searchParams.get('t')}`, remoteAddress });
    expect([200, 404]).toContain(pdf.statusCode);

    // The receipt's one-click List-Unsubscribe, and a cancel link asked for on the unsubscribe page, clicked.
    const oneClick = new URL(receipt!.headers['List-Unsubscribe']!.slice(1, -1));
    secrets.set('one-click cancel token', oneClick.searchParams.get('token')!);
    expect((await app.inject({ method: 'POST', url: '/unsubscribe/check/email', remoteAddress, payload: { email: TYPED } })).statusCode).toBe(200);
    await t.runtime.jobs.drain();
    const [cancelMail] = await mailsTo('subscription.link');
    const cancelLink = new URL(/https?:\/\/\S+token=[\w-]+/.exec(cancelMail!.text_body)![0]);
    const cancelToken = cancelLink.searchParams.get('token')!;
    secrets.set('cancel link token', cancelToken);
    await app.inject({ method: 'GET', url: `${cancelLink.pathname}${cancelLink.search}`, remoteAddress, headers: { accept: 'text/html' } });
    expect((await app.inject({ method: 'POST', url: '/unsubscribe/cancel', remoteAddress, payload: { token: cancelToken } })).json()).toMatchObject({ result: 200 });
    await app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

    // An account: a code sent over GET (the address in the query), a wrong and a right code, sign-up, sign-in.
    const sent = await app.inject({ method: 'GET', url: `/email/captcha/send?email=${encodeURIComponent(TYPED)}&type=register`, remoteAddress });
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(knex(), ADDRESS);
    secrets.set('e-mailed code', code);
    await app.inject({ method: 'POST', url: '/user/verify', remoteAddress, payload: { email: TYPED, code: code === '000000' ? '111111' : '000000', type: 'register' } });
    const registered = await app.inject({ method: 'POST', url: '/user/register', remoteAddress, payload: { name: 'Jo', email: TYPED, password: PASSWORD, passwordConfirm: PASSWORD, code, agreePrivacy: true } });
    expect(registered.statusCode).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/user/login', remoteAddress, payload: { email: TYPED, password: PASSWORD } });
    const session = login.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    secrets.set('session cookie', session);
    secrets.set('password', PASSWORD);
    await app.inject({ method: 'GET', url: '/user/get', remoteAddress, headers: { cookie: `${SESSION_COOKIE}=${session}` } });
    await app.inject({ method: 'POST', url: '/graphql', remoteAddress, headers: { ...json, cookie: `${SESSION_COOKIE}=${session}` }, payload: { query: '{ me { email } }' } });

    // A partner key in its header, and a report asked for with a token over GraphQL GET.
    const key = (await t.runtime.services.apiKey.create('Log test partner', ['report:read'])).key;
    secrets.set('partner key', key);
    await app.inject({ method: 'POST', url: '/graphql', remoteAddress, headers: { ...json, authorization: `Bearer ${key}` }, payload: { query: '{ version }' } });
    const token = reportLinks[0]!.searchParams.get('t')!;
    await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(`{ report(orderNumber: "${orderNumber}", token: "${token}") { status } }`)}`,
      remoteAddress,
      headers: { ...json, 'apollo-require-preflight': 'true' },
    });

    const log = lines.join('');
    expect(lines.length, 'the journey was logged').toBeGreaterThan(30);
    // The request lines are there, with their secrets taken out.
    expect(log).toContain('"url":"/email/captcha/send?email=[redacted]&type=register"');
    expect(log).toContain('/cancel/success/BMBTI-1754?token=[redacted]');
    const lower = log.toLowerCase();
    for (const form of [ADDRESS, encodeURIComponent(ADDRESS).toLowerCase(), encodeURIComponent(TYPED).toLowerCase(), 'journey.tester']) {
      expect(lower, `address (${form})`).not.toContain(form);
    }
    for (const [what, secret] of secrets) expect(log, what).not.toContain(secret);
  });
});
