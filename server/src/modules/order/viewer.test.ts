import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/runtime';
import { finishedSession } from '../../../test/checkout';
import { hashViewerKey, VIEWER_COOKIE } from '../../shared/viewerKey';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' });
});
afterAll(() => t.close());

const CREATE = 'mutation($i: CreateOrderInput!) { createOrder(input: $i) { order { orderNumber } errors { code } } }';

async function createOrder(sessionId: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { query: CREATE, variables: { i: { sessionId, skuId: 'bmbti-trial-monthly', email: 'v@example.com', acceptTerms: true, acceptRenewal: true } } },
  });
  return res;
}

describe('viewer keys', () => {
  it('gives an ordering browser an http-only key, stored only as a hash, and keeps a key it already has', async () => {
    const sessionId = await finishedSession(t.app);
    const first = await createOrder(sessionId);
    const set = first.cookies.find((c) => c.name === VIEWER_COOKIE)!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(set.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const orderNumber = (first.json() as { data: { createOrder: { order: { orderNumber: string } } } }).data.createOrder.order.orderNumber;
    const orderId = (await t.runtime.db.knex('orders').where({ order_number: orderNumber }).first()).id;
    const rows = await t.runtime.db.knex('report_viewers').where({ order_id: orderId });
    expect(rows.map((r) => r.key_hash)).toEqual([hashViewerKey(set.value)]);
    expect(JSON.stringify(rows)).not.toContain(set.value);

    const again = await createOrder(sessionId, `${VIEWER_COOKIE}=${set.value}`);
    expect(again.cookies.find((c) => c.name === VIEWER_COOKIE)).toBeUndefined();
    expect(await t.runtime.db.knex('report_viewers').where({ order_id: orderId })).toHaveLength(1);

    // A forged cookie value is not taken as a key: the browser gets a fresh one.
    const forged = await createOrder(sessionId, `${VIEWER_COOKIE}=x`);
    expect(forged.cookies.find((c) => c.name === VIEWER_COOKIE)?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
