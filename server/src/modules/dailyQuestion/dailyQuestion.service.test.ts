import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestDb } from '../../../test/db';
import type { DbHandle } from '../../db/connection';
import { fixedClock } from '../../shared/clock';
import type { UserRow } from '../account/account.models';
import { createDailyQuestionService, extendAllSchedules } from './dailyQuestion.service';
import { SCHEDULE_AHEAD_DAYS } from './dailyQuestion.schedule';
import { extendDailyQuestionsJob } from '../../jobs/extendDailyQuestions.job';
import type { JobDeps } from '../../jobs/job.types';

/** The daily question on the real database, its content seeded from seeds/content/dailyQuestions. */
describe('daily question service', () => {
  let handle: DbHandle;
  let knex: Knex;
  const clock = fixedClock(new Date('2026-11-27T12:00:00Z'));
  const tiers = new Map<string, 'guest' | 'basic' | 'premium'>([['basic@example.com', 'basic'], ['premium@example.com', 'premium']]);
  const service = () => createDailyQuestionService({ db: knex, clock, subscriptions: { entitlement: async (email) => ({ tier: tiers.get(email) ?? 'guest' }) } });
  const users: Record<string, UserRow> = {};

  async function member(email: string): Promise<UserRow> {
    const [row] = await knex('users').insert({ email, name: email, password_hash: 'x' }).returning('*');
    return row as UserRow;
  }

  beforeAll(async () => {
    handle = await createTestDb();
    knex = handle.knex;
    users.basic = await member('basic@example.com');
    users.premium = await member('premium@example.com');
    users.plain = await member('plain@example.com');
  });
  afterAll(() => handle.close());

  it('keeps every locale scheduled ahead, one question a day, never repeating within a cycle', async () => {
    await extendAllSchedules(knex, clock.now());
    const rows = await knex('daily_question_schedule').where({ locale: 'ko-KR' }).orderBy('date').select('question_id', 'cycle');
    const last = await knex('daily_question_schedule').where({ locale: 'ko-KR' }).max({ d: 'date' }).first();
    expect(new Date(last!.d as string).getTime()).toBeGreaterThanOrEqual(Date.parse('2026-11-27') + SCHEDULE_AHEAD_DAYS * 86_400_000);
    const byCycle = new Map<number, string[]>();
    for (const r of rows as { question_id: string; cycle: number }[]) byCycle.set(r.cycle, [...(byCycle.get(r.cycle) ?? []), r.question_id]);
    for (const ids of byCycle.values()) expect(new Set(ids).size).toBe(ids.length);
    expect(await extendAllSchedules(knex, clock.now())).toBe(0);
  });

  it('the recurring job keeps the schedule ahead as the days go by, continuing the cycle', async () => {
    const later = fixedClock(new Date('2027-01-20T00:00:00Z'));
    const logged: unknown[] = [];
    await extendDailyQuestionsJob.handle({}, { db: knex, clock: later, log: { info: (o: unknown) => logged.push(o) } } as unknown as JobDeps);
    const last = await knex('daily_question_schedule').where({ locale: 'pt-PT' }).max({ d: 'date' }).first();
    expect(new Date(last!.d as string).toISOString().slice(0, 10)).toBe('2027-03-21');
    expect(logged).toEqual([expect.objectContaining({ added: expect.any(Number) })]);
    const ids = await knex('daily_question_schedule').where({ locale: 'pt-PT' }).orderBy('date').pluck('question_id');
    const size = new Set(ids).size;
    for (let start = 0; start + size <= ids.length; start += size) expect(new Set(ids.slice(start, start + size)).size).toBe(size);
  });

  it('tells today in the member’s zone: just past midnight in Tokyo, New York is still on the day before', async () => {
    clock.set(new Date('2026-11-27T15:00:30Z'));
    const tokyo = await service().today({ locale: 'en-US', timeZone: 'Asia/Tokyo' }, null);
    const newYork = await service().today({ locale: 'en-US', timeZone: 'America/New_York' }, null);
    const byLocale = await service().today({ locale: 'ja-JP' }, null);
    expect(tokyo.date).toBe('2026-11-28');
    expect(newYork.date).toBe('2026-11-27');
    expect(byLocale).toMatchObject({ date: '2026-11-28', timeZone: 'Asia/Tokyo' });
    expect(tokyo.question.id).not.toBe(newYork.question.id);
    expect(tokyo.question).toMatchObject({ revealed: false, analysis: null, correct: null, accepted: [] });
    expect(tokyo).toMatchObject({ mayAnswer: false, signedIn: false, rhythm: null, answer: null });
    clock.set(new Date('2026-11-27T12:00:00Z'));
  });

  it('lets a basic or Premium member answer, not an account without a plan', async () => {
    expect((await service().today({ locale: 'en-US', timeZone: 'UTC' }, users.basic!)).mayAnswer).toBe(true);
    expect((await service().today({ locale: 'en-US', timeZone: 'UTC' }, users.plain!)).mayAnswer).toBe(false);
    const today = await service().today({ locale: 'en-US', timeZone: 'UTC' }, users.plain!);
    await expect(service().submit(users.plain!, { questionId: today.question.id, locale: 'en-US', timeZone: 'UTC', answer: { choices: [0], text: 'x' } })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('needs an answer, then keeps the first one: a repeat gets it back unchanged', async () => {
    const today = await service().today({ locale: 'en-US', timeZone: 'UTC' }, users.basic!);
    const input = { questionId: today.question.id, locale: 'en-US' as const, timeZone: 'UTC' };
    expect((await service().submit(users.basic!, { ...input, answer: {} })).errors).toEqual([expect.objectContaining({ code: 'ANSWER_REQUIRED' })]);
    const answer = today.question.kind === 'fill' ? { text: 'something' } : { choices: [0] };
    const first = await service().submit(users.basic!, { ...input, answer });
    expect(first.errors).toEqual([]);
    expect(first.question).toMatchObject({ revealed: true });
    expect(first.question!.analysis).toBeTruthy();
    const again = await service().submit(users.basic!, { ...input, answer: today.question.kind === 'fill' ? { text: 'other' } : { choices: [1] } });
    expect(again.answer).toEqual(first.answer);
    expect(await knex('daily_question_answers').where({ user_id: users.basic!.id }).count({ n: '*' }).first()).toMatchObject({ n: expect.anything() });
    expect(Number((await knex('daily_question_answers').where({ user_id: users.basic!.id }).count({ n: '*' }).first())!.n)).toBe(1);
  });

  it('answers NOT_FOUND for an unknown question and for one not of today', async () => {
    await expect(service().submit(users.premium!, { questionId: 'dq-999', locale: 'en-US', answer: { choices: [0] } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const today = await service().today({ locale: 'en-US', timeZone: 'UTC' }, users.premium!);
    const future = await knex('daily_question_schedule').where({ locale: 'en-US' }).where('date', '>', '2026-11-29').whereNot('question_id', today.question.id).first('question_id');
    await expect(service().submit(users.premium!, { questionId: future.question_id, locale: 'en-US', timeZone: 'UTC', answer: { choices: [0], text: 'x' } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('counts the rhythm gently and lists past days with the member’s answers', async () => {
    const user = users.premium!;
    for (const day of ['2026-11-24', '2026-11-25', '2026-11-26']) {
      clock.set(new Date(`${day}T09:00:00Z`));
      const t = await service().today({ locale: 'de-DE', timeZone: 'UTC' }, user);
      await service().submit(user, { questionId: t.question.id, locale: 'de-DE', timeZone: 'UTC', answer: t.question.kind === 'fill' ? { text: 'x' } : { choices: [0] } });
    }
    clock.set(new Date('2026-11-27T09:00:00Z'));
    const today = await service().today({ locale: 'de-DE', timeZone: 'UTC' }, user);
    expect(today.rhythm).toEqual({ daysInARow: 3, daysThisWeek: 3, answeredToday: false });
    clock.set(new Date('2026-11-29T09:00:00Z'));
    expect((await service().today({ locale: 'de-DE', timeZone: 'UTC' }, user)).rhythm).toEqual({ daysInARow: 0, daysThisWeek: 3, answeredToday: false });
    const history = await service().history(user, { locale: 'de-DE', timeZone: 'UTC', page: 1, pageSize: 3 });
    expect(history.items.map((i) => i.date)).toEqual(['2026-11-28', '2026-11-27', '2026-11-26']);
    expect(history.items.map((i) => i.answer !== null)).toEqual([false, false, true]);
    expect(history.items.every((i) => i.question.revealed && i.question.analysis)).toBe(true);
    expect(history.pageCount).toBe(Math.ceil(history.total / 3));
    clock.set(new Date('2026-11-27T12:00:00Z'));
  });
});
