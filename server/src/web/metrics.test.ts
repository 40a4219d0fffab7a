import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, createOrder, finishedSession, pay } from '../../test/checkout';
import { EVERY_FEATURE } from '../../test/features';
import { startTestApp, type TestContext } from '../../test/runtime';
import * as outbox from '../jobs/outbox.repository';
import { METRICS_PATH } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one series in a Prometheus exposition, by its name and labels as written. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: METRICS_PATH, headers: authorization ? { authorization } : {} });

  it('answers 404 without the token, with another token, or with another scheme', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, 'Bearer ']) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(404);
      expect(res.body).not.toContain('innerscope_');
    }
  });

  it('counts HTTP requests by route and status, GraphQL operations by name and their errors', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const ok = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: 'query MetricsProbe { __typename }', operationName: 'MetricsProbe' } });
    expect(ok.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: 'query MetricsBroken { noSuchField }' } });

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'innerscope_http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"}')).toBe(2);
    expect(sample(text, 'innerscope_graphql_operation_duration_seconds_count{operation="MetricsProbe",type="query"}')).toBe(1);
    expect(sample(text, 'innerscope_graphql_operation_errors_total{operation="MetricsBroken",code="GRAPHQL_VALIDATION_FAILED"}')).toBe(1);
    expect(text).not.toContain('operation="MetricsProbe",code=');
    expect(text).toContain('innerscope_process_cpu_user_seconds_total');
  });

  it('times jobs by kind and counts their failures', async () => {
    const knex = t.runtime.db.knex;
    // A message that does not exist: the handler runs and fails for good at once.
    await outbox.insert(knex, { kind: 'sendEmail', payload: { messageId: randomUUID() }, maxAttempts: 3 });
    await t.runtime.jobs.drain();
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'innerscope_job_duration_seconds_count{kind="sendEmail",outcome="failed"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'innerscope_job_failures_total{kind="sendEmail"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'innerscope_job_failed_for_good_total{kind="sendEmail"}')).toBeGreaterThanOrEqual(1);
  });

  it('reads the outbox lag and the renewals when scraped', async () => {
    const knex = t.runtime.db.knex;
    const now = t.runtime.clock.now();
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(before, 'innerscope_outbox_lag_seconds')).toBe(0);
    expect(sample(before, 'innerscope_renewals_due')).toBe(0);
    expect(sample(before, 'innerscope_renewals_failed')).toBe(0);

    // A row due ten minutes ago that nothing has taken (the runner is not started in tests).
    await outbox.insert(knex, { kind: 'sendEmail', payload: { messageId: randomUUID() }, maxAttempts: 3, runAfter: new Date(now.getTime() - 600_000) });
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(after, 'innerscope_outbox_lag_seconds')).toBeGreaterThanOrEqual(599);
    expect(sample(after, 'innerscope_outbox_lag_seconds')).toBeLessThan(700);
    await t.runtime.jobs.drain();
    expect(sample((await scrape(`Bearer ${TOKEN}`)).body, 'innerscope_outbox_lag_seconds')).toBe(0);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is not served', async () => {
    const res = await t.app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}`, accept: 'text/plain' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('innerscope_');
  });
});

describe('renewal gauges', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN, PAYMENT_SLOWDOWN_MS: '1' }, { features: EVERY_FEATURE });
  });
  afterAll(() => t.close());

  let ip = 0;
  /** A paid monthly plan: its subscription row's id. */
  async function subscribe(email: string): Promise<string> {
    const sessionId = await finishedSession(t.app);
    const order = await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email, acceptTerms: true, acceptRenewal: true });
    const paid = await pay(t.app, order.order!.orderNumber, CARDS.ok, `10.82.0.${++ip}`);
    expect(paid.result?.__typename).toBe('PaymentSucceeded');
    const orderRow = await t.runtime.db.knex('orders').where({ order_number: order.order!.orderNumber }).first();
    return (await t.runtime.db.knex('subscriptions').where({ order_id: orderRow.id }).first()).id;
  }

  it('count the plans due for a charge and those whose renewal failed', async () => {
    const knex = t.runtime.db.knex;
    const [due, failing, later] = [await subscribe('due@example.com'), await subscribe('failing@example.com'), await subscribe('later@example.com')];
    const past = new Date(t.runtime.clock.now().getTime() - 60_000);
    await knex('subscriptions').where({ id: due }).update({ status: 'active', next_charge_at: past });
    await knex('subscriptions').where({ id: failing }).update({ status: 'past_due', failed_attempts: 1, next_charge_at: new Date(past.getTime() + 2 * 86_400_000) });
    expect(later).toBeTruthy();
    const text = (await t.app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(sample(text, 'innerscope_renewals_due')).toBe(1);
    expect(sample(text, 'innerscope_renewals_failed')).toBe(1);
  });
});
