import type { ExperimentTrialInput } from '../../../__generated__/graphql';
import { randomInt, shuffle } from './timing';

export type Trial = ExperimentTrialInput;
export type Phase = 'practice' | 'run';

/** Response keys, left to right: the four buttons and boxes of Stroop and choice reaction time. */
export const FOUR_KEYS = ['d', 'f', 'j', 'k'] as const;

export interface StroopItem {
  word: number;
  ink: number;
  congruent: boolean;
}

/** Half congruent, half incongruent, shuffled; an incongruent word names one of the other three. */
export function stroopItems(count: number, random: () => number = Math.random): StroopItem[] {
  const items = Array.from({ length: count }, (_, i) => {
    const ink = i % 4;
    const congruent = i % 2 === 0;
    const word = congruent ? ink : (ink + randomInt(1, 3, random)) % 4;
    return { word, ink, congruent };
  });
  return shuffle(items, random);
}

export interface SearchItem {
  condition: 'feature' | 'conjunction';
  setSize: 4 | 8 | 16;
  targetPresent: boolean;
}

/** Every condition, set size and target presence, `reps` times each, shuffled. */
export function searchItems(reps: number, random: () => number = Math.random): SearchItem[] {
  const items: SearchItem[] = [];
  for (const condition of ['feature', 'conjunction'] as const)
    for (const setSize of [4, 8, 16] as const) for (const targetPresent of [true, false]) for (let r = 0; r < reps; r++) items.push({ condition, setSize, targetPresent });
  return shuffle(items, random);
}

export interface SearchShape {
  x: number;
  y: number;
  shape: 'circle' | 'square';
  colour: 'orange' | 'blue';
}

/** A search display: items in random cells of a 6 by 6 grid, jittered; the target is an orange circle. */
export function searchDisplay(item: SearchItem, random: () => number = Math.random): SearchShape[] {
  const cells = shuffle(Array.from({ length: 36 }, (_, i) => i), random).slice(0, item.setSize);
  return cells.map((cell, i) => {
    const x = 10 + (cell % 6) * 16 + random() * 4;
    const y = 10 + Math.floor(cell / 6) * 16 + random() * 4;
    if (i === 0 && item.targetPresent) return { x, y, shape: 'circle', colour: 'orange' };
    const blueCircle = item.condition === 'feature' || i % 2 === 0;
    return blueCircle ? { x, y, shape: 'circle', colour: 'blue' } : { x, y, shape: 'square', colour: 'orange' };
  });
}

/** A list of digits without the same digit twice in a row. */
export function digitList(length: number, random: () => number = Math.random): string {
  let out = '';
  while (out.length < length) {
    const d = String(randomInt(0, 9, random));
    if (d !== out.at(-1)) out += d;
  }
  return out;
}

export const SPAN_START = 3;
export const SPAN_MAX = 12;

/**
 * The adaptive staircase of forward span: one more digit after a list right, the same length again after a miss,
 * and the end after two misses at one length (or a list right at the longest length). Null when the run is over.
 */
export function nextSpanLength(history: readonly { length: number; correct: boolean }[]): number | null {
  const last = history.at(-1);
  if (!last) return SPAN_START;
  if (last.correct) return last.length >= SPAN_MAX ? null : last.length + 1;
  const missesHere = history.filter((t) => t.length === last.length && !t.correct).length;
  return missesHere >= 2 ? null : last.length;
}
