import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock';
import { startTestApp, type TestContext } from '../../../test/runtime';
import { EVERY_FEATURE } from '../../../test/features';
import { CARDS, createOrder, finishedSession, pay } from '../../../test/checkout';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../../shared/sessionCookie';

const clock = fixedClock(new Date());
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' }, { clock, features: EVERY_FEATURE });
});
afterAll(() => t.close());

let ip = 0;
const knex = () => t.runtime.db.knex;

async function call(query: string, variables: Record<string, unknown>, cookie?: string, remoteAddress = '10.9.0.1') {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', remoteAddress, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: { query, variables } });
  const set = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return { body: res.json() as { data: Record<string, any>; errors?: { extensions: { code: string } }[] }, status: res.statusCode, session: set?.value ? `${SESSION_COOKIE}=${set.value}` : undefined }; // oxlint-disable-line typescript/no-explicit-any -- JSON in tests
}

const SEND = 'mutation($e: String!, $p: EmailCodePurpose!) { sendEmailCode(email: $e, purpose: $p) { ok errors { code } } }';
const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { user { email name emailVerified } errors { code field } } }';
const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { user { email } errors { code } } }';
const ME = '{ me { email tier orders { orderNumber status } } }';

/** The code of the last code e-mail to an address. */
async function lastCode(email: string): Promise<string> {
  const mail = await knex()('email_messages').where({ to_address: email }).where('template', 'like', 'account.%').orderBy('created_at', 'desc').first();
  return /\b(\d{6})\b/.exec(mail.subject)![1]!;
}

const register = (email: string, code: string, extra: Record<string, unknown> = {}) =>
  call(REGISTER, { i: { name: 'Ana', email, password: 'correct horse battery', passwordConfirm: 'correct horse battery', code, agreePrivacy: true, ...extra } });

