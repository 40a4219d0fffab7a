import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import type { StaffRole } from '../access/actor';
import { auditActorOf } from './audit.service';
import { STAFF_COOKIE } from './staffCookie';
import { totpCodeAt } from './totp';

/**
 * The studio's graph as each face meets it, over HTTP: a visitor, a member, a partner key, a staff key, and a staff
 * user of each role, against every new staff-only field; and the two-step sign-in with its own cookie.
 */
let t: TestContext;
const headersOf: Record<string, Record<string, string>> = {};
let n = 0;

type Cookies = { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; secure?: boolean }[];
const staffCookieOf = (res: { cookies: Cookies }) => res.cookies.find((c) => c.name === STAFF_COOKIE);

async function call(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: '10.77.0.1', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } });
}

const SIGN_IN = 'mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { next enrolment { otpauthUri secret } errors { code field } } }';
const ENROL = 'mutation($i: StaffCodeInput!) { staffEnrolTotp(input: $i) { staff { email roles totpEnrolled } recoveryCodes errors { code } } }';
const VERIFY = 'mutation($i: StaffCodeInput!) { staffVerifyTotp(input: $i) { staff { email } errors { code } } }';

/** A staff user with these roles, signed in through the graph (password, then enrolling the app); gives its cookie. */
async function signedInStaff(roles: StaffRole[]): Promise<{ id: string; cookie: string; email: string }> {
  const email = `face${++n}@example.com`;
  const made = await t.runtime.services.staffUsers.create({ email, displayName: `Face ${n}`, roles }, auditActorOf(null));
  const { initialPassword, user } = made.value!;
  const first = await call(SIGN_IN, { i: { email, password: initialPassword } });
  const pending = staffCookieOf(first)!;
  const { secret } = first.json().data.staffSignIn.enrolment;
  const enrolled = await call(ENROL, { i: { code: totpCodeAt(secret, new Date()) } }, { cookie: `${STAFF_COOKIE}=${pending.value}` });
  expect(enrolled.json().data.staffEnrolTotp.errors).toEqual([]);
  return { id: user.id, email, cookie: `${STAFF_COOKIE}=${staffCookieOf(enrolled)!.value}` };
}

const ROLES: StaffRole[] = ['content', 'support', 'finance', 'moderator', 'admin'];
let admin: { id: string; cookie: string };
let victimId: string;

beforeAll(async () => {
  t = await startTestApp();
  headersOf.visitor = {};
  headersOf.member = { cookie: await signUp(t.app, t.runtime.db.knex, 'staff-faces-member@example.com', '10.77.1.1') };
  headersOf.partnerKey = { authorization: `Bearer ${(await t.runtime.services.apiKey.create('a partner', ['report:read'])).key}` };
  headersOf.staffKey = { authorization: `Bearer ${(await t.runtime.services.apiKey.create('an integration', ['staff'])).key}` };
  for (const role of ROLES) headersOf[role] = { cookie: (await signedInStaff([role])).cookie };
  admin = await signedInStaff(['admin']);
  victimId = (await t.runtime.services.staffUsers.create({ email: 'victim@example.com', displayName: 'V', roles: ['content'] }, auditActorOf(null))).value!.user.id;
});
afterAll(async () => t?.close());

const FIELDS: Record<string, { query: string; variables: () => Record<string, unknown> }> = {
  staffUsers: { query: 'query { staffUsers { id } }', variables: () => ({}) },
  auditLog: { query: 'query { auditLog(first: 5) { entries { id } hasNextPage } }', variables: () => ({}) },
  createStaffUser: {
    query: 'mutation($i: CreateStaffUserInput!) { createStaffUser(input: $i) { staffUser { id } errors { code } } }',
    variables: () => ({ i: { email: `made${++n}@example.com`, displayName: 'Made', roles: ['CONTENT'] } }),
  },
  setStaffRoles: {
    query: 'mutation($i: SetStaffRolesInput!) { setStaffRoles(input: $i) { staffUser { roles } errors { code } } }',
    variables: () => ({ i: { id: victimId, roles: ['CONTENT', 'MODERATOR'] } }),
  },
  disableStaffUser: {
    query: 'mutation($i: DisableStaffUserInput!) { disableStaffUser(input: $i) { staffUser { disabled } errors { code } } }',
    variables: () => ({ i: { id: victimId } }),
  },
};

// Who gets what: only an admin staff user passes; anyone without a staff credential is told to sign in; a staff
// credential without the role (and a partner key) is refused.
const EXPECTED: Record<string, 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN'> = {
  visitor: 'UNAUTHENTICATED',
  member: 'UNAUTHENTICATED',
  partnerKey: 'FORBIDDEN',
  staffKey: 'FORBIDDEN',
  content: 'FORBIDDEN',
  support: 'FORBIDDEN',
  finance: 'FORBIDDEN',
  moderator: 'FORBIDDEN',
  admin: 'allowed',
};

describe.each(Object.keys(FIELDS))('%s', (field) => {
  it.each(Object.keys(EXPECTED))('for %s', async (actor) => {
    const res = await call(FIELDS[field]!.query, FIELDS[field]!.variables(), headersOf[actor]);
    const body = res.json();
    if (EXPECTED[actor] === 'allowed') {
      expect(body.errors).toBeUndefined();
      expect(body.data[field]).toBeTruthy();
    } else {
      expect(body.errors?.[0]?.extensions?.code).toBe(EXPECTED[actor]);
    }
  });
});

