import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/runtime';
import type { StaffRole } from '../modules/access/actor';
import { auditActorOf } from '../modules/staff/audit.service';
import { STAFF_COOKIE } from '../modules/staff/staffCookie';
import { totpCodeAt } from '../modules/staff/totp';
import { QUEUE_BOARD_PATH } from './queueBoard';

type Cookies = { name: string; value: string }[];
const staffCookieOf = (res: { cookies: Cookies }) => res.cookies.find((c) => c.name === STAFF_COOKIE);
let n = 0;

/** A staff user with these roles, signed in with the second factor enrolled, as the studio's cookie header. */
async function signedInStaff(t: TestContext, roles: StaffRole[]): Promise<string> {
  const email = `queue-board${++n}@example.com`;
  const created = (await t.runtime.services.staffUsers.create({ email, displayName: `Operator ${n}`, roles }, auditActorOf(null))).value!;
  const inject = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: '10.81.0.2', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } });
  const first = await inject('mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { enrolment { secret } } }', { i: { email, password: created.initialPassword } });
  const { secret } = first.json().data.staffSignIn.enrolment;
  const enrolled = await inject('mutation($i: StaffCodeInput!) { staffEnrolTotp(input: $i) { errors { code } } }', { i: { code: totpCodeAt(secret, new Date()) } }, { cookie: `${STAFF_COOKIE}=${staffCookieOf(first)!.value}` });
  return `${STAFF_COOKIE}=${staffCookieOf(enrolled)!.value}`;
}

const PAGES = [QUEUE_BOARD_PATH, `${QUEUE_BOARD_PATH}/api/queues`];

describe.skipIf(!process.env.REDIS_URL)('the queue board with Redis', () => {
  let t: TestContext;
  const cookies: Partial<Record<StaffRole, string>> = {};
  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: process.env.REDIS_URL, QUEUE_PREFIX: `{qb${process.pid}}` });
    for (const role of ['admin', 'support', 'content', 'finance', 'moderator'] as const) cookies[role] = await signedInStaff(t, [role]);
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('opens for the admin role: the page and the queues it lists', async () => {
    const page = await get(QUEUE_BOARD_PATH, cookies.admin);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // The board's own script is served under the same path, behind the same check.
    const base = /<base href="([^"]+)"/.exec(page.body)?.[1];
    expect(base).toBe(`${QUEUE_BOARD_PATH}/`);
    const script = `${base}${/src="([^"]+\.js)"/.exec(page.body)?.[1]}`;
    expect((await get(script!, cookies.admin)).statusCode).toBe(200);
    expect((await get(script!, cookies.support)).statusCode).toBe(404);
    const api = await get(`${QUEUE_BOARD_PATH}/api/queues`, cookies.admin);
    expect(api.statusCode).toBe(200);
    const names = (api.json() as { queues: { name: string; readOnlyMode: boolean }[] }).queues.map((q) => q.name).sort();
    expect(names).toEqual(['email', 'maintenance', 'pdf', 'renewals', 'webhooks']);
    expect((api.json() as { queues: { readOnlyMode: boolean }[] }).queues.every((q) => q.readOnlyMode)).toBe(true);
  });

  it('is not there for other staff roles, for visitors, or with a forged cookie', async () => {
    for (const url of PAGES) {
      for (const role of ['support', 'content', 'finance', 'moderator'] as const) {
        const res = await get(url, cookies[role]);
        expect(res.statusCode, `${role} ${url}`).toBe(404);
      }
      expect((await get(url)).statusCode, `visitor ${url}`).toBe(404);
      expect((await get(url, `${STAFF_COOKIE}=${'x'.repeat(48)}`)).statusCode, `forged ${url}`).toBe(404);
    }
  });

  it('refuses job actions even to admin (retries go through the studio and the outbox)', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `${QUEUE_BOARD_PATH}/api/queues/email/retry/failed`, headers: { cookie: cookies.admin! } });
    expect(res.statusCode).toBe(405);
    const pause = await t.app.inject({ method: 'PUT', url: `${QUEUE_BOARD_PATH}/api/queues/email/pause`, headers: { cookie: cookies.admin! } });
    expect(pause.statusCode).toBe(405);
  });
});

describe('the queue board without Redis', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is not mounted, even for admin', async () => {
    const admin = await signedInStaff(t, ['admin']);
    const res = await t.app.inject({ method: 'GET', url: `${QUEUE_BOARD_PATH}/api/queues`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(404);
  });
});
