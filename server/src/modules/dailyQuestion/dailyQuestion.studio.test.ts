import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestDb } from '../../../test/db';
import type { DbHandle } from '../../db/connection';
import { fixedClock } from '../../shared/clock';
import { createAuditService, type AuditActor } from '../staff/audit.service';
import { addDays } from './dailyQuestion.calendar';
import { extendAllSchedules } from './dailyQuestion.service';
import { seedDailyQuestions } from './dailyQuestion.seed';
import { createDailyQuestionStudioService } from './dailyQuestion.studio.service';
import { contentDir } from '../../../seeds/content';
import path from 'node:path';

const editor: AuditActor = { staffUserId: null, label: 'apiKey:9', roles: ['content'] };

/** The studio's daily-question calendar on the real database, its questions seeded from the content files. */
describe('daily question studio', () => {
  let handle: DbHandle;
  let knex: Knex;
  // 2026-12-10 09:00 UTC: already 2026-12-10 23:00 in the earliest zone, so the 10th has begun and the 11th not.
  const clock = fixedClock(new Date('2026-12-10T09:00:00Z'));
  const studio = () => createDailyQuestionStudioService({ db: knex, clock, audit: createAuditService({ db: knex, clock }) });
  const on = async (date: string) => (await knex('daily_question_schedule').where({ locale: 'ja-JP', date }).first())!.question_id as string;

  beforeAll(async () => {
    handle = await createTestDb();
    knex = handle.knex;
    await extendAllSchedules(knex, clock.now());
  });
  afterAll(() => handle.close());

  it('shows a month, each day with its question and whether it may still change', async () => {
    const month = (await studio().month('ja-JP', '2026-12')).value!;
    expect(month.days).toHaveLength(31);
    expect(month.days[0]).toMatchObject({ date: '2026-12-01', changeable: false });
    expect(month.days[9]).toMatchObject({ date: '2026-12-10', changeable: false });
    expect(month.days[10]).toMatchObject({ date: '2026-12-11', changeable: true });
    expect(month.days[10]!.question?.prompt).toBeTruthy();
    expect((await studio().month('ja-JP', '2026-13')).errors[0]!.code).toBe('INVALID_DATE');
  });

  it('swaps two future days, and sets a day’s question (swapping within the round), refusing a day begun', async () => {
    const [a, b] = [await on('2026-12-12'), await on('2026-12-13')];
    const swapped = await studio().swap({ locale: 'ja-JP', date: '2026-12-12', otherDate: '2026-12-13' }, editor);
    expect(swapped.errors).toEqual([]);
    expect([await on('2026-12-12'), await on('2026-12-13')]).toEqual([b, a]);

    const c = await on('2026-12-14');
    const assigned = await studio().assign({ locale: 'ja-JP', date: '2026-12-12', questionId: c }, editor);
    expect(assigned.value!.map((d) => d.date)).toEqual(['2026-12-12', '2026-12-14']);
    expect([await on('2026-12-12'), await on('2026-12-14')]).toEqual([c, b]);

    const before = await knex('audit_log').count({ n: '*' }).first();
    expect((await studio().assign({ locale: 'ja-JP', date: '2026-12-10', questionId: c }, editor)).errors[0]!.code).toBe('DAY_PAST');
    expect((await studio().swap({ locale: 'ja-JP', date: '2026-12-09', otherDate: '2026-12-20' }, editor)).errors[0]!.code).toBe('DAY_PAST');
    expect((await studio().assign({ locale: 'ja-JP', date: '2026-12-15', questionId: 'dq-nope' }, editor)).errors[0]!.code).toBe('QUESTION_NOT_FOUND');
    expect(await knex('audit_log').count({ n: '*' }).first()).toEqual(before);
    expect(await knex('audit_log').where({ target_type: 'dailySchedule' }).pluck('action')).toEqual(['dailyQuestion.swap', 'dailyQuestion.assign']);
  });

  it('creates questions of each kind, checks them, and keeps an edited one from the seed files', async () => {
    const fill = await studio().save({ type: 'intelligence', kind: 'fill', locale: 'en-US', prompt: 'Two, four, eight, …?', options: [], accepted: ['16', 'sixteen'], analysis: 'Each doubles.' }, editor);
    expect(fill.value).toMatchObject({ kind: 'fill', correct: null, texts: [{ locale: 'en-US', accepted: ['16', 'sixteen'] }] });
    const multiple = await studio().save({ type: 'health', kind: 'multiple', correct: [0, 2], locale: 'en-US', prompt: 'Which help sleep?', options: ['Dim light', 'Late coffee', 'A cool room'], accepted: [], analysis: 'Light and heat.' }, editor);
    expect(multiple.value).toMatchObject({ correct: [0, 2] });
    const bad = await studio().save({ type: 'health', kind: 'single', correct: [0, 1], locale: 'en-US', prompt: ' ', options: ['Only one'], accepted: [], analysis: '' }, editor);
    expect(bad.errors.map((e) => e.code).sort()).toEqual(['ANALYSIS_REQUIRED', 'CORRECT_INVALID', 'OPTIONS_INVALID', 'PROMPT_REQUIRED']);
    expect((await studio().save({ type: 'health', kind: 'fill', locale: 'en-US', prompt: 'p', options: [], accepted: [' '], analysis: 'a' }, editor)).errors[0]!.code).toBe('ACCEPTED_REQUIRED');

    const seeded = (await studio().questions('en-US'))[0]!;
    const original = (await studio().question(seeded.id))!;
    const en = original.texts.find((t) => t.locale === 'en-US')!;
    await studio().save({ id: seeded.id, type: original.type, kind: original.kind, correct: original.correct, locale: 'en-US', prompt: 'Edited in the studio', options: en.options, accepted: en.accepted, analysis: en.analysis }, editor);
    await seedDailyQuestions(knex, path.join(contentDir, 'dailyQuestions'), clock.now());
    expect((await studio().question(seeded.id))!.texts.find((t) => t.locale === 'en-US')!.prompt).toBe('Edited in the studio');
    expect(await knex('audit_log').where({ target_type: 'dailyQuestion' }).pluck('action')).toEqual(['dailyQuestion.create', 'dailyQuestion.create', 'dailyQuestion.edit']);
    // A new question joins the schedule as it is extended.
    clock.set(new Date(`${addDays('2026-12-10', 70)}T09:00:00Z`));
    await extendAllSchedules(knex, clock.now());
    const used = await knex('daily_question_schedule').where({ locale: 'en-US' }).pluck('question_id');
    expect(used).toContain(fill.value!.id);
  });
});