describe('signing in to the studio', () => {
  it('sets its own HttpOnly, SameSite=Strict cookie for the graph only, and grants nothing to a member session', async () => {
    const email = 'cookie@example.com';
    const { initialPassword } = (await t.runtime.services.staffUsers.create({ email, displayName: 'C', roles: ['admin'] }, auditActorOf(null))).value!;
    const res = await call(SIGN_IN, { i: { email, password: initialPassword } });
    expect(res.json().data.staffSignIn).toMatchObject({ next: 'ENROL', errors: [] });
    const cookie = staffCookieOf(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/graphql' });
    // Half signed in: no staff user yet, and no member either.
    const me = await call('query { staffMe { id } me { id } }', {}, { cookie: `${STAFF_COOKIE}=${cookie.value}` });
    expect(me.json().data).toEqual({ staffMe: null, me: null });
    // A member's session is no staff credential.
    expect((await call('query { staffMe { id } }', {}, headersOf.member)).json().data.staffMe).toBeNull();
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const wrong = await call(SIGN_IN, { i: { email: 'face1@example.com', password: 'not it at all' } });
    const unknown = await call(SIGN_IN, { i: { email: 'nobody-here@example.com', password: 'not it at all' } });
    expect(wrong.json().data.staffSignIn).toEqual(unknown.json().data.staffSignIn);
    expect(wrong.json().data.staffSignIn.errors).toEqual([{ code: 'INVALID_CREDENTIALS', field: null }]);
    expect(staffCookieOf(wrong)).toBeUndefined();
  });

  it('asks for a code once enrolled, and staffMe then answers; sign-out ends it', async () => {
    const email = 'twice@example.com';
    const { initialPassword, otpauthUri } = (await t.runtime.services.staffUsers.create({ email, displayName: 'T', roles: ['finance'] }, auditActorOf(null))).value!;
    const secret = new URL(otpauthUri).searchParams.get('secret')!;
    const first = await call(SIGN_IN, { i: { email, password: initialPassword } });
    await call(ENROL, { i: { code: totpCodeAt(secret, new Date(Date.now() - 30_000)) } }, { cookie: `${STAFF_COOKIE}=${staffCookieOf(first)!.value}` });
    const again = await call(SIGN_IN, { i: { email, password: initialPassword } });
    expect(again.json().data.staffSignIn).toEqual({ next: 'TOTP', enrolment: null, errors: [] });
    const verified = await call(VERIFY, { i: { code: totpCodeAt(secret, new Date()) } }, { cookie: `${STAFF_COOKIE}=${staffCookieOf(again)!.value}` });
    expect(verified.json().data.staffVerifyTotp).toEqual({ staff: { email }, errors: [] });
    const cookie = `${STAFF_COOKIE}=${staffCookieOf(verified)!.value}`;
    expect((await call('query { staffMe { email roles } }', {}, { cookie })).json().data.staffMe).toEqual({ email, roles: ['FINANCE'] });
    await call('mutation { staffSignOut }', {}, { cookie });
    expect((await call('query { staffMe { email } }', {}, { cookie })).json().data.staffMe).toBeNull();
  });
});

describe('staff roles reach what the policy gives them', () => {
  it('support (a studio user or the old staff key) reads failed jobs; content does not', async () => {
    for (const actor of ['support', 'staffKey', 'admin']) expect((await gql(t.app, 'query { failedJobs { id } }', {}, headersOf[actor])).body.errors).toBeUndefined();
    expect((await gql(t.app, 'query { failedJobs { id } }', {}, headersOf.content)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the audit log', () => {
  it('records each staff change with who, roles, action, target and a summary without secrets, newest first and paged', async () => {
    const made = await call(FIELDS.createStaffUser!.query, { i: { email: 'audited@example.com', displayName: 'Audited', roles: ['FINANCE'] } }, { cookie: admin.cookie });
    const id = made.json().data.createStaffUser.staffUser.id;
    await call(FIELDS.setStaffRoles!.query, { i: { id, roles: ['FINANCE', 'SUPPORT'] } }, { cookie: admin.cookie });
    const page = await call('query { auditLog(first: 2) { entries { actor staffUserId roles action targetId summary } endCursor hasNextPage } }', {}, { cookie: admin.cookie });
    const { entries, endCursor, hasNextPage } = page.json().data.auditLog;
    expect(entries[0]).toMatchObject({ actor: `staffUser:${admin.id}`, staffUserId: admin.id, roles: ['ADMIN'], action: 'staff.setRoles', targetId: id });
    expect(JSON.parse(entries[0].summary)).toEqual({ before: ['finance'], after: ['support', 'finance'] });
    expect(entries[1]).toMatchObject({ action: 'staff.create', targetId: id });
    expect(entries[1].summary).not.toMatch(/password|secret|otpauth/i);
    expect(hasNextPage).toBe(true);
    const next = await call('query($a: String) { auditLog(first: 1, after: $a) { entries { id } } }', { a: endCursor }, { cookie: admin.cookie });
    expect(Number(next.json().data.auditLog.entries[0].id)).toBeLessThan(Number(endCursor));
  });

  it('writes nothing when the change is refused, and an admin cannot lock themselves out', async () => {
    const before = Number((await t.runtime.db.knex('audit_log').count({ n: '*' }))[0]!.n);
    const self = await call(FIELDS.disableStaffUser!.query, { i: { id: admin.id } }, { cookie: admin.cookie });
    expect(self.json().data.disableStaffUser.errors).toEqual([{ code: 'CANNOT_CHANGE_SELF' }]);
    const demote = await call(FIELDS.setStaffRoles!.query, { i: { id: admin.id, roles: ['CONTENT'] } }, { cookie: admin.cookie });
    expect(demote.json().data.setStaffRoles.errors).toEqual([{ code: 'CANNOT_CHANGE_SELF' }]);
    expect(Number((await t.runtime.db.knex('audit_log').count({ n: '*' }))[0]!.n)).toBe(before);
  });
});
