import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REDIS_DEADLINE_MS } from '../src/config';
import { createLogger } from '../src/shared/logger';
import { redisRateLimiter, type RateLimiter, type RateRule } from '../src/shared/rateLimiter';
import { BUYER, CARDS, createOrder, finishedSession } from './checkout';
import { redisServerAvailable, startTestRedis, type TestRedis } from './redisProcess';
import { startTestApp, type TestContext } from './runtime';

const DEADLINE_MS = DEFAULT_REDIS_DEADLINE_MS;
/** What a request may take beyond the Redis deadline on this busy test machine (the database work itself). */
const MARGIN_MS = 800;
const PROBE: RateRule = { name: 'test:probe', limit: 1_000_000, windowSeconds: 60 };

/** Resolves once `limiter` answers from Redis again (a call that does not fall back to memory). */
async function untilShared(limiter: RateLimiter) {
  await vi.waitFor(
    async () => {
      const before = limiter.fallbacks();
      await limiter.count(PROBE, 'probe');
      expect(limiter.fallbacks()).toBe(before);
    },
    { timeout: 10_000, interval: 50 },
  );
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - started) };
}

// A redis-server of the test's own, paused with SIGSTOP: it keeps its connections open and answers nothing.
describe.skipIf(!redisServerAvailable)(`a hung Redis holds no request past the ${DEADLINE_MS} ms deadline`, () => {
  let redis: TestRedis;
  let t: TestContext;
  /** The limiter of a second process on the same Redis. */
  let otherProcess: RateLimiter;
  const log: string[] = [];
  const prefix = `{innerscope-deadline-${randomBytes(4).toString('hex')}}`;

  beforeAll(async () => {
    redis = await startTestRedis();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    t = await startTestApp(
      { REDIS_URL: redis.url, QUEUE_PREFIX: prefix, PAYMENT_SLOWDOWN_MS: '1' },
      { log: createLogger({ level: 'warn', version: 'test' }, sink) },
    );
    otherProcess = redisRateLimiter({ redisUrl: redis.url, prefix, deadlineMs: DEADLINE_MS, log: createLogger({ level: 'silent', version: 'test' }) });
    await untilShared(t.runtime.rateLimiter);
    await untilShared(otherProcess);
  });
  afterAll(async () => {
    redis?.resume();
    await otherProcess?.close();
    await t?.close();
    await redis?.stop();
  });

  const retrieve = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/exam/order/report/retrieve', remoteAddress, payload: { email } });

  it('shares limits between processes while Redis answers', async () => {
    const rule: RateRule = { name: 'test:before', limit: 2, windowSeconds: 60 };
    await t.runtime.rateLimiter.hit(rule, 'ana@example.com');
    await otherProcess.hit(rule, 'ana@example.com');
    await expect(t.runtime.rateLimiter.hit(rule, 'ana@example.com')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(await otherProcess.count(rule, 'ana@example.com')).toBe(3);
    expect(t.runtime.rateLimiter.fallbacks()).toBe(0);
  });

  it(`paused: limited calls answer within ${DEADLINE_MS} + ${MARGIN_MS} ms and still limit per process; /readyz is 503 within 2 s`, async () => {
    const sessionId = await finishedSession(t.app);
    const order = (await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email: 'paused-buyer@example.com', acceptTerms: true, acceptRenewal: true })).order!;
    redis.pause();

    const rest = await timed(() => retrieve('paused@example.com', '10.61.0.1'));
    expect(rest.value.statusCode).toBe(200);
    const code = await timed(() =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: '10.61.0.2',
        headers: { 'content-type': 'application/json' },
        payload: { query: 'mutation { sendEmailCode(email: "paused@example.com", purpose: REGISTER) { ok } }' },
      }),
    );
    expect(code.value.json()).toEqual({ data: { sendEmailCode: { ok: true } } });
    const payment = await timed(() =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: '10.61.0.3',
        headers: { 'content-type': 'application/json', ...BUYER },
        payload: {
          query: 'mutation($i: PayOrderInput!) { payOrder(input: $i) { result { __typename } } }',
          variables: { i: { orderNumber: order.orderNumber, method: 'CARD', paymentToken: CARDS.ok } },
        },
      }),
    );
    expect(payment.value.json()).toEqual({ data: { payOrder: { result: { __typename: 'PaymentSucceeded' } } } });
    console.info(`during the pause: retrieve ${rest.ms} ms, sendEmailCode ${code.ms} ms, payOrder ${payment.ms} ms (deadline ${DEADLINE_MS} ms)`);
    for (const ms of [rest.ms, code.ms, payment.ms]) expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);

    // Failing open means per process, not unlimited: three per address an hour, then 429 with Retry-After.
    expect((await retrieve('paused@example.com', '10.61.0.4')).statusCode).toBe(200);
    expect((await retrieve('paused@example.com', '10.61.0.5')).statusCode).toBe(200);
    const refused = await retrieve('paused@example.com', '10.61.0.6');
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect(t.runtime.rateLimiter.fallbacks()).toBeGreaterThan(0);
    expect(log.join('')).toContain(`rate limiter: Redis did not answer within ${DEADLINE_MS} ms`);

    const ready = await timed(() => t.app.inject({ url: '/readyz' }));
    console.info(`/readyz during the pause: ${ready.value.statusCode} in ${ready.ms} ms`);
    expect(ready.value.statusCode).toBe(503);
    expect(ready.value.json()).toEqual({ status: 'unavailable', database: true, queue: false });
    expect(ready.ms).toBeLessThan(2_000);
  });

  it('after SIGCONT: ready again, and limits are shared between processes again', async () => {
    redis.resume();
    await vi.waitFor(async () => expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200), { timeout: 10_000, interval: 50 });
    await untilShared(t.runtime.rateLimiter);
    await untilShared(otherProcess);
    const rule: RateRule = { name: 'test:after', limit: 2, windowSeconds: 60 };
    await otherProcess.hit(rule, 'bo@example.com');
    await t.runtime.rateLimiter.hit(rule, 'bo@example.com');
    await expect(otherProcess.hit(rule, 'bo@example.com')).rejects.toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
    expect(await t.runtime.rateLimiter.count(rule, 'bo@example.com')).toBe(3);
  });
});
