import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { BUYER, CARDS, createOrder, finishedSession, pay } from '../checkout';
import { signUp } from '../accounts';
import type { TestContext } from '../runtime';
import { TEXT_MAX_LENGTH } from '../../src/shared/text';

/**
 * Shared ground of the input fuzz tests: a seeded generator (the same cases every run), the payloads, a world of
 * real rows for valid values to point at, and the invariants every answer must keep.
 */

/** mulberry32: small, fast and good enough to pick cases; the seed makes every run the same. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)]!;
    },
    sample<T>(items: readonly T[], n: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      return out;
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

export const SEED = Number(process.env.FUZZ_SEED ?? 20261201);

/** Strings a careless or hostile client sends that are still text: never a 5xx, sometimes a form error. */
export const ODD_TEXT: readonly string[] = [
  '',
  '   ',
  "' OR '1'='1'; DROP TABLE orders; --",
  '1; SELECT pg_sleep(0)--',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}%s%n',
  '../../../../etc/passwd',
  'a\r\nBcc: victim@example.com',
  'Ünïcödé 漢字 한국어 🎉👩‍👩‍👧',
  '\u202Egnp.exe',
  '%00%ff',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  'x'.repeat(5_000),
  'y'.repeat(TEXT_MAX_LENGTH),
];

/** Text that can be neither stored nor shown: answered 400 INVALID_TEXT wherever it is. */
export const BAD_TEXT: readonly string[] = ['abc\u0000def', '\u0000', 'x\uD800', '\uDC00y', 'ok\uDBFFok', '\uDFFF\uD800'];

/** Over the edge ceiling: 400 BAD_USER_INPUT (or 413 once the body is over its 1 MB limit). */
export const LONG_TEXT: readonly string[] = ['z'.repeat(TEXT_MAX_LENGTH + 1), 'm'.repeat(1_000_000), 'M'.repeat(1_048_576)];

/** Values of the wrong type for any field. */
export const WRONG_TYPES: readonly unknown[] = [null, 0, -1, 1.5, 2 ** 53, 1e308, true, false, [], {}, ['a'], { a: 1 }, [[[]]], { $gt: '' }];

/** JSON nested deeper than any parser or walker should recurse (built as text: JSON.stringify itself recurses). */
export const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Real rows for valid values to point at: a finished test, a paid order with its subscription, a signed-in user. */
export interface World {
  sessionId: string;
  examOrderNumber: string;
  orderNumber: string;
  subscriptionId: string;
  userId: string;
  questionId: string;
  /** The buyer's viewer key and the user's session, sent with every request. */
  cookie: string;
}

export async function buildWorld(t: TestContext): Promise<World> {
  const knex = t.runtime.db.knex;
  const session = await signUp(t.app, knex, 'owner@example.com', '10.0.0.1');
  const sessionId = await finishedSession(t.app);
  const created = await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email: 'owner@example.com', acceptTerms: true, acceptRenewal: true });
  const orderNumber = created.order!.orderNumber;
  await pay(t.app, orderNumber, CARDS.ok, '10.0.0.2');
  // Fulfilment runs now; then jobs stop, so only requests write rows while the invariants are watched.
  await t.runtime.jobs.drain();
  await t.runtime.jobs.stop();
  const examSession = await knex('exam_sessions').where({ id: sessionId }).first();
  const subscription = await knex('subscriptions').orderBy('created_at', 'desc').first();
  const user = await knex('users').first();
  const question = await knex('questions').where({ exam_id: 1754 }).first();
  return {
    sessionId,
    examOrderNumber: examSession.exam_order_number,
    orderNumber,
    subscriptionId: String(subscription?.id ?? '00000000-0000-4000-8000-000000000000'),
    userId: String(user.id),
    questionId: String(question?.code ?? 'E1'),
    cookie: `${BUYER.cookie}; ${session}`,
  };
}

/**
 * A plausible value for a field, by its name: the same names serve REST bodies, params, queries and GraphQL
 * arguments, so a mutation of one field leaves the others valid and the request reaches the service.
 */
