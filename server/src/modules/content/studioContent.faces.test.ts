import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { startTestApp, type TestContext } from '../../../test/runtime';
import type { StaffRole } from '../access/actor';
import { auditActorOf } from '../staff/audit.service';
import { STAFF_COOKIE } from '../staff/staffCookie';
import { totpCodeAt } from '../staff/totp';

/** The studio's content fields over HTTP, for every face: only the content role and admin get through. */
let t: TestContext;
const headersOf: Record<string, Record<string, string>> = {};
let n = 0;

type Cookies = { name: string; value: string }[];
const staffCookieOf = (res: { cookies: Cookies }) => res.cookies.find((c) => c.name === STAFF_COOKIE);

async function call(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: '10.78.0.1', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } });
}

async function signedInStaff(roles: StaffRole[]): Promise<string> {
  const email = `studio-content${++n}@example.com`;
  const { initialPassword } = (await t.runtime.services.staffUsers.create({ email, displayName: `Editor ${n}`, roles }, auditActorOf(null))).value!;
  const first = await call('mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { enrolment { secret } } }', { i: { email, password: initialPassword } });
  const { secret } = first.json().data.staffSignIn.enrolment;
  const enrolled = await call('mutation($i: StaffCodeInput!) { staffEnrolTotp(input: $i) { errors { code } } }', { i: { code: totpCodeAt(secret, new Date()) } }, { cookie: `${STAFF_COOKIE}=${staffCookieOf(first)!.value}` });
  return `${STAFF_COOKIE}=${staffCookieOf(enrolled)!.value}`;
}

const ROLES: StaffRole[] = ['content', 'support', 'finance', 'moderator', 'admin'];
const SAVE = 'mutation($i: SaveStudioContentInput!) { saveStudioContent(input: $i) { item { id version state } errors { code field } } }';

beforeAll(async () => {
  t = await startTestApp();
  headersOf.visitor = {};
  headersOf.member = { cookie: await signUp(t.app, t.runtime.db.knex, 'studio-content-member@example.com', '10.78.1.1') };
  headersOf.staffKey = { authorization: `Bearer ${(await t.runtime.services.apiKey.create('an integration', ['staff'])).key}` };
  for (const role of ROLES) headersOf[role] = { cookie: await signedInStaff([role]) };
});
afterAll(async () => t?.close());

const FIELDS: Record<string, { query: string; variables: () => Record<string, unknown> }> = {
  studioContent: { query: 'query { studioContent(kind: ARTICLE, displayLocale: "en-US") { items { id } hasNextPage } }', variables: () => ({}) },
  studioDailyMonth: { query: 'query { studioDailyMonth(locale: "ko-KR", month: "2026-12") { days { date changeable } } }', variables: () => ({}) },
  saveStudioContent: {
    query: SAVE,
    variables: () => ({ i: { kind: 'NOTICE', locale: 'en-US', title: `Notice ${++n}`, body: [{ type: 'P', text: 'Hello.' }] } }),
  },
  saveDailyQuestion: {
    query: 'mutation($i: SaveDailyQuestionInput!) { saveDailyQuestion(input: $i) { question { id } errors { code } } }',
    variables: () => ({ i: { type: 'STRESS', kind: 'FILL', locale: 'en-US', prompt: 'One word for calm?', options: [], accepted: ['calm'], analysis: 'Any word will do.' } }),
  },
};

const EXPECTED: Record<string, 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN'> = {
  visitor: 'UNAUTHENTICATED',
  member: 'UNAUTHENTICATED',
  staffKey: 'FORBIDDEN',
  content: 'allowed',
  support: 'FORBIDDEN',
  finance: 'FORBIDDEN',
  moderator: 'FORBIDDEN',
  admin: 'allowed',
};

describe.each(Object.keys(FIELDS))('%s', (field) => {
  it.each(Object.keys(EXPECTED))('for %s', async (actor) => {
    const body = (await call(FIELDS[field]!.query, FIELDS[field]!.variables(), headersOf[actor])).json();
    if (EXPECTED[actor] === 'allowed') {
      expect(body.errors).toBeUndefined();
      expect(body.data[field]).toBeTruthy();
      if (body.data[field].errors) expect(body.data[field].errors).toEqual([]);
    } else {
      expect(body.errors?.[0]?.extensions?.code).toBe(EXPECTED[actor]);
    }
  });
});

