import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CONSENT_VERSION } from '@innerscope/shared/examKinds';
import { BUYER, CARDS, createOrder, finishedSession, pay } from '../../../test/checkout';
import { startTestApp, type TestContext } from '../../../test/runtime';
import { META_GRAPH_URL, TIKTOK_EVENTS_URL } from './conversions.service';

const calls: { platform: 'meta' | 'tiktok'; url: string; headers: Headers; body: any }[] = []; // oxlint-disable-line typescript/no-explicit-any -- JSON bodies
let tiktokStatus = 200;
const api = setupServer(
  http.post(`${META_GRAPH_URL}/:pixel/events`, async ({ request }) => {
    calls.push({ platform: 'meta', url: request.url, headers: request.headers, body: await request.json() });
    return HttpResponse.json({ events_received: 1 });
  }),
  http.post(TIKTOK_EVENTS_URL, async ({ request }) => {
    calls.push({ platform: 'tiktok', url: request.url, headers: request.headers, body: await request.json() });
    return HttpResponse.json({ code: 0 }, { status: tiktokStatus });
  }),
);

let t: TestContext;
beforeAll(async () => {
  api.listen({ onUnhandledRequest: 'error' });
  t = await startTestApp({
    PAYMENT_SLOWDOWN_MS: '1',
    AD_PIXEL_META_ID: '1234567890',
    META_CAPI_TOKEN: 'meta-token',
    AD_PIXEL_TIKTOK_ID: 'CTTPIXEL01',
    TIKTOK_EVENTS_TOKEN: 'tt-token',
  });
});
afterEach(() => {
  calls.length = 0;
  tiktokStatus = 200;
});
afterAll(async () => {
  api.close();
  await t.close();
});

const conversionJobs = async () => (await t.runtime.db.knex('outbox').where({ kind: 'sendConversions' })).length;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function paidOrder(sessionId: string, skuId: string, email: string, attribution: unknown) {
  const created = await createOrder(t.app, { sessionId, skuId, email, acceptTerms: true, acceptRenewal: true, attribution });
  expect(created.errors).toEqual([]);
  const orderNumber = created.order!.orderNumber;
  const paid = await pay(t.app, orderNumber, CARDS.ok);
  expect(paid.result?.__typename).toBe('PaymentSucceeded');
  await t.runtime.jobs.drain();
  return orderNumber;
}

describe('server-side conversion events', () => {
  it('posts the purchase to Meta and TikTok with the hashed address and the browser event id', async () => {
    const orderNumber = await paidOrder(await finishedSession(t.app), 'bmbti-trial-monthly', ' Buyer.Ad@Example.COM ', {
      params: [{ key: 'fbclid', value: 'IwAR0abc' }, { key: 'ttclid', value: 'E.C.P.tt1' }, { key: 'gclid', value: 'g1' }],
      marketingConsent: true,
    });
    expect(calls.map((c) => c.platform).sort()).toEqual(['meta', 'tiktok']);
    const email = sha256('buyer.ad@example.com');

    const meta = calls.find((c) => c.platform === 'meta')!;
    expect(meta.url).toBe(`${META_GRAPH_URL}/1234567890/events`);
    expect(meta.headers.get('authorization')).toBe('Bearer meta-token');
    expect(meta.body.data).toHaveLength(1);
    expect(meta.body.data[0]).toMatchObject({
      event_name: 'Purchase',
      event_id: `purchase.${orderNumber}`,
      action_source: 'website',
      user_data: { em: [email], fbc: expect.stringMatching(/^fb\.1\.\d+\.IwAR0abc$/) },
      custom_data: { currency: 'USD', value: expect.any(Number), order_id: orderNumber },
    });
    expect(meta.body.data[0].event_time).toEqual(expect.any(Number));

    const tiktok = calls.find((c) => c.platform === 'tiktok')!;
    expect(tiktok.headers.get('access-token')).toBe('tt-token');
    expect(tiktok.body).toMatchObject({
      event_source: 'web',
      event_source_id: 'CTTPIXEL01',
      data: [{ event: 'CompletePayment', event_id: `purchase.${orderNumber}`, user: { email, ttclid: 'E.C.P.tt1' }, properties: { currency: 'USD', content_type: 'product' } }],
    });
    // The plain address goes nowhere.
    expect(JSON.stringify(calls.map((c) => c.body)).toLowerCase()).not.toContain('example.com');
  });

  it('tells only the platform whose click id came with the order', async () => {
    await paidOrder(await finishedSession(t.app), 'bmbti-trial-monthly', 'tt@example.com', { params: [{ key: 'tt_test_id', value: 'TEST123' }], marketingConsent: true });
    expect(calls.map((c) => c.platform)).toEqual(['tiktok']);
    expect(calls[0]!.body.test_event_code).toBe('TEST123');
  });

  it('sends nothing without recorded marketing consent, without click ids, or without attribution', async () => {
    const before = await conversionJobs();
    await paidOrder(await finishedSession(t.app), 'bmbti-trial-monthly', 'no@example.com', { params: [{ key: 'fbclid', value: 'x' }], marketingConsent: false });
    await paidOrder(await finishedSession(t.app), 'bmbti-trial-monthly', 'no@example.com', { params: [{ key: 'hl', value: 'en-US' }], marketingConsent: true });
    await paidOrder(await finishedSession(t.app), 'bmbti-trial-monthly', 'no@example.com', null);
    expect(calls).toEqual([]);
    expect(await conversionJobs()).toBe(before);
  });

  it('sends nothing for a health screen order', async () => {
    const before = await conversionJobs();
    const answers = Object.fromEntries([...Array.from({ length: 9 }, (_, i) => [`PHQ9_${i + 1}`, 1]), ...Array.from({ length: 5 }, (_, i) => [`WHO5_${i + 1}`, 2])]);
    const res = await t.app.inject({ method: 'POST', url: '/exam/order/info', headers: BUYER, payload: { appExamId: 1801, lang: 'en-US', answers, email: 'deps@example.com', country: 'US', healthConsentVersion: HEALTH_CONSENT_VERSION } });
    await paidOrder(res.json().data.sessionId, 'deps-report', 'deps@example.com', { params: [{ key: 'fbclid', value: 'x' }, { key: 'ttclid', value: 'y' }], marketingConsent: true });
    expect(calls).toEqual([]);
    expect(await conversionJobs()).toBe(before);
  });

  it('tries again when a platform refuses, with the same event id', async () => {
    tiktokStatus = 500;
    const orderNumber = await paidOrder(await finishedSession(t.app), 'bmbti-trial-monthly', 'retry@example.com', { params: [{ key: 'ttclid', value: 'r' }], marketingConsent: true });
    const row = await t.runtime.db.knex('outbox').where({ kind: 'sendConversions' }).orderBy('created_at', 'desc').first();
    expect(row.attempts).toBeGreaterThanOrEqual(1);
    expect(row.state).not.toBe('done');
    expect(row.last_error).toContain('tiktok 500');
    expect(calls.every((c) => c.body.data[0].event_id === `purchase.${orderNumber}`)).toBe(true);
  });
});
