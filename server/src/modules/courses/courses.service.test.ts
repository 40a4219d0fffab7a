import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/db';
import type { DbHandle } from '../../db/connection';
import { fixedClock } from '../../shared/clock';
import type { UserRow } from '../account/account.models';
import { createCourseMediaStore } from './courseMedia';
import { upsertCourse } from './courseSeed.repository';
import { createCourseService } from './courses.service';
import { FREE_COURSE, FUTURE_COURSE, PREMIUM_COURSE } from './test/fixtures';

/** Courses on the real database: lists, the access policy's locks for free and Premium, and progress. */
describe('courses', () => {
  let handle: DbHandle;
  let knex: Knex;
  let freeId: number;
  let premiumId: number;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'course-media-'));
  const tiers = new Map<string, 'guest' | 'basic' | 'premium'>([['premium@example.com', 'premium'], ['basic@example.com', 'basic']]);
  const service = () =>
    createCourseService({
      db: knex,
      clock: fixedClock(new Date('2026-11-27T12:00:00Z')),
      subscriptions: { entitlement: async (email: string) => ({ tier: tiers.get(email) ?? 'guest', validUntil: null }) },
      media: createCourseMediaStore(mediaDir),
    });
  const users: Record<string, UserRow> = {};
  const member = async (email: string) => (await knex('users').insert({ email, name: email, password_hash: 'x' }).returning('*'))[0] as UserRow;

  beforeAll(async () => {
    handle = await createTestDb();
    knex = handle.knex;
    await knex('courses').delete();
    freeId = await upsertCourse(knex, FREE_COURSE);
    premiumId = await upsertCourse(knex, PREMIUM_COURSE);
    await upsertCourse(knex, FUTURE_COURSE);
    users.basic = await member('basic@example.com');
    users.premium = await member('premium@example.com');
    users.plain = await member('plain@example.com');
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('lists published courses newest first, by category, with pages and a lock for Premium ones', async () => {
    const all = await service().list({ locale: 'en-US' }, null);
    expect(all.items.map((c) => [c.slug, c.locked, c.lessonCount, c.minutes])).toEqual([
      ['test-premium-course', true, 2, 11],
      ['test-free-course', false, 3, 10],
    ]);
    expect(all).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect((await service().list({ locale: 'en-US', category: 'habits' }, null)).items.map((c) => c.slug)).toEqual(['test-premium-course']);
    const paged = await service().list({ locale: 'en-US', page: 2, pageSize: 1 }, null);
    expect(paged).toMatchObject({ total: 2, page: 2, pageCount: 2 });
    expect(paged.items.map((c) => c.slug)).toEqual(['test-free-course']);
    expect((await service().list({ locale: 'en-US', page: 3, pageSize: 1 }, null)).items).toEqual([]);
    expect((await service().list({ locale: 'en-US' }, users.premium!)).items.every((c) => !c.locked)).toBe(true);
    expect((await service().list({ locale: 'ja-JP' }, null)).items.map((c) => c.title)).toEqual(['無料のコース']);
    const categories = await service().categories('en-US');
    expect(categories.map((c) => c.category)).toEqual(['emotions', 'stress', 'habits', 'relationships', 'selfKnowledge', 'sleep']);
    expect(categories.find((c) => c.category === 'stress')?.count).toBe(1);
  });

  it('answers a Premium course as locked, with no words, transcript or file, to anyone but Premium', async () => {
    for (const reader of [null, users.plain!, users.basic!]) {
      const course = await service().detail(premiumId, 'en-US', reader);
      expect(course?.locked).toBe(true);
      expect(course?.lessons.map((l) => [l.title, l.locked, l.body])).toEqual([['Plan', true, null], ['Notes', true, null]]);
      await expect(service().lessonFile(course!.lessons[0]!.id, 'lesson.docx', 'en-US', reader)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(service().lessonHtml(course!.lessons[0]!.id, 'en-US', reader)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    const open = await service().detail(premiumId, 'ja-JP', users.premium!);
    expect(open?.locked).toBe(false);
    expect(open?.lessons[1]?.body?.[1]).toEqual({ type: 'p', text: 'Secret words.' });
    const html = await service().lessonHtml(open!.lessons[0]!.id, 'en-US', users.premium!);
    expect(html).toContain('<h1>Plan</h1>');
    expect(html).toContain('<p>A plan &lt;b&gt;written&lt;/b&gt; here.</p>');
    expect(html).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(await service().detail(9_999_999, 'en-US', null)).toBeNull();
    expect(await service().detail(-1, 'en-US', null)).toBeNull();
  });

  it('opens a free course to anyone, with its transcript, captions and PDF in the reader’s locale', async () => {
    const course = await service().detail(freeId, 'ja-JP', null);
    expect(course).toMatchObject({ locked: false, signedIn: false, mayTrackProgress: false, progress: null, title: '無料のコース' });
    const [, listen, sheet] = course!.lessons;
    expect(listen?.transcript).toEqual(['楽に。', '吸って。', '吐いて。', 'おつかれさま。']);
    const vtt = await service().lessonFile(listen!.id, 'captions.vtt', 'ja-JP', null);
    expect(vtt.bytes?.toString()).toMatch(/^WEBVTT\n\n1\n00:00:00.000 --> 00:00:06.000\n楽に。\n/);
    const pdf = await service().lessonFile(sheet!.id, 'lesson.pdf', 'ja-JP', null);
    expect(pdf.contentType).toBe('application/pdf');
    expect(fs.readFileSync(pdf.file!).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(service().lessonFile(sheet!.id, 'lesson.docx', 'ja-JP', null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const future = (await knex('courses').where({ slug: 'test-future-course' }).first('id')) as { id: number };
    expect(await service().detail(future.id, 'en-US', null)).toBeNull();
  });

  it('keeps a member’s progress per lesson: completed stays, resume points at the lesson to go on with', async () => {
    const before = await service().detail(freeId, 'en-US', users.basic!);
    expect(before).toMatchObject({ mayTrackProgress: true, progress: { completed: 0, total: 3, resumeLessonId: null } });
    const [read, listen] = before!.lessons;
    await service().recordProgress(users.basic!, { lessonId: read!.id, completed: true, locale: 'en-US' });
    let after = await service().recordProgress(users.basic!, { lessonId: listen!.id, completed: false, positionSeconds: 31.6, locale: 'en-US' });
    expect(after.progress).toEqual({ completed: 1, total: 3, resumeLessonId: listen!.id });
    expect(after.lessons.map((l) => [l.completed, l.positionSeconds])).toEqual([[true, 0], [false, 32], [false, 0]]);
    after = await service().recordProgress(users.basic!, { lessonId: read!.id, completed: false, locale: 'en-US' });
    expect(after.lessons[0]?.completed).toBe(true);
    const listed = await service().list({ locale: 'en-US' }, users.basic!);
    expect(listed.items.find((c) => c.id === freeId)?.progress).toMatchObject({ completed: 1, total: 3 });
    expect(await service().startedCount(users.basic!)).toBe(1);
  });

  it('keeps no progress without a plan, nor for a locked lesson, and refuses a position out of range', async () => {
    const free = await service().detail(freeId, 'en-US', users.plain!);
    expect(free).toMatchObject({ mayTrackProgress: false, progress: null });
    await expect(service().recordProgress(users.plain!, { lessonId: free!.lessons[0]!.id, completed: true, locale: 'en-US' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const premium = await service().detail(premiumId, 'en-US', users.basic!);
    await expect(service().recordProgress(users.basic!, { lessonId: premium!.lessons[0]!.id, completed: true, locale: 'en-US' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(service().recordProgress(users.basic!, { lessonId: free!.lessons[0]!.id, completed: true, positionSeconds: -3, locale: 'en-US' })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(service().recordProgress(users.basic!, { lessonId: 9_999_999, completed: true, locale: 'en-US' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