describe('accounts', () => {
  it('registers with an e-mailed code, stores an argon2id hash with the stated parameters, and signs in', async () => {
    expect((await call(SEND, { e: 'new@example.com', p: 'REGISTER' })).body.data.sendEmailCode).toEqual({ ok: true, errors: [] });
    const code = await lastCode('new@example.com');
    const done = await register('new@example.com', code);
    expect(done.body.data.register).toEqual({ user: { email: 'new@example.com', name: 'Ana', emailVerified: true }, errors: [] });
    expect(done.session).toBeDefined();
    const row = await knex()('users').where({ email: 'new@example.com' }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await call(ME, {}, done.session)).body.data.me).toMatchObject({ email: 'new@example.com', tier: 'guest' });
  });

  it('refuses a wrong, an expired and a reused code, and kills a code after five wrong tries', async () => {
    await call(SEND, { e: 'codes@example.com', p: 'REGISTER' });
    const code = await lastCode('codes@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await register('codes@example.com', wrong)).body.data.register.errors).toEqual([{ code: 'CODE_INVALID', field: 'code' }]);
    clock.advance(11 * 60_000);
    expect((await register('codes@example.com', code)).body.data.register.errors).toEqual([{ code: 'CODE_INVALID', field: 'code' }]);
    await call(SEND, { e: 'codes@example.com', p: 'REGISTER' });
    const fresh = await lastCode('codes@example.com');
    for (let i = 0; i < 5; i++) await register('codes@example.com', fresh === '000000' ? '111111' : '000000');
    expect((await register('codes@example.com', fresh)).body.data.register.errors).toEqual([{ code: 'CODE_INVALID', field: 'code' }]);
    await call(SEND, { e: 'codes@example.com', p: 'REGISTER' });
    const last = await lastCode('codes@example.com');
    expect((await register('codes@example.com', last)).body.data.register.errors).toEqual([]);
    // Used once, it is gone.
    expect((await register('codes@example.com', last)).body.data.register.errors).toEqual([{ code: 'CODE_INVALID', field: 'code' }]);
  });

  it('checks the form with the spec messages, all at once', async () => {
    const out = await call(REGISTER, { i: { name: ' ', email: 'x', password: 'short', passwordConfirm: 'other', code: '', agreePrivacy: false } });
    expect(out.body.data.register.errors.map((e: { code: string }) => e.code)).toEqual([
      'NAME_REQUIRED', 'INVALID_EMAIL', 'PASSWORD_TOO_SHORT', 'PASSWORDS_DO_NOT_MATCH', 'AGREEMENT_REQUIRED', 'CODE_REQUIRED',
    ]);
  });

  it('answers the same whether or not an address is registered, on every e-mail-sending path', async () => {
    await call(SEND, { e: 'known@example.com', p: 'REGISTER' });
    await register('known@example.com', await lastCode('known@example.com'));
    for (const purpose of ['REGISTER', 'RESET']) {
      const a = await call(SEND, { e: 'known@example.com', p: purpose }, undefined, `10.9.1.${++ip}`);
      const b = await call(SEND, { e: 'stranger@example.com', p: purpose }, undefined, `10.9.1.${++ip}`);
      expect([a.status, a.body]).toEqual([b.status, b.body]);
    }
    const mails = await knex()('email_messages').whereIn('to_address', ['known@example.com', 'stranger@example.com']).pluck('template');
    expect(mails).toEqual(expect.arrayContaining(['account.exists', 'account.none', 'account.reset', 'account.register']));
  });

  it('rotates the session at login, ends it server-side at logout, and throttles wrong passwords', async () => {
    await call(SEND, { e: 'login@example.com', p: 'REGISTER' });
    const first = await register('login@example.com', await lastCode('login@example.com'));
    const again = await call(LOGIN, { i: { email: 'login@example.com', password: 'correct horse battery' } }, first.session);
    expect(again.session).toBeDefined();
    expect(again.session).not.toBe(first.session);
    expect((await call(ME, {}, first.session)).body.data.me).toBeNull();
    expect((await call(ME, {}, again.session)).body.data.me).toMatchObject({ email: 'login@example.com' });
    await call('mutation { logout }', {}, again.session);
    expect((await call(ME, {}, again.session)).body.data.me).toBeNull();

    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const out = await call(LOGIN, { i: { email: 'login@example.com', password: 'wrong password' } }, undefined, '10.9.2.1');
      codes.push(out.body.errors?.[0]?.extensions.code ?? out.body.data.login.errors[0].code);
    }
    expect(codes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'RATE_LIMITED']);
    const unknown = await call(LOGIN, { i: { email: 'nobody@example.com', password: 'whatever123' } }, undefined, '10.9.2.2');
    expect(unknown.body.data.login.errors).toEqual([{ code: 'INVALID_CREDENTIALS' }]);
  });

  it('sets a readable signed-in hint beside the http-only session, and drops both at logout or when the session is gone', async () => {
    await call(SEND, { e: 'hint@example.com', p: 'REGISTER' });
    const { session } = await register('hint@example.com', await lastCode('hint@example.com'));
    const login = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: session! },
      payload: { query: 'mutation($i: LoginInput!) { login(input: $i) { user { email } } }', variables: { i: { email: 'hint@example.com', password: 'correct horse battery' } } },
    });
    const sid = login.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const hint = login.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)!;
    expect(sid.httpOnly).toBe(true);
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint.httpOnly).toBeFalsy();
    expect(hint.maxAge).toBe(sid.maxAge);

    const gql = (cookie: string, query: string) => t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie }, payload: { query } });
    const cookies = `${SESSION_COOKIE}=${sid.value}; ${SIGNED_IN_HINT_COOKIE}=1`;
    const out = await gql(cookies, 'mutation { logout }');
    expect(out.cookies.filter((c) => c.value === '').map((c) => c.name).sort()).toEqual([SIGNED_IN_HINT_COOKIE, SESSION_COOKIE].sort());
    // A browser that still holds the old cookies (the session ended elsewhere) is told to drop them on its next call.
    const stale = await gql(cookies, '{ me { email } }');
    expect(stale.json().data.me).toBeNull();
    expect(stale.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value).toBe('');
  });

  it('shows purchases made with the address before registering, and opens their reports', async () => {
    const sessionId = await finishedSession(t.app);
    const order = await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email: 'buyer-first@example.com', acceptTerms: true, acceptRenewal: true });
    await pay(t.app, order.order!.orderNumber, CARDS.ok, `10.9.3.${++ip}`);
    await call(SEND, { e: 'buyer-first@example.com', p: 'REGISTER' });
    const account = await register('buyer-first@example.com', await lastCode('buyer-first@example.com'));
    const me = (await call(ME, {}, account.session)).body.data.me;
    expect(me.orders).toEqual([{ orderNumber: order.order!.orderNumber, status: expect.stringMatching(/PAID|REPORT_GENERATING|COMPLETED/) }]);
    expect(me.tier).toBe('basic');
    const report = await call('query($o: ID!) { report(orderNumber: $o) { status } }', { o: order.order!.orderNumber }, account.session);
    expect(report.body.data.report).not.toBeNull();
    // From the account, in a browser that never paid: the plan shows and can be cancelled.
    const plans = await call('query($o: ID!) { subscriptions(orderNumber: $o) { id status } }', { o: order.order!.orderNumber }, account.session);
    expect(plans.body.data.subscriptions).toEqual([{ id: expect.any(String), status: 'TRIALING' }]);
    const cancelled = await call('mutation($o: ID!, $s: ID!) { cancelSubscription(orderNumber: $o, subscriptionId: $s) { status } }', { o: order.order!.orderNumber, s: plans.body.data.subscriptions[0].id }, account.session);
    expect(cancelled.body.data.cancelSubscription).toEqual({ status: 'CANCELLED' });
    // A visitor in that browser sees nothing.
    expect((await call('query($o: ID!) { subscriptions(orderNumber: $o) { id } }', { o: order.order!.orderNumber })).body.data.subscriptions).toEqual([]);
  });

  it('changes the password (other sessions end) and resets a forgotten one with a code (every session ends)', async () => {
    await call(SEND, { e: 'pw@example.com', p: 'REGISTER' });
    const a = await register('pw@example.com', await lastCode('pw@example.com'));
    const b = await call(LOGIN, { i: { email: 'pw@example.com', password: 'correct horse battery' } });
    const CHANGE = 'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { ok errors { code } } }';
    expect((await call(CHANGE, { i: { current: 'nope nope', password: 'new password 1', passwordConfirm: 'new password 1' } }, b.session)).body.data.changePassword.errors).toEqual([{ code: 'WRONG_PASSWORD' }]);
    expect((await call(CHANGE, { i: { current: 'correct horse battery', password: 'new password 1', passwordConfirm: 'new password 1' } }, b.session)).body.data.changePassword.ok).toBe(true);
    expect((await call(ME, {}, a.session)).body.data.me).toBeNull();
    expect((await call(ME, {}, b.session)).body.data.me).toMatchObject({ email: 'pw@example.com' });
    const visitor = await call(CHANGE, { i: { current: 'x', password: 'y', passwordConfirm: 'y' } });
    expect(visitor.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    await call(SEND, { e: 'pw@example.com', p: 'RESET' }, undefined, '10.9.4.1');
    const RESET = 'mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { ok errors { code } } }';
    const reset = await call(RESET, { i: { email: 'pw@example.com', code: await lastCode('pw@example.com'), password: 'brand new pass', passwordConfirm: 'brand new pass' } });
    expect(reset.body.data.resetPassword).toEqual({ ok: true, errors: [] });
    expect((await call(ME, {}, b.session)).body.data.me).toBeNull();
    expect((await call(LOGIN, { i: { email: 'pw@example.com', password: 'brand new pass' } }, undefined, '10.9.4.2')).body.data.login.errors).toEqual([]);
  });
});

