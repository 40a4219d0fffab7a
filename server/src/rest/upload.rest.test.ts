import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/runtime';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, AVATAR_UPLOADS_PER_USER } from '../modules/account/avatar';
import { SESSION_COOKIE } from '../shared/sessionCookie';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const knex = () => t.runtime.db.knex;
const PASSWORD = 'correct horse battery';

async function gql(query: string, variables: Record<string, unknown> = {}, cookie?: string, remoteAddress = '10.7.0.1') {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', remoteAddress, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: { query, variables } });
  const set = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return { body: res.json() as { data: Record<string, any> | null; errors?: { extensions: { code: string } }[] }, session: set?.value ? `${SESSION_COOKIE}=${set.value}` : undefined }; // oxlint-disable-line typescript/no-explicit-any -- JSON in tests
}

let accounts = 0;
/** A registered, signed-in user (e-mailed code and all), as its session cookie and id. */
async function signUp(): Promise<{ cookie: string; id: string }> {
  const email = `avatar${++accounts}@example.com`;
  const ip = `10.7.${accounts}.1`;
  await gql('mutation($e: String!) { sendEmailCode(email: $e, purpose: REGISTER) { ok } }', { e: email }, undefined, ip);
  const mail = await knex()('email_messages').where({ to_address: email }).orderBy('created_at', 'desc').first();
  const code = /\b(\d{6})\b/.exec(mail.subject)![1];
  const out = await gql('mutation($i: RegisterInput!) { register(input: $i) { user { id } errors { code } } }', { i: { name: 'Ana', email, password: PASSWORD, passwordConfirm: PASSWORD, code, agreePrivacy: true } }, undefined, ip);
  expect(out.body.data!.register.errors).toEqual([]);
  return { cookie: out.session!, id: out.body.data!.register.user.id };
}

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it. */
function form(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----innerscope${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(parts: Part[], cookie?: string) {
  const body = form(parts);
  return t.app.inject({ method: 'POST', url: '/upload', payload: body.payload, headers: { ...body.headers, ...(cookie ? { cookie } : {}) } });
}

/** Files kept for a user's avatars, as paths under the store. */
function storedAvatars(userId: string): string[] {
  const dir = path.join(t.runtime.config.fileStoreDir, 'avatars', userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith('.tmp')).sort() : [];
}

const avatarKey = async (userId: string) => (await knex()('users').where({ id: userId }).first('avatar_key')).avatar_key as string | null;

/** A 1200×800 landscape JPEG, left half red and right half blue, whose EXIF says "rotate 90° clockwise to show". */
async function sidewaysPhoto(): Promise<Buffer> {
  const red = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A 300×200 PNG, transparent but for a green square in the middle. */
const transparentPng = async () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: await sharp({ create: { width: 100, height: 100, channels: 4, background: '#00ff00ff' } }).png().toBuffer(), left: 100, top: 50 }])
    .png()
    .toBuffer();

const URL_FORM = /^\/user\/avatar\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{22}\.webp$/;

