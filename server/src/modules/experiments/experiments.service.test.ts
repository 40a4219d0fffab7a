import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestDb } from '../../../test/db';
import type { DbHandle } from '../../db/connection';
import { fixedClock } from '../../shared/clock';
import { isAppError } from '../../shared/errors';
import type { UserRow } from '../account/account.models';
import type { TrialInput } from './experiments.models';
import * as repo from './experiments.repository';
import { createExperimentsService, MIN_SAMPLE_FOR_PERCENTILE, percentileOf } from './experiments.service';

const spanRun = (longest: number): TrialInput[] =>
  Array.from({ length: longest - 1 }, (_, i) => ({ condition: 'forward', correct: true, rtMs: null, setSize: null, targetPresent: null, length: i + 2 })).concat([
    { condition: 'forward', correct: false, rtMs: null, setSize: null, targetPresent: null, length: longest + 1 },
  ]);

const t = (rtMs: number | null, condition = 'congruent'): TrialInput => ({ condition, correct: true, rtMs, setSize: null, targetPresent: null, length: null });

/** The experiments on the real database: runs kept for members only, everyone's results computed in SQL. */
describe('experiments service', () => {
  let handle: DbHandle;
  let knex: Knex;
  const clock = fixedClock(new Date('2026-12-02T12:00:00Z'));
  const tiers = new Map<string, 'guest' | 'basic' | 'premium'>();
  // Each run a minute after the last, as runs are in life: a member's latest is the one that counts.
  const ticking = { now: () => (clock.advance(60_000), clock.now()) };
  const service = () => createExperimentsService({ db: knex, clock: ticking, subscriptions: { entitlement: async (email) => ({ tier: tiers.get(email) ?? 'guest' }) } });

  async function member(email: string, tier: 'guest' | 'basic' | 'premium' = 'basic'): Promise<UserRow> {
    const [row] = await knex('users').insert({ email, name: email, password_hash: 'x' }).returning('*');
    tiers.set(email, tier);
    return row as UserRow;
  }

  beforeAll(async () => {
    handle = await createTestDb();
    knex = handle.knex;
  });
  afterAll(() => handle.close());

  it('scores a visitor’s run and compares it without keeping it', async () => {
    const result = await service().submit(null, { key: 'digit-span', locale: 'en-US', trials: spanRun(6) });
    expect(result.errors).toEqual([]);
    expect(result.run).toMatchObject({ id: null, score: 6, experiment: 'digit-span' });
    expect(result.saved).toBe(false);
    expect(Number((await knex('experiment_runs').count({ n: '*' }).first())?.n)).toBe(0);
  });

  it('keeps a member’s runs, newest first, but not those of an account without a plan', async () => {
    const ana = await member('ana@example.com');
    const guest = await member('guest@example.com', 'guest');
    await service().submit(ana, { key: 'digit-span', locale: 'en-US', trials: spanRun(5) });
    const second = await service().submit(ana, { key: 'digit-span', locale: 'en-US', trials: spanRun(7) });
    expect(second.saved).toBe(true);
    expect(second.history.map((r) => r.score)).toEqual([7, 5]);
    const kept = await service().submit(guest, { key: 'digit-span', locale: 'en-US', trials: spanRun(9) });
    expect(kept.saved).toBe(false);
    const detail = await service().detail('digit-span', ana);
    expect(detail).toMatchObject({ signedIn: true, mayRecord: true });
    expect(detail.experiment.lastRun?.score).toBe(7);
    // One figure per member: Ana's latest (7), never her earlier 5, nor the guest's 9.
    expect(detail.experiment.everyone).toEqual({ sampleSize: 1, median: 7, percentile: null });
    const list = await service().overview(ana);
    expect(list.experiments.map((e) => e.key)).toEqual(['stroop', 'reaction-time', 'visual-search', 'digit-span']);
    expect(list.experiments.find((e) => e.key === 'digit-span')?.lastRun?.score).toBe(7);
    expect(list.experiments.find((e) => e.key === 'stroop')?.lastRun).toBeNull();
  });

  it('hides the percentile below twenty people and tells it from twenty on', async () => {
    const people: UserRow[] = [];
    for (let i = 0; i < 18; i++) people.push(await member(`p${i}@example.com`));
    for (const [i, p] of people.entries()) await service().submit(p, { key: 'digit-span', locale: 'en-US', trials: spanRun(3 + (i % 8)) });
    // Ana and 18 others: 19 people.
    const below = await service().submit(null, { key: 'digit-span', locale: 'en-US', trials: spanRun(8) });
    expect(below.everyone).toMatchObject({ sampleSize: 19, percentile: null });
    const last = await member('last@example.com');
    const at20 = await service().submit(last, { key: 'digit-span', locale: 'en-US', trials: spanRun(10) });
    expect(at20.everyone?.sampleSize).toBe(MIN_SAMPLE_FOR_PERCENTILE);
    const others = await knex('experiment_runs').whereNot({ user_id: last.id }).distinctOn('user_id').orderBy([{ column: 'user_id' }, { column: 'created_at', order: 'desc' }]).select('score');
    const lower = others.filter((r: { score: number }) => r.score < 10).length;
    const equal = others.filter((r: { score: number }) => r.score === 10).length;
    expect(at20.everyone?.percentile).toBe(Math.round((100 * (lower + equal / 2)) / 19));
    expect(at20.everyone?.median).toBe(Number((await repo.norm(knex, 'digit-span', null, null)).median));
  });

  it('computes the percentile among the others only', () => {
    expect(percentileOf({ sampleSize: 25, median: 5, below: 12, equal: 0 }, true)).toBe(50);
    expect(percentileOf({ sampleSize: 19, median: 5, below: 12, equal: 0 }, false)).toBeNull();
  });

  it('refuses malformed runs with BAD_USER_INPUT and the field, and gives too-few-trials as data', async () => {
    const bad = async (key: 'stroop' | 'visual-search', trials: TrialInput[]) => {
      try {
        await service().submit(null, { key, locale: 'en-US', trials });
      } catch (e) {
        return isAppError(e) ? { code: e.code, field: e.details.field, status: e.httpStatus } : e;
      }
      return null;
    };
    expect(await bad('stroop', [t(500)])).toEqual({ code: 'BAD_USER_INPUT', field: 'trials', status: 400 });
    expect(await bad('stroop', [...Array(20)].map(() => t(500, 'neutral')))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'trials.0' });
    expect(await bad('stroop', [...Array(19)].map(() => t(500)).concat([t(70_000)]))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'trials.19' });
    expect(await bad('stroop', [...Array(20)].map(() => t(null)))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'trials.0' });
    expect(await bad('visual-search', [...Array(24)].map(() => ({ ...t(500, 'feature'), setSize: 5, targetPresent: true })))).toMatchObject({ field: 'trials.0' });
    const fast = await service().submit(null, { key: 'stroop', locale: 'en-US', trials: [...Array(20)].map((_, i) => t(50, i % 2 ? 'congruent' : 'incongruent')) });
    expect(fast.errors).toEqual([expect.objectContaining({ code: 'TOO_FEW_VALID_TRIALS' })]);
  });
});
