/**
 * Plays a submitted game again from its seed and inputs, as the server does before it keeps a score: a replay
 * that breaks a game's rules, or whose score differs from the one claimed, is refused.
 */
import { isDirection, move, newGame as new2048 } from './g2048/engine';
import { hop, MAX_CHARGE_STEPS, MAX_HOPS, newGame as newHop } from './hop/engine';
import { MAX_STEPS, newRun, stepRun } from './jump/engine';
import { generateMaze, isStep, mazeScore, startRun, stepRun as stepMaze } from './maze/engine';
import { isSeed } from './random';

export const GAME_KEYS = ['2048', 'jump', 'hop', 'maze'] as const;
export type GameKey = (typeof GAME_KEYS)[number];
export const isGameKey = (key: string): key is GameKey => (GAME_KEYS as readonly string[]).includes(key);

/** Moves for 2048 and the maze (`UDLR` letters); press steps and steps played for JUMP; charges for Hop. */
export interface Replay {
  moves?: string | null;
  inputs?: readonly number[] | null;
  steps?: number | null;
}

/** Why a replay was refused. */
export type ReplayProblem = 'MALFORMED' | 'ILLEGAL_MOVE' | 'UNFINISHED' | 'SCORE_MISMATCH';

export type ReplayVerdict = { ok: true; score: number } | { ok: false; problem: ReplayProblem };

const MAX_MOVES = 50_000;
const refuse = (problem: ReplayProblem): ReplayVerdict => ({ ok: false, problem });
const isStepCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

function play2048(seed: number, moves: string): ReplayVerdict {
  let state = new2048(seed);
  for (const c of moves) {
    if (!isDirection(c)) return refuse('MALFORMED');
    const result = move(state, c);
    if (!result.changed) return refuse('ILLEGAL_MOVE');
    state = result.state;
  }
  return { ok: true, score: state.score };
}

function playMaze(seed: number, moves: string): ReplayVerdict {
  const maze = generateMaze(seed);
  let run = startRun();
  for (const c of moves) {
    if (!isStep(c)) return refuse('MALFORMED');
    const result = stepMaze(maze, run, c);
    if (!result.moved) return refuse('ILLEGAL_MOVE');
    run = result.run;
  }
  return run.done ? { ok: true, score: mazeScore(maze.par, run.moves) } : refuse('UNFINISHED');
}

function playJump(seed: number, presses: readonly number[], steps: number): ReplayVerdict {
  if (steps < 1 || steps > MAX_STEPS || presses.length > steps) return refuse('MALFORMED');
  for (let i = 0; i < presses.length; i++) {
    const p = presses[i]!;
    if (!isStepCount(p) || p < 0 || p >= steps || (i > 0 && p <= presses[i - 1]!)) return refuse('MALFORMED');
  }
  let state = newRun(seed);
  let next = 0;
  for (let step = 0; step < steps; step++) {
    if (state.over) return refuse('ILLEGAL_MOVE');
    const press = presses[next] === step;
    if (press) next++;
    state = stepRun(state, press);
  }
  return state.over ? { ok: true, score: state.score } : refuse('UNFINISHED');
}

function playHop(seed: number, charges: readonly number[]): ReplayVerdict {
  if (charges.length < 1 || charges.length > MAX_HOPS) return refuse('MALFORMED');
  let state = newHop(seed);
  for (const c of charges) {
    if (!isStepCount(c) || c < 1 || c > MAX_CHARGE_STEPS) return refuse('MALFORMED');
    if (state.over) return refuse('ILLEGAL_MOVE');
    state = hop(state, c).state;
  }
  return state.over ? { ok: true, score: state.score } : refuse('UNFINISHED');
}

/** The score a replay reaches from its seed, or why it cannot be counted. */
export function replayScore(game: GameKey, seed: number, replay: Replay): ReplayVerdict {
  if (!isSeed(seed)) return refuse('MALFORMED');
  switch (game) {
    case '2048':
    case 'maze': {
      const moves = replay.moves;
      if (typeof moves !== 'string' || moves.length === 0 || moves.length > MAX_MOVES) return refuse('MALFORMED');
      return game === '2048' ? play2048(seed, moves) : playMaze(seed, moves);
    }
    case 'jump':
      if (!Array.isArray(replay.inputs) || !isStepCount(replay.steps)) return refuse('MALFORMED');
      return playJump(seed, replay.inputs, replay.steps);
    case 'hop':
      if (!Array.isArray(replay.inputs)) return refuse('MALFORMED');
      return playHop(seed, replay.inputs);
  }
}

/** Whether a replay reaches the claimed score. */
export function verifyReplay(game: GameKey, seed: number, replay: Replay, claimed: number): ReplayVerdict {
  const verdict = replayScore(game, seed, replay);
  if (verdict.ok && verdict.score !== claimed) return refuse('SCORE_MISMATCH');
  return verdict;
}
