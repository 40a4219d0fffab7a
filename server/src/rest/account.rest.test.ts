import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../shared/clock';
import { SESSION_COOKIE } from '../shared/sessionCookie';
import { startTestApp, type TestContext } from '../../test/runtime';
import { CARDS, lastCode, orderFor, PASSWORD, sessionOf, signUp, wrongCode } from '../../test/accounts';

const DAY = 86_400_000;
const START = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(START);
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' }, { clock });
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.12.0.${++ip}`;
const knex = () => t.runtime.db.knex;

const get = (url: string, cookie?: string, remoteAddress = nextIp()) => t.app.inject({ method: 'GET', url, remoteAddress, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: Record<string, unknown>, cookie?: string, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url, remoteAddress, payload, headers: cookie ? { cookie } : {} });
const sendCode = (email: string, type: string, remoteAddress = nextIp()) => get(`/email/captcha/send?email=${encodeURIComponent(email)}&type=${type}`, undefined, remoteAddress);
const form = (email: string, code: string, extra: Record<string, unknown> = {}) => ({ name: 'Ana', email, password: PASSWORD, passwordConfirm: PASSWORD, code, agreePrivacy: true, ...extra });
const error = (res: { statusCode: number; json(): Record<string, unknown> }) => {
  const { code, field } = res.json();
  return [res.statusCode, code, field];
};

describe('codes: /email/captcha/send and /user/verify', () => {
  it('answers the same status and body whether or not the address is registered, for both kinds of code', async () => {
    await signUp(t.app, knex(), 'known@example.com', nextIp());
    for (const type of ['register', 'reset', 'RESET']) {
      const known = await sendCode('known@example.com', type);
      const unknown = await sendCode('stranger@example.com', type);
      expect(known.statusCode).toBe(200);
      expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
      expect(known.json()).toEqual({ result: 200, data: { accepted: true } });
    }
    // What differs goes into the e-mail, to the mailbox's owner.
    const templates = await knex()('email_messages').whereIn('to_address', ['known@example.com', 'stranger@example.com']).pluck('template');
    expect(templates).toEqual(expect.arrayContaining(['account.exists', 'account.none', 'account.reset', 'account.register']));
  });

  it('refuses a bad address or kind with 400, and throttles an address with 429 and Retry-After', async () => {
    expect(error(await sendCode('not-an-address', 'register'))).toEqual([400, 'INVALID_EMAIL', 'email']);
    expect(error(await sendCode('a@example.com', 'login'))).toEqual([400, 'BAD_USER_INPUT', 'type']);
    for (let i = 0; i < 5; i++) expect((await sendCode('busy@example.com', 'register')).statusCode).toBe(200);
    const limited = await sendCode('busy@example.com', 'register');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ result: 429, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks a code without using it up; wrong tries count, and six of them kill the code', async () => {
    const email = 'verify@example.com';
    await sendCode(email, 'register');
    const code = await lastCode(knex(), email);
    expect(error(await post('/user/verify', { email, code: wrongCode(code), type: 'register' }))).toEqual([400, 'CODE_INVALID', 'code']);
    expect(error(await post('/user/verify', { email, code: '', type: 'register' }))).toEqual([400, 'CODE_REQUIRED', 'code']);
    // Right for its purpose only.
    expect(error(await post('/user/verify', { email, code, type: 'reset' }))).toEqual([400, 'CODE_INVALID', 'code']);
    const right = await post('/user/verify', { email, code, type: 'register' });
    expect(right.json()).toEqual({ result: 200, data: { valid: true } });
    // Still live: registering uses it.
    const registered = await post('/user/register', form(email, code));
    expect(registered.statusCode).toBe(200);

    const other = 'verify-kill@example.com';
    await sendCode(other, 'register');
    const fresh = await lastCode(knex(), other);
    for (let i = 0; i < 4; i++) expect((await post('/user/verify', { email: other, code: wrongCode(fresh), type: 'register' })).statusCode).toBe(400);
    expect((await post('/user/verify', { email: other, code: fresh, type: 'register' })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await post('/user/verify', { email: other, code: wrongCode(fresh), type: 'register' })).statusCode).toBe(400);
    // Six wrong tries in all: the right code is dead, for checking and for registering.
    expect(error(await post('/user/verify', { email: other, code: fresh, type: 'register' }))).toEqual([400, 'CODE_INVALID', 'code']);
    expect(error(await post('/user/register', form(other, fresh)))).toEqual([400, 'CODE_INVALID', 'code']);
  });
});

describe('register, login and passwords', () => {
  it('registers with an e-mailed code and signs in; a reused or wrong code and a bad form get 400 with codes', async () => {
    const email = 'rest-new@example.com';
    await sendCode(email, 'register');
    const code = await lastCode(knex(), email);
    expect(error(await post('/user/register', form(email, wrongCode(code))))).toEqual([400, 'CODE_INVALID', 'code']);
    const done = await post('/user/register', form(email, code, { name: 'Ana Lima' }));
    expect(done.json()).toMatchObject({ result: 200, data: { email, name: 'Ana Lima', nickName: null, sex: null } });
    const cookie = sessionOf(done)!;
    expect((await get('/user/get', cookie)).json().data.email).toBe(email);
    // The code was used up.
    expect(error(await post('/user/register', form(email, code)))).toEqual([400, 'CODE_INVALID', 'code']);

    const bad = await post('/user/register', { email: 'x', password: 'short', passwordConfirm: 'other' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ result: 400, code: 'NAME_REQUIRED', field: 'name', message: 'Please input name' });
    expect(bad.json().errors.map((e: { code: string }) => e.code)).toEqual(['NAME_REQUIRED', 'INVALID_EMAIL', 'PASSWORD_TOO_SHORT', 'PASSWORDS_DO_NOT_MATCH', 'AGREEMENT_REQUIRED', 'CODE_REQUIRED']);
    expect(error(await post('/user/register', { ...form(email, code), agreePrivacy: 'yes' }))).toEqual([400, 'BAD_USER_INPUT', 'agreePrivacy']);
  });

  it('login sets a new http-only session cookie like the GraphQL login, ends the old session, and logout ends it', async () => {
    const email = 'rest-login@example.com';
    const first = await signUp(t.app, knex(), email, nextIp());
    const login = await post('/user/login', { email, password: PASSWORD }, first);
    expect(login.json()).toMatchObject({ result: 200, data: { email } });
    const set = login.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const viaGraphql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: { query: 'mutation($i: LoginInput!) { login(input: $i) { errors { code } } }', variables: { i: { email, password: PASSWORD } } },
    });
    const { value: _rest, ...restCookie } = set;
    const { value: _gql, ...gqlCookie } = viaGraphql.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(restCookie).toEqual(gqlCookie);
    expect(restCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const second = sessionOf(login)!;
    expect(second).not.toBe(first);
    expect((await get('/user/get', first)).statusCode).toBe(401);
    expect((await get('/user/get', second)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie: second }, payload: { query: 'mutation { logout }' } });
    expect((await get('/user/get', second)).statusCode).toBe(401);
    expect((await get('/user/center/data', second)).statusCode).toBe(401);
  });

  it('refuses a wrong password with 400 and throttles with 429 and Retry-After', async () => {
    const email = 'rest-throttle@example.com';
    await signUp(t.app, knex(), email, nextIp());
    const attempts = [];
    for (let i = 0; i < 6; i++) attempts.push(await post('/user/login', { email, password: 'wrong password' }, undefined, '10.12.9.1'));
    expect(attempts.map((r) => [r.statusCode, r.json().code])).toEqual([
      ...Array.from({ length: 5 }, () => [400, 'INVALID_CREDENTIALS']),
      [429, 'RATE_LIMITED'],
    ]);
    expect(Number(attempts[5]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(attempts[0]!.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(error(await post('/user/login', { email: 'bad', password: 'x' }))).toEqual([400, 'INVALID_EMAIL', 'email']);
  });

  it('changes the password of the signed-in user (other sessions end) and refuses a visitor or a wrong current one', async () => {
    const email = 'rest-change@example.com';
    const a = await signUp(t.app, knex(), email, nextIp());
    const b = sessionOf(await post('/user/login', { email, password: PASSWORD }))!;
    const visitor = await post('/user/password/update', { current: PASSWORD, password: 'new password 1', passwordConfirm: 'new password 1' });
    expect(visitor.json()).toEqual({ result: 401, code: 'UNAUTHENTICATED', message: 'please login first' });
    expect(error(await post('/user/password/update', { current: 'nope nope', password: 'new password 1', passwordConfirm: 'new password 1' }, b))).toEqual([400, 'WRONG_PASSWORD', 'current']);
    expect(error(await post('/user/password/update', { current: PASSWORD, password: 'new password 1', passwordConfirm: 'other password' }, b))).toEqual([400, 'PASSWORDS_DO_NOT_MATCH', 'passwordConfirm']);
    const changed = await post('/user/password/update', { current: PASSWORD, password: 'new password 1', passwordConfirm: 'new password 1' }, b);
    expect(changed.json()).toEqual({ result: 200, data: { changed: true } });
    expect((await get('/user/get', a)).statusCode).toBe(401);
    expect((await get('/user/get', b)).statusCode).toBe(200);
    expect((await post('/user/login', { email, password: 'new password 1' })).statusCode).toBe(200);
  });

  it('resets a forgotten password with the e-mailed code, once; a wrong code reads the same for a registered and an unknown address', async () => {
    const email = 'rest-reset@example.com';
    const session = await signUp(t.app, knex(), email, nextIp());
    await sendCode(email, 'reset');
    const code = await lastCode(knex(), email);
    const reset = (address: string, c: string) => post('/user/password/reset', { email: address, code: c, password: 'brand new pass', passwordConfirm: 'brand new pass' });
    const known = await reset(email, wrongCode(code));
    const unknown = await reset('nobody-at-all@example.com', wrongCode(code));
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(error(known)).toEqual([400, 'CODE_INVALID', 'code']);

    expect((await reset(email, code)).json()).toEqual({ result: 200, data: { reset: true } });
    expect((await get('/user/get', session)).statusCode).toBe(401);
    expect(error(await reset(email, code))).toEqual([400, 'CODE_INVALID', 'code']);
    expect((await post('/user/login', { email, password: 'brand new pass' })).statusCode).toBe(200);
  });
});

describe('orders and the user centre', () => {
  it('lists orders a page at a time with total, page and pageCount, and gives the latest', async () => {
    clock.set(START);
    const email = 'rest-orders@example.com';
    const cookie = await signUp(t.app, knex(), email, nextIp());
    expect((await get('/user/order/laster', cookie)).json()).toEqual({ result: 200, data: null });
    const oldest = await orderFor(t.app, email, 'bmbti-trial-monthly', CARDS.ok, nextIp());
    const waiting = await orderFor(t.app, email, 'bmbti-weekly', null, nextIp());
    const newest = await orderFor(t.app, email, 'bmbti-trial-monthly', CARDS.ok, nextIp());

    const first = (await get('/user/order/list?page=1&size=2', cookie)).json();
    expect(first).toMatchObject({ result: 200, data: { total: 3, page: 1, pageSize: 2, pageCount: 2 } });
    expect(first.data.items.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([newest, waiting]);
    expect(first.data.items[0]).toMatchObject({ kind: 'plan', skuId: 'bmbti-trial-monthly', currency: 'USD', total: 100, paymentDate: expect.any(String) });
    const past = (await get('/user/order/list?page=9&size=2', cookie)).json().data;
    expect(past).toMatchObject({ total: 3, page: 2, pageCount: 2, items: [{ orderNumber: oldest }] });
    const pending = (await get('/user/order/list?status=PENDING', cookie)).json().data;
    expect(pending).toMatchObject({ total: 1, page: 1, pageSize: 10, pageCount: 1, items: [{ orderNumber: waiting, status: 'created', paymentDate: null }] });
    expect((await get('/user/order/list?status=completed', cookie)).json().data.total).toBe(2);
    expect((await get('/user/order/laster', cookie)).json().data).toMatchObject({ orderNumber: newest });

    expect(error(await get('/user/order/list?size=abc', cookie))).toEqual([400, 'BAD_USER_INPUT', 'size']);
    expect(error(await get('/user/order/list?status=open', cookie))).toEqual([400, 'BAD_USER_INPUT', 'status']);
    expect((await get('/user/order/list')).json()).toEqual({ result: 401, code: 'UNAUTHENTICATED', message: 'please login first' });
    expect((await get('/user/order/laster')).statusCode).toBe(401);
  });

  it("gives the centre's figures to the signed-in user and 401 'please login first' to a visitor", async () => {
    const visitor = await get('/user/center/data');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ result: 401, code: 'UNAUTHENTICATED', message: 'please login first' });

    clock.set(START);
    const email = 'rest-centre@example.com';
    const cookie = await signUp(t.app, knex(), email, nextIp());
    expect((await get('/user/center/data', cookie)).json().data).toEqual({
      tier: 'guest', validUntil: null, daysUsed: 0, featuresTried: 0, featuresTotal: 7, unlockedTests: 0, unlockedCourses: 0, treeHoleRecords: 0,
    });
    await orderFor(t.app, email, 'bmbti-trial-monthly', CARDS.ok, nextIp());
    clock.advance(3 * DAY);
    expect((await get('/user/center/data', cookie)).json().data).toMatchObject({
      tier: 'basic', validUntil: new Date(START.getTime() + 7 * DAY).toISOString(), daysUsed: 4, unlockedTests: 1,
    });
  });
});
