import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/db';
import type { DbHandle } from '../../db/connection';
import { fixedClock } from '../../shared/clock';
import { createAuditService, type AuditActor } from '../staff/audit.service';
import { createCourseMediaStore } from './courseMedia';
import { createCourseStudioService } from './courseStudio.service';
import { seedCourses } from './courses.seed';
import { createCourseService } from './courses.service';

const editor: AuditActor = { staffUserId: null, label: 'apiKey:9', roles: ['content'] };
const p = (text: string) => ({ type: 'p' as const, text });

/** A two-lesson course in English and Korean: a reading and an audio guide with its captions. */
const course = (title = 'Five calm minutes') => ({
  category: 'stress',
  format: 'audio',
  premium: false,
  tags: ['new'],
  lessons: [
    { key: 'why', kind: 'text', minutes: 3 },
    { key: 'guide', kind: 'audio', minutes: 5, program: 'breathing' },
  ],
  locales: {
    'en-US': {
      title,
      summary: 'A short reading and a guided breath.',
      author: 'Innerscope',
      lessons: [
        { title: 'Why breath helps', body: [p('A slower out-breath tells the body it is safe.')] },
        { title: 'Breathe with me', body: [p('Follow the voice.')], captions: { intro: 'Sit comfortably.', in: 'Breathe in.', out: 'Breathe out.', end: 'Well done.' } },
      ],
    },
    'ko-KR': {
      title: '차분한 5분',
      summary: '짧은 글과 호흡 안내.',
      author: '이너스코프',
      lessons: [
        { title: '호흡이 도움이 되는 이유', body: [p('천천히 내쉬면 몸이 안전하다고 느껴요.')] },
        { title: '함께 호흡해요', body: [p('목소리를 따라 해 보세요.')], captions: { intro: '편하게 앉아요.', in: '들이쉬어요.', out: '내쉬어요.', end: '잘했어요.' } },
      ],
    },
  },
});

