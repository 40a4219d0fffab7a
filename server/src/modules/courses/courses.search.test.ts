import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/db';
import type { DbHandle } from '../../db/connection';
import { fixedClock } from '../../shared/clock';
import type { UserRow } from '../account/account.models';
import { courseCategoriesAfter } from '../testCentre/testCentre.service';
import { createCourseMediaStore } from './courseMedia';
import { upsertCourse } from './courseSeed.repository';
import { readCourseFiles } from './courses.seed';
import { createCourseService } from './courses.service';

/** The product's own courses, searched with the articles' tokens, recommended by category, counted as unlocked. */
describe('finding courses', () => {
  let handle: DbHandle;
  let knex: Knex;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'course-search-'));
  const tiers = new Map<string, 'guest' | 'basic' | 'premium'>([['premium@example.com', 'premium'], ['basic@example.com', 'basic']]);
  const service = () =>
    createCourseService({
      db: knex,
      clock: fixedClock(new Date('2026-12-20T12:00:00Z')),
      subscriptions: { entitlement: async (email: string) => ({ tier: tiers.get(email) ?? 'guest', validUntil: null }) },
      media: createCourseMediaStore(mediaDir),
    });
  const member = async (email: string) => (await knex('users').insert({ email, name: email, password_hash: 'x' }).returning('*'))[0] as UserRow;
  const files = readCourseFiles(path.resolve(__dirname, '../../../seeds/content/courses'));
  const slugs = async (locale: string, keyword: string, category?: 'sleep' | 'stress') =>
    (await service().list({ locale: locale as 'en-US', keyword, category: category ?? null, pageSize: 50 }, null)).items.map((c) => c.slug);

  beforeAll(async () => {
    handle = await createTestDb();
    knex = handle.knex;
    await knex('courses').delete();
    for (const file of files) await upsertCourse(knex, file);
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('finds a course by a Korean word and by a single syllable', async () => {
    expect((await slugs('ko-KR', '호흡'))[0]).toBe('calm-breathing');
    expect(await slugs('ko-KR', '잠')).toContain('sleep-wind-down');
    expect((await slugs('ko-KR', '습관'))[0]).toBe('small-habits');
  });

  it('finds Chinese and Japanese courses by one or two characters, Traditional and Simplified alike', async () => {
    expect(await slugs('zh-CN', '睡')).toContain('sleep-wind-down');
    expect((await slugs('zh-CN', '呼吸'))[0]).toBe('calm-breathing');
    // A Traditional query finds the Simplified text, and the other way round.
    expect((await slugs('zh-CN', '習慣'))[0]).toBe('small-habits');
    expect((await slugs('zh-HK', '习惯'))[0]).toBe('small-habits');
    expect((await slugs('ja-JP', '呼吸'))[0]).toBe('calm-breathing');
  });

  it('finds by words in the lessons, ranks a title match first, and keeps the category filter', async () => {
    expect((await slugs('en-US', 'breathing'))[0]).toBe('calm-breathing');
    expect(await slugs('en-US', 'BREATHING')).toEqual(await slugs('en-US', 'breathing'));
    expect(await slugs('en-US', 'breathing', 'sleep')).not.toContain('calm-breathing');
    expect(await slugs('en-US', 'zzqxj')).toEqual([]);
    // Punctuation or spaces alone ask for nothing: every course, newest first.
    expect((await slugs('en-US', ' !? ')).length).toBe(files.length);
    const page = await service().list({ locale: 'en-US', keyword: 'zzqxj' }, null);
    expect(page).toMatchObject({ total: 0, page: 1, pageCount: 1, items: [] });
  });

  it('recommends the courses of the categories asked for first, recommended ones leading, then fills with others', async () => {
    const recommended = await service().recommended({ locale: 'en-US', categories: ['sleep'], limit: 3 }, null);
    expect(recommended.map((c) => c.slug)[0]).toBe('sleep-wind-down');
    expect(recommended).toHaveLength(3);
    expect(new Set(recommended.map((c) => c.slug)).size).toBe(3);
    const two = await service().recommended({ locale: 'ko-KR', categories: ['emotions', 'stress'], limit: 2 }, null);
    expect(two.map((c) => c.category).sort()).toEqual(['emotions', 'stress']);
    expect(two.every((c) => c.locale === 'ko-KR' && c.locked === false)).toBe(true);
    const premiumOnes = await service().recommended({ locale: 'en-US', categories: ['selfKnowledge'], limit: 1 }, null);
    expect(premiumOnes[0]).toMatchObject({ slug: 'knowing-your-values', locked: true });
  });

  it('counts the courses a member’s plan unlocks', async () => {
    const all = files.length;
    const free = files.filter((f) => !f.premium).length;
    expect(free).toBeGreaterThan(0);
    expect(free).toBeLessThan(all);
    expect(await service().unlockedCount(await member('premium@example.com'))).toBe(all);
    expect(await service().unlockedCount(await member('basic@example.com'))).toBe(free);
    // Free courses are open to anyone: without a plan, nothing is unlocked.
    expect(await service().unlockedCount(await member('plain@example.com'))).toBe(0);
  });

  it('matches courses to a test and to a result that hints at a heavy mood', () => {
    expect(courseCategoriesAfter({ category: 'personality' }, null)).toEqual(['selfKnowledge', 'relationships', 'emotions']);
    expect(courseCategoriesAfter({ category: 'iq' }, null)[0]).toBe('habits');
    expect(courseCategoriesAfter({ category: 'unheard-of' }, null)).toEqual(['selfKnowledge']);
    const heavy = { exam: { id: 1, category: 'personality', code: 'BIG5' }, result: { scores: { dimensions: { N: { percent: 80 } } }, axes: [] } };
    expect(courseCategoriesAfter({ category: 'personality' }, heavy).slice(0, 3)).toEqual(['stress', 'emotions', 'sleep']);
    const calm = { ...heavy, result: { scores: { dimensions: { N: { percent: 20 } } }, axes: [] } };
    expect(courseCategoriesAfter({ category: 'personality' }, calm)[0]).toBe('selfKnowledge');
  });
});
