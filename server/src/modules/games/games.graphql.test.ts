import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailySeed, utcDay } from '@innerscope/shared/games/random';
import { play2048 } from '@innerscope/shared/games/test/players';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SUBMIT = `mutation($input: SubmitGameScoreInput!) { submitGameScore(input: $input) { saved score best errors { code field } } }`;

describe('games over GraphQL', () => {
  it('lists the games to a visitor, with load more', async () => {
    const { status, body } = await gql(t.app, '{ games(first: 2) { signedIn mayRecord hasMore games { key best daily { day seed readerBest } } } }');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ games: { signedIn: false, mayRecord: false, hasMore: true, games: [{ key: 'G2048', best: null }, { key: 'JUMP' }] } });
  });

  it('shows one game with its weekly board', async () => {
    const { body } = await gql(t.app, '{ game(key: MAZE) { game { key daily { seed } } board { weekStart entries { rank nickname tag score isReader } } } }');
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({ game: { game: { key: 'MAZE' }, board: { entries: [] } } });
  });

  it('checks a visitor’s honest game, refuses a tampered one as data, and a malformed input as BAD_USER_INPUT', async () => {
    const seed = dailySeed('2048', utcDay(new Date()));
    const game = play2048(seed, 40);
    const honest = await gql(t.app, SUBMIT, { input: { game: 'G2048', seed, daily: true, score: game.score, replay: { moves: game.moves } } });
    expect(honest.body.data).toMatchObject({ submitGameScore: { saved: false, score: game.score, errors: [] } });
    const tampered = await gql(t.app, SUBMIT, { input: { game: 'G2048', seed, daily: true, score: game.score + 2, replay: { moves: game.moves } } });
    expect(tampered.body.data).toMatchObject({ submitGameScore: { saved: false, score: null, errors: [{ code: 'REPLAY_REJECTED', field: 'replay' }] } });
    const huge = await gql(t.app, SUBMIT, { input: { game: 'G2048', seed, daily: false, score: 0, replay: { moves: 'L'.repeat(70_000) } } });
    expect((huge.body.errors as { extensions: { code: string } }[] | undefined)?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
