import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { seedMemberContent, upsertArticle } from '../../../seeds/memberContent';
import { createTestDb } from '../../../test/db';
import type { DbHandle } from '../../db/connection';
import { fixedClock } from '../../shared/clock';
import type { UserRow } from '../account/account.models';
import { createAuditService, type AuditActor } from '../staff/audit.service';
import { createArticleService } from './articles.service';
import { createNoticeService } from './notices.service';
import { createStudioContentService } from './studioContent.service';
import { SLEEP_ARTICLE } from './test/fixtures';

const premium = { id: '00000000-0000-4000-8000-000000000002', email: 'premium@example.com' } as UserRow;
const editor: AuditActor = { staffUserId: null, label: 'apiKey:7', roles: ['content'] };
const body = [{ type: 'h2', text: 'Breathing' }, { type: 'p', text: 'Slow breaths calm the body.' }, { type: 'ul', items: ['In for four', ' ', 'Out for six'] }];

/** The studio's writes on the real database, as readers see them afterwards. */
describe('studio content', () => {
  let handle: DbHandle;
  let knex: Knex;
  const clock = fixedClock(new Date('2026-12-01T09:00:00Z'));
  const studio = () => createStudioContentService({ db: knex, clock, audit: createAuditService({ db: knex, clock }) });
  const readers = () =>
    createArticleService({
      db: knex,
      clock,
      subscriptions: { entitlement: async () => ({ tier: 'premium', validUntil: null }) } as never,
      exam: { listExams: async () => [] },
    });
  const notices = () => createNoticeService({ db: knex, clock } as never);
  const listed = async (locale: 'en-US' | 'zh-CN' = 'en-US') => (await readers().list({ locale, pageSize: 50 })).items.map((a) => a.title);
  const auditOf = (targetId: number) => knex('audit_log').where({ target_id: String(targetId) }).orderBy('id').pluck('action');

  beforeAll(async () => {
    handle = await createTestDb();
    knex = handle.knex;
    await knex('articles').delete();
    await upsertArticle(knex, SLEEP_ARTICLE);
  });
  afterAll(() => handle.close());

  it('keeps a draft from readers, publishes it, and audits each step in its transaction', async () => {
    const made = await studio().save('article', { locale: 'en-US', category: 'science', title: 'Breathe slowly', summary: 'A minute that helps.', body }, editor);
    expect(made.errors).toEqual([]);
    const item = made.value!;
    expect(item).toMatchObject({ state: 'draft', version: 1, category: 'science', hasChanges: true });
    expect(item.texts[0]!.body).toEqual([{ type: 'h2', text: 'Breathing' }, { type: 'p', text: 'Slow breaths calm the body.' }, { type: 'ul', items: ['In for four', 'Out for six'] }]);
    expect(await listed()).not.toContain('Breathe slowly');
    expect(await readers().detail(item.id, 'en-US', premium)).toBeNull();

    const zh = await studio().save('article', { id: item.id, version: 1, locale: 'zh-CN', title: '慢慢呼吸', summary: '一分钟的帮助。', body }, editor);
    expect(zh.value).toMatchObject({ version: 2, state: 'draft' });
    const published = await studio().publish('article', { id: item.id, version: 2 }, editor);
    expect(published.value).toMatchObject({ state: 'published', hasChanges: false, publishedAt: '2026-12-01', version: 3 });
    expect(await listed()).toContain('Breathe slowly');
    expect(await listed('zh-CN')).toContain('慢慢呼吸');
    expect((await readers().detail(item.id, 'en-US', premium))?.body?.[1]).toEqual({ type: 'p', text: 'Slow breaths calm the body.' });
    // Found by the search as a seeded article would be.
    expect((await readers().list({ locale: 'zh-CN', keyword: '呼吸' })).items.map((a) => a.id)).toContain(item.id);

    // A change to a published article waits for the next publication.
    await studio().save('article', { id: item.id, version: 3, locale: 'en-US', title: 'Breathe slowly, again', summary: 'A minute that helps.', body }, editor);
    expect(await listed()).toContain('Breathe slowly');
    expect(await listed()).not.toContain('Breathe slowly, again');

    const gone = await studio().unpublish('article', { id: item.id, version: 4 }, editor);
    expect(gone.value).toMatchObject({ state: 'draft', hasChanges: true });
    expect(gone.value!.texts.map((t) => [t.locale, t.title])).toEqual([['en-US', 'Breathe slowly, again'], ['zh-CN', '慢慢呼吸']]);
    expect(await listed()).not.toContain('Breathe slowly');
    expect(await auditOf(item.id)).toEqual(['article.create', 'article.saveDraft', 'article.publish', 'article.saveDraft', 'article.unpublish']);
    const entry = await knex('audit_log').where({ target_id: String(item.id), action: 'article.create' }).first();
    expect(entry).toMatchObject({ actor: 'apiKey:7', target_type: 'article' });
  });

  it('refuses a save over someone else’s with EDIT_CONFLICT and changes nothing', async () => {
    const item = (await studio().save('notice', { locale: 'en-US', title: 'Maintenance', body: [{ type: 'p', text: 'Sunday night.' }] }, editor)).value!;
    const first = await studio().save('notice', { id: item.id, version: item.version, locale: 'en-US', title: 'Maintenance on Sunday', body: [{ type: 'p', text: 'Ten minutes.' }] }, editor);
    expect(first.errors).toEqual([]);
    const before = await auditOf(item.id);
    const second = await studio().save('notice', { id: item.id, version: item.version, locale: 'en-US', title: 'Mine wins', body: [{ type: 'p', text: 'No.' }] }, editor);
    expect(second.errors.map((e) => e.code)).toEqual(['EDIT_CONFLICT']);
    expect((await studio().find('notice', item.id))!.texts[0]!.title).toBe('Maintenance on Sunday');
    expect(await auditOf(item.id)).toEqual(before);
    expect((await studio().publish('notice', { id: item.id, version: item.version }, editor)).errors[0]!.code).toBe('EDIT_CONFLICT');
  });

  it('answers bad input with stable codes', async () => {
    const out = await studio().save('article', { locale: 'xx-XX', title: ' ', summary: '', body: [{ type: 'p', text: '  ' }] }, editor);
    expect(out.errors.map((e) => e.code).sort()).toEqual(['BODY_REQUIRED', 'CATEGORY_REQUIRED', 'INVALID_LOCALE', 'SUMMARY_REQUIRED', 'TITLE_REQUIRED']);
    expect((await studio().save('article', { locale: 'en-US', category: 'science', title: 'x'.repeat(201), summary: 's', body }, editor)).errors[0]!.code).toBe('TEXT_TOO_LONG');
    expect((await studio().publish('article', { id: 999_999, version: 1 }, editor)).errors[0]!.code).toBe('NOT_FOUND');
    const item = (await studio().save('article', { locale: 'en-US', category: 'test', title: 'Soon', summary: 'Soon.', body }, editor)).value!;
    expect((await studio().publish('article', { id: item.id, version: 1, at: new Date(clock.now().getTime() - 1000) }, editor)).errors[0]!.code).toBe('PUBLISH_AT_PAST');
  });

  it('publishes a scheduled article at its time, not before', async () => {
    const item = (await studio().save('article', { locale: 'en-US', category: 'treatment', title: 'Scheduled piece', summary: 'Later today.', body }, editor)).value!;
    const at = new Date(clock.now().getTime() + 60 * 60_000);
    const scheduled = await studio().publish('article', { id: item.id, version: 1, at }, editor);
    expect(scheduled.value).toMatchObject({ state: 'scheduled', publishAt: at });
    expect(await studio().publishDue()).toBe(0);
    expect(await listed()).not.toContain('Scheduled piece');
    clock.advance(59 * 60_000);
    expect(await studio().publishDue()).toBe(0);
    clock.advance(60_000);
    expect(await studio().publishDue()).toBe(1);
    expect(await studio().publishDue()).toBe(0);
    expect(await listed()).toContain('Scheduled piece');
    expect(await auditOf(item.id)).toEqual(['article.create', 'article.schedule', 'article.publishScheduled']);
  });

  it('lists by state, locale and category, newest change first, a page at a time', async () => {
    const all = await studio().list('article', { displayLocale: 'en-US', first: 2 });
    expect(all.items).toHaveLength(2);
    expect(all.hasNextPage).toBe(true);
    const next = await studio().list('article', { displayLocale: 'en-US', first: 2, after: all.endCursor });
    expect(next.items.map((i) => i.id)).not.toContain(all.items[0]!.id);
    const drafts = await studio().list('article', { state: 'draft', displayLocale: 'en-US', first: 50 });
    expect(drafts.items.every((i) => i.state === 'draft')).toBe(true);
    const zh = await studio().list('article', { locale: 'zh-CN', displayLocale: 'en-US', first: 50 });
    expect(zh.items.every((i) => i.locales.includes('zh-CN'))).toBe(true);
    expect(zh.items.find((i) => i.title === '慢慢呼吸')).toBeTruthy();
    const science = await studio().list('article', { category: 'science', displayLocale: 'en-US', first: 50 });
    expect(science.items.map((i) => i.title)).toContain('Sleep and mood');
    expect(science.items.every((i) => i.category === 'science')).toBe(true);
  });

  it('leaves what the studio wrote alone when the seed files run again', async () => {
    const seeded = (await studio().list('article', { displayLocale: 'en-US', first: 50 })).items.find((i) => i.title === 'Sleep and mood')!;
    const edited = await studio().save('article', { id: seeded.id, version: seeded.version, locale: 'en-US', title: 'Sleep and mood (revised)', summary: 'How a night shapes a day.', body }, editor);
    await studio().publish('article', { id: seeded.id, version: edited.value!.version }, editor);
    const before = await knex('articles').count({ n: '*' }).first();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-seed-'));
    fs.writeFileSync(path.join(dir, `${SLEEP_ARTICLE.slug}.json`), JSON.stringify(SLEEP_ARTICLE));
    await seedMemberContent(knex as never, { articles: dir, notices: fs.mkdtempSync(path.join(os.tmpdir(), 'studio-seed-')) });
    expect(await knex('articles').count({ n: '*' }).first()).toEqual(before);
    expect(await listed()).toContain('Sleep and mood (revised)');
    expect((await notices().list({ locale: 'en-US' }, null)).items.map((n) => n.title)).not.toContain('Mine wins');
  });
});
