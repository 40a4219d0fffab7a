/**
 * JUMP, a side-scrolling jumper written for this product. The world advances in fixed steps of 1/60 s, whatever
 * the display's rate: the runner moves right at a speed that grows with time, blocks come from the seeded
 * generator, a jump pressed on the ground lifts the runner, and touching a block ends the run. The score is the
 * distance in tens of pixels. A replay is the seed, the steps at which jump was pressed, and the steps played.
 */
import { nextInt } from '../random';

export const STEPS_PER_SECOND = 60;
/** A run longer than fifteen minutes is not one of ours. */
export const MAX_STEPS = STEPS_PER_SECOND * 60 * 15;
export const GRAVITY = 0.8;
export const JUMP_VELOCITY = 14;
/** The runner's box: its left edge sits this far into the view. */
export const RUNNER = { x: 60, width: 28, height: 36 } as const;
/** How far ahead of the runner blocks exist. */
export const LOOK_AHEAD = 900;
const FIRST_BLOCK = 600;

export interface Block {
  readonly x: number;
  readonly width: number;
  readonly height: number;
}

export interface JumpState {
  readonly step: number;
  /** How far the view has scrolled, in pixels. */
  readonly distance: number;
  /** The runner's height above the ground, and its upward speed per step. */
  readonly y: number;
  readonly vy: number;
  readonly rng: number;
  readonly blocks: readonly Block[];
  readonly nextBlockAt: number;
  readonly over: boolean;
  readonly score: number;
}

/** Pixels per step: 5 at the start, rising to 10 over the first fifty seconds. */
export const speedAt = (step: number): number => 5 + Math.min(step / 600, 5);

function fill(blocks: Block[], at: number, rng: number, distance: number, step: number): { at: number; rng: number } {
  while (at < distance + LOOK_AHEAD) {
    const [width, r1] = nextInt(rng, 18, 36);
    const [height, r2] = nextInt(r1, 26, 56);
    const [gapSteps, r3] = nextInt(r2, 48, 110);
    blocks.push({ x: at, width, height });
    at += width + gapSteps * speedAt(step);
    rng = r3;
  }
  return { at, rng };
}

export function newRun(seed: number): JumpState {
  const blocks: Block[] = [];
  const filled = fill(blocks, FIRST_BLOCK, seed, 0, 0);
  return { step: 0, distance: 0, y: 0, vy: 0, rng: filled.rng, blocks, nextBlockAt: filled.at, over: false, score: 0 };
}

export const onGround = (s: JumpState): boolean => s.y === 0;

/** One fixed step; `jump` counts only on the ground. */
export function stepRun(s: JumpState, jump: boolean): JumpState {
  if (s.over) return s;
  let vy = jump && s.y === 0 ? JUMP_VELOCITY : s.vy;
  let y = s.y + vy;
  vy -= GRAVITY;
  if (y <= 0) {
    y = 0;
    vy = 0;
  }
  const distance = s.distance + speedAt(s.step);
  const step = s.step + 1;
  const blocks = s.blocks.filter((b) => b.x + b.width >= distance);
  const filled = fill(blocks, s.nextBlockAt, s.rng, distance, step);
  const left = distance + RUNNER.x;
  const right = left + RUNNER.width;
  const hit = blocks.some((b) => b.x < right && b.x + b.width > left && y < b.height);
  return { step, distance, y, vy, rng: filled.rng, blocks, nextBlockAt: filled.at, over: hit || step >= MAX_STEPS, score: Math.floor(distance / 10) };
}
