/** Honest players for the engines' and replays' tests: they play by the rules, as a person would. */
import { DIRECTIONS, move, newGame as new2048 } from '../g2048/engine';
import { hop, MAX_CHARGE_STEPS, newGame as newHop, PIXELS_PER_CHARGE_STEP, type HopState } from '../hop/engine';
import { newRun, onGround, RUNNER, speedAt, stepRun, type JumpState } from '../jump/engine';
import { canStep, generateMaze } from '../maze/engine';

/** Jumps when the next block is close, until `tiredAt`, then no more: the run ends on the next block. */
export function playJump(seed: number, tiredAt = 1500): { presses: number[]; steps: number; state: JumpState } {
  let state = newRun(seed);
  const presses: number[] = [];
  while (!state.over) {
    const ahead = state.blocks.find((b) => b.x + b.width > state.distance + RUNNER.x);
    const gap = ahead ? ahead.x - (state.distance + RUNNER.x + RUNNER.width) : Infinity;
    const press = state.step < tiredAt && onGround(state) && gap < speedAt(state.step) * 6 && gap > 0;
    if (press) presses.push(state.step);
    state = stepRun(state, press);
  }
  return { presses, steps: state.step, state };
}

/** The charge that lands nearest the next platform's centre. */
export const aimAtCentre = (s: HopState): number => Math.min(MAX_CHARGE_STEPS, Math.max(1, Math.round((s.next.x - s.x) / PIXELS_PER_CHARGE_STEP)));

/** Aims at centres for `hops` hops, then overshoots until the game ends. */
export function playHop(seed: number, hops: number): { inputs: number[]; score: number } {
  let s = newHop(seed);
  const inputs: number[] = [];
  for (let i = 0; i < hops; i++) {
    inputs.push(aimAtCentre(s));
    s = hop(s, aimAtCentre(s)).state;
  }
  while (!s.over) {
    inputs.push(MAX_CHARGE_STEPS);
    s = hop(s, MAX_CHARGE_STEPS).state;
  }
  return { inputs, score: s.score };
}

/** Takes the first move that changes the board, for `turns` turns or until the game ends. */
export function play2048(seed: number, turns: number): { moves: string; score: number } {
  let state = new2048(seed);
  let moves = '';
  for (let i = 0; i < turns && !state.over; i++) {
    const dir = DIRECTIONS.find((d) => move(state, d).changed)!;
    state = move(state, dir).state;
    moves += dir;
  }
  return { moves, score: state.score };
}

/** A right-hand-rule walk: legal, usually longer than par, and it reaches the exit of a perfect maze. */
export function walkMaze(seed: number): string {
  const maze = generateMaze(seed);
  const order = ['U', 'R', 'D', 'L'] as const;
  const delta = { U: [0, -1], R: [1, 0], D: [0, 1], L: [-1, 0] } as const;
  let [x, y, facing, moves] = [0, 0, 1, ''];
  while (!(x === maze.width - 1 && y === maze.height - 1)) {
    for (const turn of [1, 0, 3, 2]) {
      const dir = order[(facing + turn) % 4]!;
      if (canStep(maze, x, y, dir)) {
        facing = (facing + turn) % 4;
        x += delta[dir][0];
        y += delta[dir][1];
        moves += dir;
        break;
      }
    }
  }
  return moves;
}
