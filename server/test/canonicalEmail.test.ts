import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, PASSWORD, sessionOf } from './accounts';
import { createOrder, finishedSession } from './checkout';
import { startTestApp, type TestContext } from './runtime';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const knex = () => t.runtime.db.knex;

/** One REST request from its own client address, so only the per-address limit can refuse it. */
let client = 0;
const post = (url: string, email: string) =>
  t.app.inject({ method: 'POST', url, remoteAddress: `10.77.0.${(client += 1)}`, payload: { email } });

const gql = (query: string, variables: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: `10.77.1.${(client += 1)}`,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { query, variables },
  });

describe('one address, however it is typed', () => {
  it.each([
    ['retrieve', '/exam/order/report/retrieve', 'retrieve'],
    ['the cancel link', '/unsubscribe/check/email', 'subscription.link'],
  ])('the per-address limit of %s counts case and width variants as one address', async (_name, url, template) => {
    for (const variant of ['A@x.com', 'a@X.COM', 'ａ@x.com']) expect((await post(url, variant)).statusCode).toBe(200);
    const fourth = await post(url, 'Ａ＠Ｘ．ＣＯＭ');
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    const sent = await knex()('email_messages').where({ template }).whereRaw('lower(to_address) like ?', ['%x.com']).select('to_address');
    expect(sent.map((m) => m.to_address)).toEqual(['a@x.com', 'a@x.com', 'a@x.com']);
  });

  it('registering User@Example.com then user@example.com is the same account', async () => {
    const SEND = 'mutation($e: String!) { sendEmailCode(email: $e, purpose: REGISTER) { ok } }';
    const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { user { email } errors { code } } }';
    const register = (email: string, code: string) =>
      gql(REGISTER, { i: { name: 'Ana', email, password: PASSWORD, passwordConfirm: PASSWORD, code, agreePrivacy: true } });

    await gql(SEND, { e: 'User@Example.com' });
    const first = await register('User@Example.com', await lastCode(knex(), 'user@example.com'));
    expect(first.json().data.register).toEqual({ user: { email: 'user@example.com' }, errors: [] });

    // The second try is told by e-mail that the address has an account; no code, no second account.
    await gql(SEND, { e: 'user@example.com' });
    const told = await knex()('email_messages').where({ to_address: 'user@example.com' }).orderBy('created_at', 'desc').first();
    expect(told.template).toBe('account.exists');
    const second = await register('user@example.com', '123456');
    expect(second.json().data.register.errors).toEqual([{ code: 'CODE_INVALID' }]);
    expect(await knex()('users').whereRaw('lower(email) = ?', ['user@example.com']).select('email')).toEqual([{ email: 'user@example.com' }]);

    const login = await gql('mutation($i: LoginInput!) { login(input: $i) { user { email } errors { code } } }', { i: { email: 'ＵＳＥＲ＠example.com', password: PASSWORD } });
    expect(login.json().data.login).toEqual({ user: { email: 'user@example.com' }, errors: [] });
    expect(sessionOf(login)).toBeDefined();
  });

  it('stores orders under the canonical address, so the account of that address finds them', async () => {
    const sessionId = await finishedSession(t.app);
    const created = await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email: ' Ｂｕｙｅｒ@Example.COM ', acceptTerms: true, acceptRenewal: true });
    expect(created.errors).toEqual([]);
    expect(created.order!.email).toBe('buyer@example.com');
    expect(await t.runtime.services.order.byEmail('BUYER@example.com')).toEqual([expect.objectContaining({ orderNumber: created.order!.orderNumber })]);
  });
});
