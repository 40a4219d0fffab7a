import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/runtime';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('REST adapter', () => {
  it('lists the exam languages in the envelope', async () => {
    const res = await get('/app/language/list/1754');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe(200);
    expect(body.data).toHaveLength(9);
    expect(body.data[2]).toEqual({ code: 'zh-HK', name: '繁體中文', isDefault: false });
  });

  it('answers an unknown exam with 404 EXAM_NOT_FOUND and a bad id with 400', async () => {
    const missing = await get('/app/language/list/42');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ result: 404, code: 'EXAM_NOT_FOUND' });
    const bad = await get('/app/language/list/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ result: 400, code: 'BAD_USER_INPUT', field: 'examId' });
  });

  it('generates an unguessable log id and stores it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/app/v2/generate/logid', payload: { appExamId: 1754 } });
    expect(res.statusCode).toBe(200);
    const { logid } = res.json().data as { logid: string };
    expect(logid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await t.runtime.db.knex('log_ids').where({ id: logid }).first();
    expect(row.app_exam_id).toBe(1754);
    const other = await t.app.inject({ method: 'POST', url: '/app/v2/generate/logid', payload: { appExamId: 1754 } });
    expect(other.json().data.logid).not.toBe(logid);
  });

  it('gives the page view configuration in the requested language', async () => {
    const res = await get('/app/v2/view?hl=JA&aeid=1754&av=1.0.0');
    expect(res.json().data).toMatchObject({ locale: 'ja-JP', exam: { examId: 1754, code: 'BMBTI', name: '16タイプ性格診断' } });
    const byHeader = await get('/app/v2/view?aeid=1754', { hl: 'de' });
    expect(byHeader.json().data.locale).toBe('de-DE');
  });

  it('lists protocols and help in a locale, accepting short forms', async () => {
    const protocols = await get('/app/protocol/list/1754/hk');
    expect(protocols.statusCode).toBe(200);
    const list = protocols.json().data as { id: number; kind: string; locale: string; title: string }[];
    expect(list.map((p) => p.kind).sort()).toEqual(['privacy', 'terms']);
    expect(list.every((p) => p.locale === 'zh-HK')).toBe(true);
    const pair = await get('/app/protocol/getPrivacyAndAgreement/1754/fr-FR');
    expect(pair.json().data.privacy.locale).toBe('fr-FR');
    expect(pair.json().data.agreement.kind).toBe('terms');
    const info = await get(`/app/protocol/info/${list.find((p) => p.kind === 'terms')!.id}`);
    expect(info.json().data.kind).toBe('terms');
    const help = await get('/app/help/list/1754/pt-PT');
    const entries = help.json().data as { id: number; category: string }[];
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(new Set(entries.map((e) => e.category))).toEqual(new Set(['subscription', 'billing', 'legal', 'contact']));
    const one = await get(`/app/help/info/${entries[0]!.id}`);
    expect(one.json().data.locale).toBe('pt-PT');
  });

  it('refuses an unknown locale with 400 UNKNOWN_LOCALE', async () => {
    const res = await get('/app/help/list/1754/xx');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 400, code: 'UNKNOWN_LOCALE' });
  });

  it('answers unknown API paths with the envelope error form', async () => {
    const res = await get('/app/does/not/exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ result: 404, code: 'NOT_FOUND', message: 'No route for GET /app/does/not/exist' });
    const post = await t.app.inject({ method: 'POST', url: '/exam/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('NOT_FOUND');
  });

  it('echoes a request id header', async () => {
    const res = await get('/healthz', { 'x-request-id': 'req-12345678' });
    expect(res.headers['x-request-id']).toBe('req-12345678');
    const fresh = await get('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