describe('POST /upload (avatar)', () => {
  it('turns a sideways photo into an upright 512×512 WebP without metadata, served immutable', async () => {
    const user = await signUp();
    const photo = await sidewaysPhoto();
    expect((await sharp(photo).metadata()).orientation).toBe(6);

    const res = await upload([{ name: 'files', filename: 'holiday.jpg', type: 'image/jpeg', data: photo }], user.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { result: number; data: { url: string; avatarUrl: string } };
    expect(body.result).toBe(200);
    expect(body.data.url).toMatch(URL_FORM);
    expect(body.data.avatarUrl).toBe(body.data.url);
    expect(body.data.url).toContain(user.id);
    expect(await avatarKey(user.id)).toBe(body.data.url.replace('/user/avatar/', 'avatars/'));
    expect(storedAvatars(user.id)).toHaveLength(1);

    const served = await t.app.inject({ url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    // Upright: the stored left half (red) is now on top, the right half (blue) at the bottom.
    const { data, info } = await sharp(served.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const rgb = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [rTop, gTop, bTop] = rgb(256, 40);
    const [rBottom, , bBottom] = rgb(256, 470);
    expect(rTop).toBeGreaterThan(200);
    expect(gTop! + bTop!).toBeLessThan(80);
    expect(bBottom).toBeGreaterThan(200);
    expect(rBottom).toBeLessThan(60);

    const me = await gql('{ me { avatarUrl } }', {}, user.cookie);
    expect(me.body.data!.me.avatarUrl).toBe(body.data.url);
    const rest = await t.app.inject({ url: '/user/get', headers: { cookie: user.cookie } });
    expect(rest.json().data.avatarUrl).toBe(body.data.url);
  });

  it('keeps a PNG transparency, and a new upload gets a new URL while the old file goes', async () => {
    const user = await signUp();
    const first = (await upload([{ name: 'files', filename: 'a.jpg', type: 'image/jpeg', data: await sidewaysPhoto() }], user.cookie)).json().data.url as string;
    const res = await upload([{ name: 'files', filename: 'logo.png', type: 'image/png', data: await transparentPng() }], user.cookie);
    expect(res.statusCode).toBe(200);
    const second = res.json().data.url as string;
    expect(second).toMatch(URL_FORM);
    expect(second).not.toBe(first);

    const served = await t.app.inject({ url: second });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512, hasAlpha: true });
    const { data, info } = await sharp(served.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[(5 * info.width + 5) * 4 + 3]).toBe(0); // a corner stays see-through
    expect(data[(256 * info.width + 256) * 4 + 3]).toBe(255); // the middle is the opaque square

    expect(storedAvatars(user.id)).toEqual([second.split('/').pop()]);
    const old = await t.app.inject({ url: first });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ result: 404, code: 'NOT_FOUND' });
  });

  it('takes GIF and AVIF, and refuses text named .png, SVG and pixel bombs by decoding them', async () => {
    const user = await signUp();
    const gif = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#336699' } }).gif().toBuffer();
    const ok = await upload([{ name: 'files', filename: 'x.gif', type: 'image/gif', data: gif }], user.cookie);
    expect(ok.statusCode).toBe(200);
    const avif = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#993366' } }).avif().toBuffer();
    const avifRes = await upload([{ name: 'files', filename: 'x.avif', type: 'image/avif', data: avif }], user.cookie);
    expect(avifRes.statusCode).toBe(200);
    expect((await sharp((await t.app.inject({ url: avifRes.json().data.url })).rawPayload).metadata()).format).toBe('webp');
    const key = await avatarKey(user.id);
    const before = storedAvatars(user.id);

    const text = await upload([{ name: 'files', filename: 'photo.png', type: 'image/png', data: 'this is not a picture at all, only words\n'.repeat(20) }], user.cookie);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ result: 400, code: 'UPLOAD_NOT_IMAGE', field: 'files', message: expect.stringContaining('Upload wrong data format') });

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="red"/></svg>';
    expect((await upload([{ name: 'files', filename: 'a.png', type: 'image/png', data: svg }], user.cookie)).json().code).toBe('UPLOAD_NOT_IMAGE');

    // A few hundred kilobytes that would decode to 64 megapixels.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(AVATAR_MAX_BYTES);
    const refused = await upload([{ name: 'files', filename: 'big.png', type: 'image/png', data: bomb }], user.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'UPLOAD_TOO_MANY_PIXELS', message: `The image has more than ${AVATAR_MAX_PIXELS / 1_000_000} megapixels` });

    expect(await avatarKey(user.id)).toBe(key);
    expect(storedAvatars(user.id)).toEqual(before);
  });

  it('refuses a file over 5 MB with 413 and writes nothing', async () => {
    const user = await signUp();
    await upload([{ name: 'files', filename: 'a.png', type: 'image/png', data: await transparentPng() }], user.cookie);
    const key = await avatarKey(user.id);
    const before = storedAvatars(user.id);
    const res = await upload([{ name: 'files', filename: 'huge.jpg', type: 'image/jpeg', data: randomBytes(AVATAR_MAX_BYTES + 1) }], user.cookie);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ result: 413, code: 'UPLOAD_TOO_LARGE', field: 'files', message: 'The image is larger than 5 MB' });
    expect(await avatarKey(user.id)).toBe(key);
    expect(storedAvatars(user.id)).toEqual(before);
    // Exactly at the limit is read (and here refused only for not being an image).
    const atLimit = await upload([{ name: 'files', filename: 'huge.jpg', type: 'image/jpeg', data: randomBytes(AVATAR_MAX_BYTES) }], user.cookie);
    expect(atLimit.json().code).toBe('UPLOAD_NOT_IMAGE');
  });

  it('names the field when the image comes in another one, as text, or not at all', async () => {
    const user = await signUp();
    const photo = await transparentPng();
    const expected = { result: 400, code: 'UPLOAD_FIELD_REQUIRED', field: 'files', message: expect.stringContaining('"files"') };
    expect((await upload([{ name: 'file', filename: 'a.png', type: 'image/png', data: photo }], user.cookie)).json()).toEqual(expected);
    expect((await upload([{ name: 'files', data: 'a.png' }], user.cookie)).json()).toEqual(expected);
    expect((await upload([{ name: 'files', filename: '', type: 'application/octet-stream', data: '' }], user.cookie)).json()).toEqual(expected);
    const json = await t.app.inject({ method: 'POST', url: '/upload', headers: { cookie: user.cookie }, payload: { files: 'a.png' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(expected);
    expect(await avatarKey(user.id)).toBeNull();
    expect(storedAvatars(user.id)).toEqual([]);
  });

  it('refuses two files at once and a form it cannot read', async () => {
    const user = await signUp();
    const photo = await transparentPng();
    const two = await upload([
      { name: 'files', filename: 'a.png', type: 'image/png', data: photo },
      { name: 'files', filename: 'b.png', type: 'image/png', data: photo },
    ], user.cookie);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ code: 'UPLOAD_TOO_MANY_FILES', field: 'files' });

    const chatty = await upload([...Array.from({ length: 8 }, (_, i) => ({ name: `f${i}`, data: 'x' })), { name: 'files', filename: 'a.png', type: 'image/png', data: photo }], user.cookie);
    expect(chatty.statusCode).toBe(400);
    expect(chatty.json().code).toBe('UPLOAD_BAD_FORM');

    const cut = form([{ name: 'files', filename: 'a.png', type: 'image/png', data: photo }]);
    const truncated = await t.app.inject({ method: 'POST', url: '/upload', payload: cut.payload.subarray(0, 400), headers: { ...cut.headers, cookie: user.cookie } });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().code).toBe('UPLOAD_BAD_FORM');

    expect(await avatarKey(user.id)).toBeNull();
    expect(storedAvatars(user.id)).toEqual([]);
  });

  it('limits each user to 20 uploads an hour, answering 429 with Retry-After before reading the image', async () => {
    const user = await signUp();
    const png = await transparentPng();
    for (let i = 0; i < AVATAR_UPLOADS_PER_USER.limit; i++) {
      expect((await upload([{ name: 'files', filename: 'a.png', type: 'image/png', data: png }], user.cookie)).statusCode).toBe(200);
    }
    const key = await avatarKey(user.id);
    const limited = await upload([{ name: 'files', filename: 'a.png', type: 'image/png', data: png }], user.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ result: 429, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await avatarKey(user.id)).toBe(key);
    // Another user is not held back by it.
    const other = await signUp();
    expect((await upload([{ name: 'files', filename: 'a.png', type: 'image/png', data: png }], other.cookie)).statusCode).toBe(200);
  });

  it('asks visitors to log in and reads nothing from them', async () => {
    const res = await upload([{ name: 'files', filename: 'a.png', type: 'image/png', data: await transparentPng() }]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ result: 401, code: 'UNAUTHENTICATED', message: 'please login first' });
  });

  it('keeps multipart to /upload and urlencoded forms working elsewhere', async () => {
    const user = await signUp();
    const body = form([{ name: 'nickName', data: 'Multi' }]);
    const elsewhere = await t.app.inject({ method: 'POST', url: '/user/update', payload: body.payload, headers: { ...body.headers, cookie: user.cookie } });
    expect(elsewhere.statusCode).toBe(415);
    const urlencoded = await t.app.inject({ method: 'POST', url: '/user/update', payload: 'nickName=Plain', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: user.cookie } });
    expect(urlencoded.statusCode).toBe(200);
    expect(urlencoded.json().data.nickName).toBe('Plain');
  });
});

