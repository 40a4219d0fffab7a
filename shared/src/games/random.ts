/**
 * The games' only source of chance: a small seeded generator (mulberry32) whose state is one 32-bit integer,
 * kept inside each game's state, so a game is a pure function of its seed and its inputs and the server can play
 * a replay again to the same score. Only integer operations: every JavaScript engine gives the same numbers.
 */

/** Seeds are non-negative 31-bit integers, so they travel as a GraphQL Int. */
export const MAX_SEED = 0x7fffffff;

export const isSeed = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= MAX_SEED;

/** One draw: a number in [0, 1) and the generator's next state. */
export function nextRandom(state: number): [number, number] {
  const next = (state + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next >>> 0];
}

/** A whole number in [min, max], and the next state. */
export function nextInt(state: number, min: number, max: number): [number, number] {
  const [r, s] = nextRandom(state);
  return [min + Math.floor(r * (max - min + 1)), s];
}

/** FNV-1a over the UTF-16 code units, folded to a seed. */
export function hashToSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) & MAX_SEED;
}

/** The UTC day of an instant, as `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The day before a `YYYY-MM-DD` day. */
export function previousDay(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));
}

/** The Monday (UTC) that starts the week of a `YYYY-MM-DD` day: the weekly board's key. */
export function weekStartOf(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  return utcDay(new Date(at.getTime() - sinceMonday * 86_400_000));
}

/** The daily challenge's seed: the same for everyone on a UTC day, different per game. */
export const dailySeed = (game: string, day: string): number => hashToSeed(`innerscope-games:${game}:${day}`);

/** A fresh seed for free play. */
export const freeSeed = (random: () => number = Math.random): number => Math.floor(random() * MAX_SEED);
