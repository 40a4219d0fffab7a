import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { startTestApp, type TestContext } from '../../../test/runtime';
import type { StaffRole } from '../access/actor';
import { auditActorOf } from '../staff/audit.service';
import { STAFF_COOKIE } from '../staff/staffCookie';
import { totpCodeAt } from '../staff/totp';

/** The studio's course fields over HTTP, for every face: only the content role and admin get through. */
let t: TestContext;
const headersOf: Record<string, Record<string, string>> = {};
let n = 0;

type Cookies = { name: string; value: string }[];
const staffCookieOf = (res: { cookies: Cookies }) => res.cookies.find((c) => c.name === STAFF_COOKIE);

async function call(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: '10.79.0.1', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } });
}

async function signedInStaff(roles: StaffRole[]): Promise<string> {
  const email = `studio-course${++n}@example.com`;
  const { initialPassword } = (await t.runtime.services.staffUsers.create({ email, displayName: `Editor ${n}`, roles }, auditActorOf(null))).value!;
  const first = await call('mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { enrolment { secret } } }', { i: { email, password: initialPassword } });
  const { secret } = first.json().data.staffSignIn.enrolment;
  const enrolled = await call('mutation($i: StaffCodeInput!) { staffEnrolTotp(input: $i) { errors { code } } }', { i: { code: totpCodeAt(secret, new Date()) } }, { cookie: `${STAFF_COOKIE}=${staffCookieOf(first)!.value}` });
  return `${STAFF_COOKIE}=${staffCookieOf(enrolled)!.value}`;
}

const SAVE = `mutation($i: SaveStudioCourseInput!) { saveStudioCourse(input: $i) {
  course { id version state texts { locale title lessons { title body { type text } } } } errors { code field } } }`;
const input = (title: string) => ({
  category: 'SLEEP',
  format: 'UNKNOWN',
  premium: false,
  tags: [],
  lessons: [{ key: 'one', kind: 'TEXT', minutes: 4 }],
  texts: [{ locale: 'ko-KR', title, summary: '짧은 강좌.', author: '이너스코프', lessons: [{ title: '첫 수업', body: [{ type: 'P', text: '천천히 읽어요.' }] }] }],
});

beforeAll(async () => {
  t = await startTestApp();
  headersOf.visitor = {};
  headersOf.member = { cookie: await signUp(t.app, t.runtime.db.knex, 'studio-course-member@example.com', '10.79.1.1') };
  for (const role of ['content', 'support', 'admin'] as StaffRole[]) headersOf[role] = { cookie: await signedInStaff([role]) };
});
afterAll(async () => t?.close());

describe('the studio’s course fields', () => {
  it('refuse visitors, members and staff without the content role', async () => {
    for (const face of ['visitor', 'member', 'support']) {
      const list = await call('query { studioCourses(locale: "en-US") { items { id } } }', {}, headersOf[face]);
      expect(list.json().errors?.[0]?.extensions?.code, face).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
      const save = await call(SAVE, { i: input('거절') }, headersOf[face]);
      expect(save.json().errors?.[0]?.extensions?.code, face).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    }
  });

  it('let the content role and admin write, publish and list a course, every step in the audit log', async () => {
    for (const face of ['content', 'admin']) {
      const saved = (await call(SAVE, { i: input(`조용한 저녁 ${face}`) }, headersOf[face])).json().data.saveStudioCourse;
      expect(saved.errors).toEqual([]);
      expect(saved.course).toMatchObject({ state: 'DRAFT', version: 1, texts: [{ locale: 'ko-KR', lessons: [{ title: '첫 수업', body: [{ type: 'P', text: '천천히 읽어요.' }] }] }] });
      const published = await call('mutation($i: PublishStudioCourseInput!) { publishStudioCourse(input: $i) { course { state } errors { code } } }', { i: { id: saved.course.id, version: 1 } }, headersOf[face]);
      expect(published.json().data.publishStudioCourse).toEqual({ course: { state: 'PUBLISHED' }, errors: [] });
      const listed = (await call('query { studioCourses(locale: "ko-KR") { items { id title state } } }', {}, headersOf[face])).json().data.studioCourses.items;
      expect(listed).toContainEqual({ id: saved.course.id, title: `조용한 저녁 ${face}`, state: 'PUBLISHED' });
      const actions = await t.runtime.db.knex('audit_log').where({ target_type: 'course', target_id: String(saved.course.id) }).orderBy('id').pluck('action');
      expect(actions).toEqual(['course.create', 'course.publish']);
    }
    // Members find it by the same search as articles.
    const found = await call('query { courses(locale: "ko-KR", keyword: "저녁") { items { title } } }', {}, headersOf.member);
    expect(found.json().data.courses.items.map((c: { title: string }) => c.title)).toEqual(expect.arrayContaining(['조용한 저녁 content', '조용한 저녁 admin']));
  });

  it('answers a course that does not hold together with codes and where, not an error', async () => {
    const bad = input('');
    const out = (await call(SAVE, { i: bad }, headersOf.content)).json();
    expect(out.errors).toBeUndefined();
    expect(out.data.saveStudioCourse.errors[0]).toMatchObject({ code: 'TITLE_REQUIRED', field: 'locales.ko-KR.title' });
  });
});