describe('GET /user/avatar/:userId/:file', () => {
  it('refuses malformed names and answers a missing avatar with 404 in the envelope', async () => {
    const bad = await t.app.inject({ url: '/user/avatar/not-a-user/..%2F..%2Fsecret.webp' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ result: 400, code: 'BAD_USER_INPUT' });
    expect((await t.app.inject({ url: `/user/avatar/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/abc.png` })).statusCode).toBe(400);
    const missing = await t.app.inject({ url: `/user/avatar/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/${'A'.repeat(22)}.webp` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ result: 404, code: 'NOT_FOUND', message: 'No such avatar' });
  });
});

describe('removing the avatar', () => {
  const REMOVE = 'mutation { removeAvatar { user { avatarUrl } errors { code } } }';

  it('clears it for the signed-in user only, and deleting the account removes the file', async () => {
    const visitor = await gql(REMOVE);
    expect(visitor.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const user = await signUp();
    const url = (await upload([{ name: 'files', filename: 'a.png', type: 'image/png', data: await transparentPng() }], user.cookie)).json().data.url as string;
    const removed = await gql(REMOVE, {}, user.cookie);
    expect(removed.body.data!.removeAvatar).toEqual({ user: { avatarUrl: null }, errors: [] });
    expect(await avatarKey(user.id)).toBeNull();
    expect(storedAvatars(user.id)).toEqual([]);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await gql(REMOVE, {}, user.cookie)).body.data!.removeAvatar).toEqual({ user: { avatarUrl: null }, errors: [] });
    expect((await t.app.inject({ url: '/user/get', headers: { cookie: user.cookie } })).json().data.avatarUrl).toBeNull();

    const again = (await upload([{ name: 'files', filename: 'a.png', type: 'image/png', data: await transparentPng() }], user.cookie)).json().data.url as string;
    const exported = JSON.parse((await gql('{ myDataExport }', {}, user.cookie)).body.data!.myDataExport);
    expect(exported.account.avatar_key).toBe(again.replace('/user/avatar/', 'avatars/'));
    const deleted = await gql('mutation($p: String!) { deleteMyAccount(password: $p) { ok } }', { p: PASSWORD }, user.cookie);
    expect(deleted.body.data!.deleteMyAccount.ok).toBe(true);
    expect(storedAvatars(user.id)).toEqual([]);
    expect((await t.app.inject({ url: again })).statusCode).toBe(404);
  });
});
