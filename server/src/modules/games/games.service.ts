import { dailySeed, previousDay, utcDay, weekStartOf, hashToSeed } from '@innerscope/shared/games/random';
import { GAME_KEYS, verifyReplay } from '@innerscope/shared/games/replay';
import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { permitsContent, type MemberTier } from '../access/policy';
import type { UserRow } from '../account/account.models';
import { gameScoreError, type GameScoreError } from './games.errors';
import { BOARD_SIZE, type BoardView, type GameKey, type GameView, type SubmitInput } from './games.models';
import * as repo from './games.repository';

export interface ReaderStanding {
  signedIn: boolean;
  /** Whether scores are kept for this reader (the access policy's `game:record`). */
  mayRecord: boolean;
}

export interface ListView extends ReaderStanding {
  games: GameView[];
  hasMore: boolean;
}

export interface DetailView extends ReaderStanding {
  game: GameView;
  board: BoardView;
}

export type SubmitResult =
  | { saved: boolean; score: number; best: number | null; board: BoardView | null; errors: [] }
  | { saved: false; score: null; best: null; board: null; errors: GameScoreError[] };

/** The largest page the list gives at once. */
export const MAX_PAGE = 20;

/** An anonymous tag for a member on the board: four hex digits from their id, never from their e-mail. */
export const boardTag = (userId: string): string => hashToSeed(`board:${userId}`).toString(16).padStart(8, '0').slice(-4).toUpperCase();

/**
 * The game centre: anyone may play; a member's scores (`game:record`) are kept once the replay has been played
 * again on the server to the same score. Daily challenges share a seed per game and UTC day; the weekly board
 * counts each member's best daily-challenge score from Monday to Sunday.
 */
export function createGamesService(deps: { db: Db; clock: Clock; subscriptions: { entitlement(email: string): Promise<{ tier: MemberTier }> } }) {
  const { db, clock } = deps;

  async function standing(reader: UserRow | null): Promise<ReaderStanding> {
    if (!reader) return { signedIn: false, mayRecord: false };
    return { signedIn: true, mayRecord: permitsContent((await deps.subscriptions.entitlement(reader.email)).tier, 'game:record') };
  }

  async function views(reader: UserRow | null, keys: readonly GameKey[]): Promise<GameView[]> {
    const day = utcDay(clock.now());
    const bests = reader ? await repo.bests(db, reader.id, day) : [];
    return keys.map((key) => {
      const own = bests.find((b) => b.game === key);
      return { key, best: own?.best ?? null, daily: { day, seed: dailySeed(key, day), readerBest: own?.dayBest ?? null } };
    });
  }

  async function board(game: GameKey, reader: UserRow | null, day: string): Promise<BoardView> {
    const weekStart = weekStartOf(day);
    const weekEnd = utcDay(new Date(Date.parse(`${weekStart}T00:00:00Z`) + 6 * 86_400_000));
    const rows = await repo.weeklyBoard(db, game, weekStart, weekEnd, BOARD_SIZE);
    return { weekStart, entries: rows.map((r, i) => ({ rank: i + 1, nickname: r.nickname?.trim() || null, tag: boardTag(r.userId), score: r.score, isReader: r.userId === reader?.id })) };
  }

  return {
    /** The games, `first` at a time after `after` of them, with the reader's bests and today's challenges. */
    async list(reader: UserRow | null, page: { first: number; after: number }): Promise<ListView> {
      const first = Math.min(Math.max(page.first, 1), MAX_PAGE);
      const after = Math.max(page.after, 0);
      const keys = GAME_KEYS.slice(after, after + first);
      const [who, games] = await Promise.all([standing(reader), views(reader, keys)]);
      return { ...who, games, hasMore: after + first < GAME_KEYS.length };
    },

    /** One game with today's challenge and this week's board. */
    async detail(key: GameKey, reader: UserRow | null): Promise<DetailView> {
      const [who, [game]] = await Promise.all([standing(reader), views(reader, [key])]);
      return { ...who, game: game!, board: await board(key, reader, utcDay(clock.now())) };
    },

    /**
     * Plays a game's replay again from its seed and keeps the score for a member who may record, only when the
     * replay follows the rules and reaches the score claimed (REPLAY_REJECTED otherwise); a daily challenge's seed
     * must be today's or yesterday's (a game begun before midnight UTC), or it is DAILY_EXPIRED.
     */
    async submit(reader: UserRow | null, input: SubmitInput): Promise<SubmitResult> {
      const today = utcDay(clock.now());
      let day: string | null = null;
      if (input.daily) {
        day = [today, previousDay(today)].find((d) => dailySeed(input.game, d) === input.seed) ?? null;
        if (day === null) return { saved: false, score: null, best: null, board: null, errors: [gameScoreError('DAILY_EXPIRED')] };
      }
      const verdict = verifyReplay(input.game, input.seed, input.replay, input.score);
      if (!verdict.ok) return { saved: false, score: null, best: null, board: null, errors: [gameScoreError('REPLAY_REJECTED')] };
      const who = await standing(reader);
      if (!reader || !who.mayRecord) return { saved: false, score: verdict.score, best: null, board: null, errors: [] };
      await repo.insertScore(db, { userId: reader.id, game: input.game, seed: input.seed, day, score: verdict.score, replay: input.replay, at: clock.now() });
      const [mine] = await views(reader, [input.game]);
      return { saved: true, score: verdict.score, best: mine!.best, board: day ? await board(input.game, reader, day) : null, errors: [] };
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