describe('membership over REST', () => {
  // With every feature switched on, as once Premium gives something (catalog/features.test.ts checks today's list).
  it('lists the premium benefits in the request language, gives the signed-in tier, and lets an account order a plan', async () => {
    const detail = await t.app.inject({ url: '/privilege/vip/detail', headers: { hl: 'ja-JP' } });
    expect(detail.json().data.benefits).toHaveLength(7);
    expect(detail.json().data.benefits[0].content).toMatch(/[ぁ-んァ-ン一-龯]/);
    expect(detail.json().data.benefits[0]).toEqual({ key: 'allTests', name: 'すべての診断', content: expect.stringMatching(/[ぁ-んァ-ン一-龯]/) });
    const gql = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', hl: 'de-DE' }, payload: { query: '{ premiumBenefits { key name content } }' } });
    const benefits = gql.json().data.premiumBenefits as { key: string; name: string }[];
    expect(benefits.map((b) => b.key)).toEqual(['allTests', 'articles', 'courses', 'dailyPush', 'games', 'profile', 'treeHole']);
    expect(benefits.find((b) => b.key === 'dailyPush')?.name).toBe('Frage des Tages');
    expect((await t.app.inject({ url: '/user/privilege' })).statusCode).toBe(401);

    await call(SEND, { e: 'member@example.com', p: 'REGISTER' }, undefined, '10.9.5.1');
    const account = await register('member@example.com', await lastCode('member@example.com'));
    expect((await t.app.inject({ url: '/user/privilege', headers: { cookie: account.session! } })).json().data).toEqual({ tier: 'guest', validUntil: null });
    const sessionId = await finishedSession(t.app);
    const session = await knex()('exam_sessions').where({ id: sessionId }).first();
    const noTerms = await t.app.inject({ method: 'POST', url: '/user/subscribe/create', headers: { cookie: account.session! }, payload: { examOrderNumber: session.exam_order_number, skuId: 'bmbti-weekly', acceptTerms: false } });
    expect(noTerms.json().code).toBe('TERMS_REQUIRED');
    const created = await t.app.inject({ method: 'POST', url: '/user/subscribe/create', headers: { cookie: account.session! }, payload: { examOrderNumber: session.exam_order_number, skuId: 'bmbti-weekly', acceptTerms: true, acceptRenewal: true } });
    expect(created.json().data).toMatchObject({ total: 1999, currency: 'USD', alreadyPurchased: false });
    const order = await knex()('orders').where({ order_number: created.json().data.orderNumber }).first();
    expect(order.email).toBe('member@example.com');
  });
});

