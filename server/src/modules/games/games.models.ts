import type { GameKey, Replay } from '@innerscope/shared/games/replay';

export type { GameKey, Replay };

/** The weekly board's length. */
export const BOARD_SIZE = 20;

/** A kept score, with its daily-challenge day (null for free play). */
export interface ScoreModel {
  id: string;
  game: GameKey;
  seed: number;
  day: string | null;
  score: number;
  createdAt: Date;
}

export interface DailyView {
  day: string;
  seed: number;
  readerBest: number | null;
}

export interface GameView {
  key: GameKey;
  best: number | null;
  daily: DailyView;
}

export interface BoardEntry {
  rank: number;
  nickname: string | null;
  tag: string;
  score: number;
  isReader: boolean;
}

export interface BoardView {
  weekStart: string;
  entries: BoardEntry[];
}

export interface SubmitInput {
  game: GameKey;
  seed: number;
  daily: boolean;
  score: number;
  replay: Replay;
}
