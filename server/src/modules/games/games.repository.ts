import type { Executor } from '../../db/connection';
import type { GameKey, Replay, ScoreModel } from './games.models';

interface ScoreRow {
  id: string;
  game: GameKey;
  seed: number;
  day: string | Date | null;
  score: number;
  created_at: Date | string;
}

const dayOf = (d: string | Date | null): string | null => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

const toScore = (r: ScoreRow): ScoreModel => ({ id: r.id, game: r.game, seed: r.seed, day: dayOf(r.day), score: r.score, createdAt: new Date(r.created_at) });

export async function insertScore(ex: Executor, row: { userId: string; game: GameKey; seed: number; day: string | null; score: number; replay: Replay; at: Date }): Promise<ScoreModel> {
  const [inserted] = await ex('game_scores')
    .insert({ user_id: row.userId, game: row.game, seed: row.seed, day: row.day, score: row.score, replay: JSON.stringify(row.replay), created_at: row.at })
    .returning(['id', 'game', 'seed', 'day', 'score', 'created_at']);
  return toScore(inserted as ScoreRow);
}

/** A member's best score per game, and their best on one daily challenge day. */
export async function bests(ex: Executor, userId: string, day: string): Promise<{ game: GameKey; best: number; dayBest: number | null }[]> {
  const rows = (await ex('game_scores')
    .where({ user_id: userId })
    .groupBy('game')
    .select('game', ex.raw('max(score)::int as best'), ex.raw('max(score) filter (where day = ?)::int as day_best', [day]))) as { game: GameKey; best: number; day_best: number | null }[];
  return rows.map((r) => ({ game: r.game, best: r.best, dayBest: r.day_best }));
}

export interface BoardRow {
  userId: string;
  nickname: string | null;
  score: number;
}

/** Each member's best daily-challenge score of a game between two days (inclusive), highest first. */
export async function weeklyBoard(ex: Executor, game: GameKey, from: string, to: string, limit: number): Promise<BoardRow[]> {
  const best = ex('game_scores')
    .where({ game })
    .whereBetween('day', [from, to])
    .groupBy('user_id')
    .select('user_id', ex.raw('max(score)::int as score'));
  const rows = (await ex
    .with('best', best)
    .from('best')
    .join('users', 'users.id', 'best.user_id')
    .orderBy([{ column: 'best.score', order: 'desc' }, { column: 'best.user_id', order: 'asc' }])
    .limit(limit)
    .select('best.user_id', 'users.nickname', 'best.score')) as { user_id: string; nickname: string | null; score: number }[];
  return rows.map((r) => ({ userId: r.user_id, nickname: r.nickname, score: r.score }));
}