describe('profile, export and deletion', () => {
  it('updates the profile with the date rule, exports the data, and deletes the account with its test data', async () => {
    await call(SEND, { e: 'profile@example.com', p: 'REGISTER' }, undefined, '10.9.6.1');
    const account = await register('profile@example.com', await lastCode('profile@example.com'));
    const sessionId = await finishedSession(t.app);
    const order = await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email: 'profile@example.com', acceptTerms: true, acceptRenewal: true });
    await pay(t.app, order.order!.orderNumber, CARDS.ok, '10.9.6.2');

    const UPDATE = 'mutation($i: ProfileInput!) { updateProfile(input: $i) { user { nickname birthday gender } errors { code field } } }';
    expect((await call(UPDATE, { i: { birthday: '2020-02-30' } }, account.session)).body.data.updateProfile.errors).toEqual([{ code: 'INVALID_DATE', field: 'birthday' }]);
    expect((await call(UPDATE, { i: { gender: 'other' } }, account.session)).body.data.updateProfile.errors).toEqual([{ code: 'INVALID_GENDER', field: 'gender' }]);
    expect((await call(UPDATE, { i: { nickname: 'Ana', birthday: '2020-01-01', gender: 'confidential' } }, account.session)).body.data.updateProfile).toEqual({
      user: { nickname: 'Ana', birthday: '2020-01-01', gender: 'confidential' },
      errors: [],
    });
    const rest = await t.app.inject({ method: 'POST', url: '/user/update', headers: { cookie: account.session! }, payload: { phone: '+351 912 345 678' } });
    expect(rest.json().data).toMatchObject({ nickName: 'Ana', phone: '+351 912 345 678', birthday: '2020-01-01', sex: 'confidential' });
    expect((await t.app.inject({ url: '/user/get' })).statusCode).toBe(401);

    const exported = JSON.parse((await call('{ myDataExport }', {}, account.session)).body.data.myDataExport);
    expect(exported.account).toMatchObject({ email: 'profile@example.com', nickname: 'Ana' });
    expect(exported.account.password_hash).toBeUndefined();
    expect(exported.orders.map((o: { order_number: string }) => o.order_number)).toEqual([order.order!.orderNumber]);
    expect(exported.results).toHaveLength(1);
    expect(exported.subscriptions).toHaveLength(1);

    const DELETE = 'mutation($p: String!) { deleteMyAccount(password: $p) { ok errors { code } } }';
    expect((await call(DELETE, { p: 'not it' }, account.session)).body.data.deleteMyAccount).toEqual({ ok: false, errors: [{ code: 'WRONG_PASSWORD' }] });
    expect((await call(DELETE, { p: 'correct horse battery' }, account.session)).body.data.deleteMyAccount).toEqual({ ok: true, errors: [] });
    expect(await knex()('users').where({ email: 'profile@example.com' })).toHaveLength(0);
    expect(await knex()('results').where({ session_id: sessionId })).toHaveLength(0);
    expect((await knex()('exam_sessions').where({ id: sessionId }).first()).email).toBeNull();
    expect(await knex()('orders').where({ email: 'profile@example.com' })).toHaveLength(1);
    expect((await knex()('subscriptions').where({ email: 'profile@example.com' }).first()).status).toBe('cancelled');
    expect((await call(ME, {}, account.session)).body.data.me).toBeNull();
  });
});
