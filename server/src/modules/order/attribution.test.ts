import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CONSENT_VERSION } from '@innerscope/shared/examKinds';
import { finishedSession } from '../../../test/checkout';
import { startTestApp, type TestContext } from '../../../test/runtime';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' });
});
afterAll(() => t.close());

const CREATE = 'mutation($i: CreateOrderInput!) { createOrder(input: $i) { order { orderNumber } errors { code field } } }';

async function create(sessionId: string, skuId: string, attribution: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query: CREATE, variables: { i: { sessionId, skuId, email: 'ad@example.com', acceptTerms: true, acceptRenewal: true, attribution } } },
  });
  return res.json() as { data?: { createOrder: { order: { orderNumber: string } | null } }; errors?: { message: string; extensions: { code: string; field?: string } }[] };
}

const stored = async (orderNumber: string) => (await t.runtime.db.knex('orders').where({ order_number: orderNumber }).first()).attribution;

describe('order attribution', () => {
  it('records the known tracking parameters and the marketing choice on the order', async () => {
    const sessionId = await finishedSession(t.app);
    const body = await create(sessionId, 'bmbti-trial-monthly', {
      params: [{ key: 'fbclid', value: 'fb.1.abc' }, { key: 'ttclid', value: 'tt-9' }, { key: 'hl', value: 'en-US' }],
      marketingConsent: true,
    });
    const orderNumber = body.data!.createOrder.order!.orderNumber;
    expect(await stored(orderNumber)).toMatchObject({ params: { fbclid: 'fb.1.abc', ttclid: 'tt-9', hl: 'en-US' }, marketingConsent: true, recordedAt: expect.any(String) });
  });

  it('keeps none when the order comes without parameters', async () => {
    const body = await create(await finishedSession(t.app), 'bmbti-trial-monthly', null);
    expect(await stored(body.data!.createOrder.order!.orderNumber)).toBeNull();
  });

  it.each([
    ['an unknown key', [{ key: 'utm_source', value: 'x' }], 'BAD_USER_INPUT'],
    ['a value over 200 characters', [{ key: 'gclid', value: 'g'.repeat(201) }], 'BAD_USER_INPUT'],
    // The graph's text guard refuses control characters before the service sees them.
    ['a NUL in a value', [{ key: 'gclid', value: 'a\u0000b' }], 'INVALID_TEXT'],
    ['an empty value', [{ key: 'gclid', value: '' }], 'BAD_USER_INPUT'],
    ['a key twice', [{ key: 'gclid', value: 'a' }, { key: 'gclid', value: 'b' }], 'BAD_USER_INPUT'],
  ])('refuses %s with a stable code on the attribution field, creating no order', async (_what, params, code) => {
    const sessionId = await finishedSession(t.app);
    const body = await create(sessionId, 'bmbti-trial-monthly', { params, marketingConsent: true });
    expect(body.errors?.[0]?.extensions.code).toBe(code);
    expect(body.errors?.[0]?.extensions.field).toContain('attribution');
    expect(await t.runtime.db.knex('orders').where({ exam_session_id: sessionId }).first()).toBeUndefined();
  });

  it('never records parameters on a health screen order', async () => {
    const answers = Object.fromEntries([...Array.from({ length: 9 }, (_, i) => [`PHQ9_${i + 1}`, 1]), ...Array.from({ length: 5 }, (_, i) => [`WHO5_${i + 1}`, 2])]);
    const res = await t.app.inject({ method: 'POST', url: '/exam/order/info', payload: { appExamId: 1801, lang: 'en-US', answers, email: 'ad@example.com', country: 'US', healthConsentVersion: HEALTH_CONSENT_VERSION } });
    const body = await create(res.json().data.sessionId, 'deps-report', { params: [{ key: 'fbclid', value: 'x' }], marketingConsent: true });
    expect(await stored(body.data!.createOrder.order!.orderNumber)).toBeNull();
  });
});
