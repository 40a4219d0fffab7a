import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestContext } from '../../test/runtime';
import { GRAPHQL_LIMITS } from './server';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GraphQL over HTTP', () => {
  it('answers health and version', async () => {
    const { status, body } = await gql(t.app, '{ health { status version time } version }');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ health: { status: 'ok', version: expect.any(String) } });
    expect(Date.parse((body.data as { health: { time: string } }).health.time)).not.toBeNaN();
  });

  it('reads the exam with its nine languages and a localised name', async () => {
    const { body } = await gql(t.app, '{ exam(examId: 1754) { id code name(locale: "zh-HK") languages { code nativeName isDefault } } }');
    const exam = (body.data as { exam: { code: string; name: string; languages: { code: string; isDefault: boolean }[] } }).exam;
    expect(exam.code).toBe('BMBTI');
    expect(exam.name).toBe('16型人格測試');
    expect(exam.languages.map((l) => l.code)).toEqual(['en-US', 'zh-CN', 'zh-HK', 'ja-JP', 'ko-KR', 'fr-FR', 'es-ES', 'de-DE', 'pt-PT']);
    expect(exam.languages.filter((l) => l.isDefault).map((l) => l.code)).toEqual(['en-US']);
  });

  it('returns null for an unknown exam', async () => {
    const { body } = await gql(t.app, '{ exam(examId: 999999) { id } }');
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ exam: null });
  });

  it('gives UNKNOWN_LOCALE for a locale outside the nine', async () => {
    const { body } = await gql(t.app, '{ protocols(examId: 1754, locale: "xx-YY") { id } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNKNOWN_LOCALE');
  });

  it('gives EXAM_NOT_FOUND for counters of an unknown exam and BAD_USER_INPUT for a bad country', async () => {
    const a = await gql(t.app, '{ homeCounters(examId: 42) { totalCompleted } }');
    expect(a.body.errors?.[0]?.extensions?.code).toBe('EXAM_NOT_FOUND');
    const b = await gql(t.app, '{ homeCounters(examId: 1754, country: "USA") { totalCompleted } }');
    expect(b.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('publishes no home counter resting on a handful of results (marketing.test.ts counts them from 20 people)', async () => {
    const knex = t.runtime.db.knex;
    const now = new Date();
    const old = new Date(now.getTime() - 40 * 24 * 3600 * 1000);
    await knex('results').insert([
      { exam_id: 1754, type_code: 'INFJ', locale: 'en-US', country: 'US', accuracy_rating: 5, completed_at: now },
      { exam_id: 1754, type_code: 'ENTP', locale: 'en-US', country: 'US', accuracy_rating: 4, completed_at: now },
      { exam_id: 1754, type_code: 'ISTJ', locale: 'fr-FR', country: 'FR', completed_at: now },
      { exam_id: 1754, type_code: 'ISTJ', locale: 'en-US', country: 'US', completed_at: old },
    ]);
    const { body } = await gql(t.app, '{ homeCounters(examId: 1754, country: "us") { takenToday inRegion region totalCompleted accuracyRating ratingCount } }');
    expect(body.data).toEqual({
      homeCounters: { takenToday: null, inRegion: null, region: 'US', totalCompleted: null, accuracyRating: null, ratingCount: null },
    });
  });

  it(`refuses a query deeper than ${GRAPHQL_LIMITS.maxDepth} levels`, async () => {
    const deep = `{ a: __type(name: "Exam") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }`;
    const { status, body } = await gql(t.app, deep);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxAliases} aliases`, async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: version`).join(' ');
    const { body } = await gql(t.app, `{ ${aliases} }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses batched requests', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: [{ query: '{ version }' }, { query: '{ version }' }],
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a simple cross-site GET (CSRF prevention)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/graphql?query=%7Bversion%7D' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/CSRF|preflight/i);
  });

  it('hides internals and introspection in production', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production' });
    try {
      const { body } = await gql(prod.app, '{ __schema { queryType { name } } }');
      expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const typo = await gql(prod.app, '{ versio }');
      expect(typo.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
    } finally {
      await prod.close();
    }
  });
});

describe('cacheable queries', () => {
  it('serves a public query again from the edge cache, with the max-age of its hints', async () => {
    const url = `/graphql?query=${encodeURIComponent('{ questions(examId: 1754, locale: "en-US") { labels questions { id text } } }')}`;
    const headers = { 'content-type': 'application/json' };
    const first = await t.app.inject({ method: 'GET', url, headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('max-age=300, public');
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await t.app.inject({ method: 'GET', url, headers });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    // Compressed once when stored, served in the encoding the browser accepts.
    const br = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } });
    expect([br.headers['x-cache'], br.headers['content-encoding']]).toEqual(['HIT', 'br']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gz = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
  });

  it('never caches a private query', async () => {
    const url = `/graphql?query=${encodeURIComponent('{ examSession(id: "AAAAAAAAAAAAAAAAAAAAAA") { id } }')}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { 'content-type': 'application/json' } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-cache']).toBeUndefined();
  });
});
