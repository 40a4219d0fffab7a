/**
 * Hop, a jump-and-jump game written for this product: hold to charge, let go to hop. The charge is counted in
 * fixed steps of 1/60 s and the hop's length grows with it; landing on the next platform scores 1, landing within
 * its centre scores 2, then 4, 6… for centres in a row; landing short, on the platform already stood on, scores
 * nothing; anywhere else the hop falls and the game ends. Platforms come from the seeded generator and shrink as
 * the score grows. A replay is the seed and each hop's charge in steps.
 */
import { nextInt } from '../random';

export const MAX_CHARGE_STEPS = 90;
export const PIXELS_PER_CHARGE_STEP = 4;
export const CENTRE_RADIUS = 6;
/** A game longer than this many hops is not one of ours. */
export const MAX_HOPS = 5000;

export interface Platform {
  /** Its centre, and half its width. */
  readonly x: number;
  readonly half: number;
}

export interface HopState {
  /** Where the player stands. */
  readonly x: number;
  readonly current: Platform;
  readonly next: Platform;
  readonly score: number;
  /** Centres in a row. */
  readonly combo: number;
  readonly hops: number;
  readonly rng: number;
  readonly over: boolean;
}

export type Landing = 'centre' | 'next' | 'stay' | 'fall';

function nextPlatform(from: Platform, score: number, rng: number): { platform: Platform; rng: number } {
  const narrowest = Math.max(14, 30 - Math.floor(score / 10) * 2);
  const [half, r1] = nextInt(rng, narrowest, narrowest + 14);
  const [gap, r2] = nextInt(r1, from.half + half + 20, from.half + half + 170);
  return { platform: { x: from.x + gap, half }, rng: r2 };
}

export function newGame(seed: number): HopState {
  const current = { x: 0, half: 40 };
  const { platform, rng } = nextPlatform(current, 0, seed);
  return { x: 0, current, next: platform, score: 0, combo: 0, hops: 0, rng, over: false };
}

/** How far a charge carries, in pixels (clamped to the longest charge). */
export const hopLength = (chargeSteps: number): number => Math.min(Math.max(chargeSteps, 0), MAX_CHARGE_STEPS) * PIXELS_PER_CHARGE_STEP;

/** One hop after `chargeSteps` steps of charge. */
export function hop(s: HopState, chargeSteps: number): { state: HopState; landing: Landing; gained: number } {
  if (s.over) return { state: s, landing: 'fall', gained: 0 };
  const land = s.x + hopLength(chargeSteps);
  const hops = s.hops + 1;
  const offNext = Math.abs(land - s.next.x);
  if (offNext <= s.next.half) {
    const centre = offNext <= CENTRE_RADIUS;
    const combo = centre ? s.combo + 1 : 0;
    const gained = centre ? 2 * combo : 1;
    const score = s.score + gained;
    const { platform, rng } = nextPlatform(s.next, score, s.rng);
    return { state: { x: land, current: s.next, next: platform, score, combo, hops, rng, over: hops >= MAX_HOPS }, landing: centre ? 'centre' : 'next', gained };
  }
  if (Math.abs(land - s.current.x) <= s.current.half) return { state: { ...s, x: land, hops, over: hops >= MAX_HOPS }, landing: 'stay', gained: 0 };
  return { state: { ...s, x: land, hops, over: true }, landing: 'fall', gained: 0 };
}