/** The studio's courses on the real database, as readers see them afterwards. */
describe('studio courses', () => {
  let handle: DbHandle;
  let knex: Knex;
  const clock = fixedClock(new Date('2026-12-01T09:00:00Z'));
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'course-studio-'));
  const studio = () => createCourseStudioService({ db: knex, clock, audit: createAuditService({ db: knex, clock }) });
  const readers = () =>
    createCourseService({ db: knex, clock, subscriptions: { entitlement: async () => ({ tier: 'premium', validUntil: null }) }, media: createCourseMediaStore(mediaDir) });
  const titles = async (locale: 'en-US' | 'ko-KR' = 'en-US', keyword?: string) => (await readers().list({ locale, pageSize: 50, keyword }, null)).items.map((c) => c.title);
  const auditOf = (id: number) => knex('audit_log').where({ target_type: 'course', target_id: String(id) }).orderBy('id').pluck('action');

  beforeAll(async () => {
    handle = await createTestDb();
    knex = handle.knex;
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('keeps a new course from readers as a draft, publishes it searchable in each locale, and audits each step', async () => {
    const made = await studio().save({ document: course() }, editor);
    expect(made.errors).toEqual([]);
    const c = made.value!;
    expect(c).toMatchObject({ state: 'draft', version: 1, hasChanges: true, publishedAt: null });
    expect(await titles()).not.toContain('Five calm minutes');
    expect(await readers().detail(c.id, 'en-US', null)).toBeNull();

    const published = await studio().publish({ id: c.id, version: 1 }, editor);
    expect(published.errors).toEqual([]);
    expect(published.value).toMatchObject({ state: 'published', hasChanges: false, publishedAt: '2026-12-01', version: 2 });
    expect(await titles()).toContain('Five calm minutes');
    expect(await titles('ko-KR', '차분')).toEqual(expect.arrayContaining(['차분한 5분', '차분한 호흡']));
    const detail = await readers().detail(c.id, 'ko-KR', null);
    expect(detail?.lessons.map((l) => [l.kind, l.title])).toEqual([['text', '호흡이 도움이 되는 이유'], ['audio', '함께 호흡해요']]);
    expect(detail?.lessons[1]?.transcript).toContain('들이쉬어요.');

    // A change is a draft until published again: readers keep the published words meanwhile.
    const edited = await studio().save({ id: c.id, version: 2, document: course('Six calm minutes') }, editor);
    expect(edited.value).toMatchObject({ state: 'published', hasChanges: true, version: 3 });
    expect(await titles()).toContain('Five calm minutes');
    expect((await studio().find(c.id))?.document.locales['en-US']?.title).toBe('Six calm minutes');
    await studio().publish({ id: c.id, version: 3 }, editor);
    expect(await titles()).toContain('Six calm minutes');

    const off = await studio().unpublish({ id: c.id, version: 4 }, editor);
    expect(off.value).toMatchObject({ state: 'draft', hasChanges: true });
    expect(await titles()).not.toContain('Six calm minutes');
    expect(await auditOf(c.id)).toEqual(['course.create', 'course.publish', 'course.saveDraft', 'course.publish', 'course.unpublish']);
  });

  it('refuses a save over a newer version, a course that does not hold together, and a past schedule', async () => {
    const c = (await studio().save({ document: course('Conflicted') }, editor)).value!;
    await studio().save({ id: c.id, version: 1, document: course('Conflicted 2') }, editor);
    expect((await studio().save({ id: c.id, version: 1, document: course('Stale') }, editor)).errors.map((e) => e.code)).toEqual(['EDIT_CONFLICT']);

    const noCaptions = course();
    delete (noCaptions.locales['ko-KR'].lessons[1] as { captions?: unknown }).captions;
    const refused = await studio().save({ document: noCaptions }, editor);
    expect(refused.value).toBeNull();
    expect(refused.errors[0]?.message).toMatch(/captions/);

    const untitled = course('');
    expect((await studio().save({ document: untitled }, editor)).errors[0]).toMatchObject({ code: 'TITLE_REQUIRED', field: 'locales.en-US.title' });
    const oneLessonShort = course();
    oneLessonShort.locales['ko-KR'].lessons.pop();
    expect((await studio().save({ document: oneLessonShort }, editor)).value).toBeNull();
    const withImage = course();
    (withImage.locales['en-US'].lessons[0]!.body as unknown[]).push({ type: 'img', text: 'a picture', src: '/content/image/x.webp' });
    expect((await studio().save({ document: withImage }, editor)).value).toBeNull();

    expect((await studio().publish({ id: c.id, version: 2, at: new Date('2026-11-30T00:00:00Z') }, editor)).errors[0]?.code).toBe('PUBLISH_AT_PAST');
    expect((await studio().publish({ id: 999999, version: 1 }, editor)).errors[0]?.code).toBe('NOT_FOUND');
  });

  it('publishes a scheduled course when its time comes, on the day it was due', async () => {
    const c = (await studio().save({ document: course('Scheduled calm') }, editor)).value!;
    const scheduled = await studio().publish({ id: c.id, version: 1, at: new Date('2026-12-01T12:00:00Z') }, editor);
    expect(scheduled.value).toMatchObject({ state: 'scheduled', publishAt: new Date('2026-12-01T12:00:00Z') });
    expect(await studio().publishDue()).toBe(0);
    expect(await titles()).not.toContain('Scheduled calm');
    clock.set(new Date('2026-12-02T08:00:00Z'));
    expect(await studio().publishDue()).toBe(1);
    expect(await studio().publishDue()).toBe(0);
    expect((await studio().find(c.id))).toMatchObject({ state: 'published', publishedAt: '2026-12-01' });
    expect(await titles()).toContain('Scheduled calm');
    expect(await auditOf(c.id)).toEqual(['course.create', 'course.schedule', 'course.publishScheduled']);
  });

  it('makes a course from the content files the studio’s once it is published there: the seed then leaves it', async () => {
    clock.set(new Date('2026-12-03T08:00:00Z'));
    const seeded = await knex('courses').where({ slug: 'calm-breathing' }).first<{ id: number; version: number }>('id', 'version');
    const live = (await studio().find(seeded.id))!;
    expect(live.hasChanges).toBe(false);
    const document = { ...live.document, locales: { ...live.document.locales, 'en-US': { ...live.document.locales['en-US']!, title: 'Calm breathing, revised' } } };
    const saved = await studio().save({ id: seeded.id, version: live.version, document }, editor);
    expect(saved.errors).toEqual([]);
    await studio().publish({ id: seeded.id, version: saved.value!.version }, editor);
    await seedCourses(knex, path.resolve(__dirname, '../../../seeds/content/courses'));
    expect((await readers().detail(seeded.id, 'en-US', null))?.title).toBe('Calm breathing, revised');
    // Studio courses are not removed by the seed either.
    expect(await titles()).toContain('Scheduled calm');
  });

  it('lists the courses, newest change first, titled in the locale asked for', async () => {
    const page = await studio().list({ locale: 'ko-KR', first: 3 });
    expect(page.items).toHaveLength(3);
    expect(page.hasNextPage).toBe(true);
    expect(page.items[0]).toMatchObject({ title: '차분한 호흡', state: 'published' });
    const next = await studio().list({ locale: 'ko-KR', first: 50, after: page.endCursor });
    expect(next.items.map((i) => [i.title, i.state])).toContainEqual(['차분한 5분', 'draft']);
  });
});