describe('the studio over the graph', () => {
  it('writes a draft readers cannot open, publishes it, and tells a stale save EDIT_CONFLICT', async () => {
    const editor = headersOf.content!;
    const made = (await call(SAVE, { i: { kind: 'ARTICLE', locale: 'en-US', category: 'SCIENCE', title: 'Graph article', summary: 'Short.', body: [{ type: 'P', text: 'Body.' }, { type: 'UL', items: ['a', 'b'] }] } }, editor)).json().data.saveStudioContent;
    expect(made.errors).toEqual([]);
    const id = made.item.id;
    const reader = await call('query($id: Int!) { article(id: $id, locale: "en-US") { id } }', { id });
    expect(reader.json().data.article).toBeNull();
    const saved = (await call(SAVE, { i: { kind: 'ARTICLE', id, version: 1, locale: 'en-US', title: 'Graph article', summary: 'Short.', body: [{ type: 'P', text: 'Body two.' }] } }, editor)).json().data.saveStudioContent;
    expect(saved.item.version).toBe(2);
    const stale = (await call(SAVE, { i: { kind: 'ARTICLE', id, version: 1, locale: 'en-US', title: 'Mine', summary: 'Short.', body: [{ type: 'P', text: 'Body.' }] } }, editor)).json().data.saveStudioContent;
    expect(stale).toEqual({ item: null, errors: [{ code: 'EDIT_CONFLICT', field: 'version' }] });
    const published = await call('mutation($i: PublishStudioContentInput!) { publishStudioContent(input: $i) { item { state } errors { code } } }', { i: { kind: 'ARTICLE', id, version: 2 } }, editor);
    expect(published.json().data.publishStudioContent).toEqual({ item: { state: 'PUBLISHED' }, errors: [] });
    expect((await call('query($id: Int!) { article(id: $id, locale: "en-US") { title } }', { id })).json().data.article).toEqual({ title: 'Graph article' });
    const audit = await t.runtime.db.knex('audit_log').where({ target_type: 'article', target_id: String(id) }).orderBy('id').pluck('action');
    expect(audit).toEqual(['article.create', 'article.saveDraft', 'article.publish']);
  });
});

/** A multipart/form-data body with one file, as a browser sends it. */
function form(name: string, data: Buffer, filename: string, type: string) {
  const boundary = `----studio${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('article images', () => {
  const upload = (body: ReturnType<typeof form>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/graphql/studio/images', remoteAddress: '10.78.0.2', payload: body.payload, headers: { ...body.headers, ...headers } });

  it('takes an image for the content role only, judged by its bytes, re-encoded as WebP and served to anyone', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#88aacc' } }).png().toBuffer();
    // Named and typed as text: the bytes decide.
    const done = await upload(form('file', png, 'notes.txt', 'text/plain'), headersOf.content);
    expect(done.statusCode).toBe(200);
    const { url, width, height } = done.json().data;
    expect(url).toMatch(/^\/content\/image\/[A-Za-z0-9_-]{22}\.webp$/);
    expect([width, height]).toEqual([1600, 800]);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const audit = await t.runtime.db.knex('audit_log').where({ action: 'contentImage.upload' }).first();
    expect(audit?.target_id).toBe(url.split('/').at(-1));

    const fake = await upload(form('file', Buffer.from('not an image at all'), 'photo.png', 'image/png'), headersOf.content);
    expect([fake.statusCode, fake.json().code]).toEqual([400, 'UPLOAD_NOT_IMAGE']);
    const tooBig = await upload(form('file', Buffer.alloc(5 * 1024 * 1024 + 10), 'big.png', 'image/png'), headersOf.content);
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([413, 'UPLOAD_TOO_LARGE']);
    expect((await upload(form('file', png, 'a.png', 'image/png'))).json().code).toBe('UNAUTHENTICATED');
    expect((await upload(form('file', png, 'a.png', 'image/png'), headersOf.support)).json().code).toBe('FORBIDDEN');
  });

  it('keeps an uploaded image in an article body and gives it to readers with its address', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#000' } }).png().toBuffer();
    const { url } = (await upload(form('file', png, 'a.png', 'image/png'), headersOf.content)).json().data;
    const made = (await call(SAVE, { i: { kind: 'NOTICE', locale: 'en-US', title: 'With a picture', body: [{ type: 'P', text: 'See.' }, { type: 'IMG', text: 'A dark square', src: url }] } }, headersOf.content)).json().data.saveStudioContent;
    expect(made.errors).toEqual([]);
    const bad = (await call(SAVE, { i: { kind: 'NOTICE', locale: 'en-US', title: 'Elsewhere', body: [{ type: 'IMG', text: 'x', src: 'https://example.com/a.png' }] } }, headersOf.content)).json().data.saveStudioContent;
    expect(bad.errors).toEqual([{ code: 'BODY_INVALID', field: 'body' }]);
    await call('mutation($i: PublishStudioContentInput!) { publishStudioContent(input: $i) { errors { code } } }', { i: { kind: 'NOTICE', id: made.item.id, version: made.item.version } }, headersOf.content);
    const notice = await call('query($id: Int!) { notice(id: $id, locale: "en-US") { body { type text src } } }', { id: made.item.id });
    expect(notice.json().data.notice.body[1]).toEqual({ type: 'IMG', text: 'A dark square', src: url });
  });
});
