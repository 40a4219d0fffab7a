import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../runtime';
import {
  type Answer, BAD_TEXT, buildWorld, deepJson, describeValue, expectHandled, LONG_TEXT, ODD_TEXT, rowLedger, SEED,
  seededRandom, send, validValueFor, validValues, type World, WRONG_TYPES,
} from './fuzz';

/**
 * Every REST path of the route table, whatever it is, gets wrong types, missing fields, megabyte strings, NUL
 * bytes, lone surrogates, SQL and script text in its params, query and body: no answer is a 5xx or an internal
 * error, bad text is refused with 400 INVALID_TEXT naming its field, and a refused request writes no row.
 */

interface Route {
  method: string;
  url: string;
}

/** The route table as Fastify prints it (one node a line, each line's path continuing its parent's). */
export function routeTable(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const parents: { depth: number; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([\s│├└─]*)(\S.*?)(?: \(((?:[A-Z]+, )*[A-Z]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length;
    while (parents.length > 0 && parents.at(-1)!.depth >= depth) parents.pop();
    const path = (parents.at(-1)?.path ?? '') + match[2]!;
    parents.push({ depth, path });
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: path });
  }
  return routes;
}

/** Routes whose body is read as raw bytes (webhooks verify the processor's signature on them). */
const RAW_BODY_ROUTES = new Set(['POST /pay/webhook/:provider']);
/** GraphQL has its own fuzz test (graphql.test.ts), with its own error shape. */
const OWN_FUZZ = new Set(['/graphql']);

const QUERY_KEYS = ['hl', 'email', 'type', 'locale', 't', 'token', 'page', 'size', 'status', 'return', 'passed', 'dl', 'av', 'id', 'eid', 'aeid'];
const MISSING = Symbol('missing');

/** Percent-encodes text as a client would, lone surrogates as the bytes of their (invalid) UTF-8 form. */
function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const bytes = cp >= 0xd800 && cp <= 0xdfff ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)] : [...Buffer.from(ch)];
    out += /^[A-Za-z0-9_.~-]$/.test(ch) ? ch : bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(`${key}=${percentEncode(typeof item === 'string' ? item : JSON.stringify(item) ?? '')}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

const isNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000');
const code = (answer: Answer) => (answer.json as { code?: string } | null)?.code;
const field = (answer: Answer) => (answer.json as { field?: string } | null)?.field;

let t: TestContext;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await buildWorld(t);
});
afterAll(() => t?.close());

describe('REST input fuzz', () => {
  it('walks every route of the table: no 5xx, bad text refused by field, nothing half-written', { timeout: 120_000 }, async () => {
    const routes = routeTable(t.app).filter((r) => !OWN_FUZZ.has(r.url));
    // The table is read, not listed: a route added later is covered without editing this test.
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual({ method: 'POST', url: '/common/feedback/save' });

    const random = seededRandom(SEED);
    const ledger = rowLedger(t);
    await ledger.after(false, 'start');
    let n = 0;

    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const rawBody = RAW_BODY_ROUTES.has(name);

      const baseParams = () => Object.fromEntries(params.map((p) => [p, validValueFor(p, world, n)]));
      const baseQuery = () => Object.fromEntries(QUERY_KEYS.map((k) => [k, validValueFor(k, world, n)]));
      const baseBody = () => validValues(world, n);

      const request = async (label: string, parts: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; inject?: Partial<InjectOptions> }) => {
        n += 1;
        const paramValues = parts.params ?? baseParams();
        const url = route.url.replace(/:(\w+)/g, (_, p: string) => percentEncode(String(paramValues[p]))) + queryString(parts.query ?? baseQuery());
        const options: InjectOptions = { method: route.method as InjectOptions['method'], url, ...(hasBody ? { payload: (parts.body ?? baseBody()) as InjectOptions['payload'] } : {}), ...parts.inject };
        const answer = await send(t.app, world, n, options);
        const full = `${name} ${label}`;
        expectHandled(answer, full);
        await ledger.after(answer.status >= 400, full);
        return answer;
      };
      const expectInvalidText = (answer: Answer, label: string, where: string) => {
        expect([answer.status, code(answer), field(answer)], `${name} ${label}: ${answer.body.slice(0, 200)}`).toEqual([400, 'INVALID_TEXT', where]);
      };

      await request('as sent by the client', {});

      for (const p of params) {
        for (const value of [...random.sample(ODD_TEXT, 3), random.pick(BAD_TEXT), 'abc\u0000', LONG_TEXT[0]!]) {
          const label = `param ${p}=${describeValue(value)}`;
          const answer = await request(label, { params: { ...baseParams(), [p]: value } });
          // Only a NUL survives percent-decoding as text; a lone surrogate has no UTF-8 form and is a bad URL.
          if (isNul(value)) expectInvalidText(answer, label, p);
          else if (BAD_TEXT.includes(value)) expect([answer.status, code(answer)], `${name} ${label}`).toEqual([400, 'BAD_REQUEST']);
        }
      }

      for (const key of random.sample(QUERY_KEYS, 5)) {
        const value = random.pick<unknown>([...ODD_TEXT, ...BAD_TEXT, ...WRONG_TYPES, LONG_TEXT[0], MISSING]);
        const query = baseQuery();
        if (value === MISSING) delete query[key];
        else query[key] = value;
        await request(`query ${key}=${describeValue(value)}`, { query });
      }
      const nulKey = random.pick(QUERY_KEYS);
      const nulAnswer = await request(`query ${nulKey} with NUL`, { query: { ...baseQuery(), [nulKey]: 'a\u0000b' } });
      expectInvalidText(nulAnswer, `query ${nulKey} with NUL`, nulKey);

      if (!hasBody) continue;
      // Keys in a seeded order, a few mutated per request: every key of the union body, in fewer requests.
      const keys = random.sample(Object.keys(baseBody()), Number.POSITIVE_INFINITY);
      for (let i = 0; i < keys.length; i += 3) {
        const body = baseBody();
        const changes = keys.slice(i, i + 3).map((key) => {
          const odd = random.pick<unknown>([...ODD_TEXT, ...WRONG_TYPES, MISSING]);
          if (odd === MISSING) delete body[key];
          else body[key] = odd;
          return `${key}=${describeValue(odd)}`;
        });
        await request(`body ${changes.join(' ')}`, { body });
      }
      for (let i = 0; i < keys.length; i += 4) {
        const chunk = keys.slice(i, i + 4);
        const body = baseBody();
        for (const key of chunk) body[key] = random.pick(BAD_TEXT);
        const label = `body ${chunk.join(', ')} with bad text`;
        const refused = await request(label, { body });
        if (!rawBody) {
          expect([refused.status, code(refused)], `${name} ${label}: ${refused.body.slice(0, 200)}`).toEqual([400, 'INVALID_TEXT']);
          expect(chunk, `${name} ${label}: the field named`).toContain(field(refused));
        }
      }
      for (const long of LONG_TEXT) {
        const key = random.pick(keys);
        const answer = await request(`body ${key} of ${long.length} characters`, { body: { ...baseBody(), [key]: long } });
        if (rawBody) continue;
        const tooLarge = answer.status === 413;
        expect(tooLarge || (answer.status === 400 && code(answer) === 'BAD_USER_INPUT' && field(answer) === key), `${name} body ${key} long: ${answer.body.slice(0, 200)}`).toBe(true);
      }

      const shapes: [string, Partial<InjectOptions>][] = [
        ['an array body', { payload: [] as never }],
        ['a null body', { payload: 'null', headers: { 'content-type': 'application/json' } }],
        ['a string body', { payload: '"text"', headers: { 'content-type': 'application/json' } }],
        ['a number body', { payload: '42', headers: { 'content-type': 'application/json' } }],
        ['an empty JSON body', { payload: '', headers: { 'content-type': 'application/json' } }],
        ['broken JSON', { payload: '{"email": "a@', headers: { 'content-type': 'application/json' } }],
        ['a prototype key', { payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}', headers: { 'content-type': 'application/json' } }],
        ['a deeply nested body', { payload: `{"answers":${deepJson(10_000)}}`, headers: { 'content-type': 'application/json' } }],
        ['a body over 1 MB', { payload: JSON.stringify({ ...baseBody(), content: 'b'.repeat(1_100_000) }), headers: { 'content-type': 'application/json' } }],
        ['plain text', { payload: 'hello', headers: { 'content-type': 'text/plain' } }],
        ['a form with NUL', { payload: 'email=a%00b&content=hello', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
        ['a key with NUL', { payload: JSON.stringify({ ...baseBody(), 'k\u0000': 1 }), headers: { 'content-type': 'application/json' } }],
      ];
      for (const [label, inject] of shapes) await request(label, { inject });

      const everyStringBad = (value: unknown): unknown =>
        typeof value === 'string' ? `${value}\u0000` : Array.isArray(value) ? value.map(everyStringBad) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, everyStringBad(v)])) : value;
      const all = await request('with NUL in every string', { params: everyStringBad(baseParams()) as Record<string, unknown>, query: everyStringBad(baseQuery()) as Record<string, unknown>, body: everyStringBad(baseBody()) });
      expect([all.status, code(all)], `${name} NUL everywhere: ${all.body.slice(0, 200)}`).toEqual([400, 'INVALID_TEXT']);
    }
    expect(n).toBeGreaterThan(1_500);
  });
});
