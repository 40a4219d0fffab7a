import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { dailySeed } from '@innerscope/shared/games/random';
import { play2048, playHop, playJump, walkMaze } from '@innerscope/shared/games/test/players';
import { generateMaze, mazeScore } from '@innerscope/shared/games/maze';
import { createTestDb } from '../../../test/db';
import type { DbHandle } from '../../db/connection';
import { fixedClock } from '../../shared/clock';
import type { UserRow } from '../account/account.models';
import { boardTag, createGamesService } from './games.service';

/** The game centre on the real database: replays checked before anything is kept, boards from daily scores. */
describe('games service', () => {
  let handle: DbHandle;
  let knex: Knex;
  const clock = fixedClock(new Date('2026-12-02T12:00:00Z'));
  const tiers = new Map<string, 'guest' | 'basic' | 'premium'>();
  const service = () => createGamesService({ db: knex, clock, subscriptions: { entitlement: async (email) => ({ tier: tiers.get(email) ?? 'guest' }) } });
  const today = dailySeed('2048', '2026-12-02');

  async function member(email: string, tier: 'guest' | 'basic' | 'premium' = 'basic', nickname: string | null = null): Promise<UserRow> {
    const [row] = await knex('users').insert({ email, name: email, password_hash: 'x', nickname }).returning('*');
    tiers.set(email, tier);
    return row as UserRow;
  }

  beforeAll(async () => {
    handle = await createTestDb();
    knex = handle.knex;
  });
  afterAll(() => handle.close());

  it('checks a visitor’s game without keeping it', async () => {
    const game = play2048(today, 60);
    const result = await service().submit(null, { game: '2048', seed: today, daily: true, score: game.score, replay: { moves: game.moves } });
    expect(result).toMatchObject({ saved: false, score: game.score, errors: [] });
    expect(Number((await knex('game_scores').count({ n: '*' }).first())?.n)).toBe(0);
  });

  it('keeps an honest member’s score and refuses a tampered one', async () => {
    const ana = await member('ana@example.com', 'basic', 'Ana');
    const game = play2048(today, 80);
    const kept = await service().submit(ana, { game: '2048', seed: today, daily: true, score: game.score, replay: { moves: game.moves } });
    expect(kept).toMatchObject({ saved: true, score: game.score, best: game.score, errors: [] });
    expect(kept.board?.entries).toEqual([{ rank: 1, nickname: 'Ana', tag: boardTag(ana.id), score: game.score, isReader: true }]);
    const tampered = await service().submit(ana, { game: '2048', seed: today, daily: true, score: game.score * 10, replay: { moves: game.moves } });
    expect(tampered).toMatchObject({ saved: false, errors: [{ code: 'REPLAY_REJECTED', field: 'replay' }] });
    const otherSeed = await service().submit(ana, { game: '2048', seed: today + 1, daily: false, score: game.score, replay: { moves: game.moves } });
    expect(otherSeed.errors[0]?.code).toBe('REPLAY_REJECTED');
  });

  it('accepts yesterday’s challenge, refuses an older one', async () => {
    const ben = await member('ben@example.com');
    const seed = dailySeed('maze', '2026-12-01');
    const moves = walkMaze(seed);
    const score = mazeScore(generateMaze(seed).par, moves.length);
    expect(await service().submit(ben, { game: 'maze', seed, daily: true, score, replay: { moves } })).toMatchObject({ saved: true, score });
    const old = dailySeed('maze', '2026-11-30');
    expect(await service().submit(ben, { game: 'maze', seed: old, daily: true, score, replay: { moves } })).toMatchObject({ saved: false, errors: [{ code: 'DAILY_EXPIRED' }] });
  });

  it('keeps free play for the best score but not the weekly board; nothing for an account without a plan', async () => {
    const cy = await member('cy@example.com', 'premium');
    const run = playJump(4242, 700);
    const kept = await service().submit(cy, { game: 'jump', seed: 4242, daily: false, score: run.state.score, replay: { inputs: run.presses, steps: run.steps } });
    expect(kept).toMatchObject({ saved: true, best: run.state.score, board: null });
    const detail = await service().detail('jump', cy);
    expect(detail.game.best).toBe(run.state.score);
    expect(detail.game.daily.readerBest).toBeNull();
    expect(detail.board.entries).toEqual([]);
    const dee = await member('dee@example.com', 'guest');
    const hopSeed = dailySeed('hop', '2026-12-02');
    const hops = playHop(hopSeed, 5);
    expect(await service().submit(dee, { game: 'hop', seed: hopSeed, daily: true, score: hops.score, replay: { inputs: hops.inputs } })).toMatchObject({ saved: false, score: hops.score, errors: [] });
    expect((await service().list(dee, { first: 10, after: 0 })).mayRecord).toBe(false);
  });

  it('ranks each member’s best of the week, anonymous without a nickname, and pages the list', async () => {
    const eve = await member('eve@example.com');
    const small = play2048(today, 10);
    await service().submit(eve, { game: '2048', seed: today, daily: true, score: small.score, replay: { moves: small.moves } });
    const board = (await service().detail('2048', null)).board;
    expect(board.weekStart).toBe('2026-11-30');
    expect(board.entries.map((e) => [e.rank, e.nickname ?? e.tag, e.isReader])).toEqual([
      [1, 'Ana', false],
      [2, boardTag(eve.id), false],
    ]);
    expect(JSON.stringify(board)).not.toContain('@');
    const first = await service().list(null, { first: 3, after: 0 });
    expect(first.games.map((g) => g.key)).toEqual(['2048', 'jump', 'hop']);
    expect(first.hasMore).toBe(true);
    const rest = await service().list(null, { first: 3, after: 3 });
    expect(rest).toMatchObject({ hasMore: false, games: [{ key: 'maze', best: null, daily: { day: '2026-12-02', seed: dailySeed('maze', '2026-12-02') } }] });
  });
});