export function validValues(world: World, n: number): Record<string, unknown> {
  return {
    examId: 1754, appExamId: 1754, aeid: 1754, eid: 1754,
    sessionId: world.sessionId, id: world.sessionId,
    examOrderNumber: world.examOrderNumber,
    orderNumber: world.orderNumber,
    subscriptionId: world.subscriptionId,
    userId: world.userId,
    file: `${world.orderNumber}.pdf`,
    skuId: 'bmbti-trial-monthly',
    // A new address each time, so per-address limits do not stop the cases behind them.
    email: `fuzz${n}@example.com`, contactEmail: `fuzz${n}@example.com`,
    country: 'US', hl: 'en-US', lang: 'en-US', locale: 'en-US',
    code: '123456', promoCode: 'WELCOME10',
    name: 'Ana', firstName: 'Ana', lastName: 'Lima', nickname: 'Ana', nickName: 'Ana',
    birthYear: 1990, birthday: '1990-02-03', gender: 'female', sex: 'female', phone: '+351 912 345 678',
    introduction: 'Hello, I like long walks.',
    content: 'This is a feedback message.', message: 'This is a feedback message.',
    rating: 5,
    // Wrong on purpose: the fuzz never signs in, changes a password or deletes the account it runs as.
    password: 'not-the-password-1', passwordConfirm: 'not-the-password-1', current: 'not-the-password-2',
    acceptTerms: true, acceptRenewal: true, agreePrivacy: true,
    termsVersion: '2026-01',
    method: 'card',
    paymentToken: CARDS.decline,
    token: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd', t: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd',
    type: 'register', purpose: 'register',
    questionId: world.questionId, value: 1,
    answers: [{ questionId: world.questionId, value: 1 }],
    page: 1, size: 10, pageSize: 10, first: 6, status: 'all',
    provider: 'sandbox', step: 'add_packs', index: 0,
    return: '/', returnPath: '/', passed: '1',
    dl: 'https://example.com/', av: '1.0.0',
  };
}

export function validValueFor(name: string, world: World, n: number): unknown {
  const values = validValues(world, n);
  return name in values ? values[name] : 'fuzz';
}

export interface Answer {
  status: number;
  body: string;
  json: unknown;
}

/** Sends one request as the world's browser, from a client address of its own (per-client limits stay out of the way). */
export async function send(app: FastifyInstance, world: World, n: number, options: InjectOptions): Promise<Answer> {
  const res: LightMyRequestResponse = await app.inject({
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    ...options,
    headers: { cookie: world.cookie, ...options.headers },
  });
  let json: unknown = null;
  try {
    json = JSON.parse(res.body);
  } catch {
    // PDFs, HTML and redirects are not JSON; only their status is judged.
  }
  return { status: res.statusCode, body: res.body, json };
}

/** The tables a request writes: their row counts must not move when a request is refused. */
const WATCHED = ['orders', 'payments', 'exam_sessions', 'results', 'users', 'user_sessions', 'email_codes', 'feedback', 'reviews', 'subscriptions', 'cancel_tokens', 'outbox', 'log_ids'] as const;

export function rowLedger(t: TestContext) {
  const knex = t.runtime.db.knex;
  const sql = WATCHED.map((table) => `(select count(*) from ${table})::int as ${table}`).join(', ');
  const counts = async () => (await knex.raw(`select ${sql}`)).rows[0] as Record<string, number>;
  let last: Record<string, number> | null = null;
  return {
    /** After a request: a refused one wrote nothing (no row half-written). */
    async after(refused: boolean, label: string) {
      const now = await counts();
      if (refused && last) expect(now, `rows written by a refused request: ${label}`).toEqual(last);
      last = now;
    },
  };
}

/** The invariants of every answer: no 5xx, and no internal error in the body, whatever was sent. */
export function expectHandled(answer: Answer, label: string) {
  expect(answer.status, `${label} answered ${answer.status}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  expect(answer.body.includes('INTERNAL_SERVER_ERROR'), `${label}: ${answer.body.slice(0, 300)}`).toBe(false);
}

/** A short, printable description of a payload for failure messages. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 20)}…(${value.length} chars)` : value;
    return JSON.stringify(shown);
  }
  return JSON.stringify(value) ?? String(value);
}
