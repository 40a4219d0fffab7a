export type Way = 'U' | 'D' | 'L' | 'R';

/** The shortest drag that counts as a swipe, in CSS pixels. */
const MIN_SWIPE = 24;

/** The direction of a drag from `start` to `end`, or null for a tap. The buttons and keys do the same. */
export function swipeWay(start: { x: number; y: number }, end: { clientX: number; clientY: number }): Way | null {
  const dx = end.clientX - start.x;
  const dy = end.clientY - start.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) < MIN_SWIPE) return null;
  return Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'R' : 'L') : dy > 0 ? 'D' : 'U';
}

const KEY_WAYS: Readonly<Record<string, Way>> = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R', w: 'U', s: 'D', a: 'L', d: 'R', W: 'U', S: 'D', A: 'L', D: 'R' };

/** The direction a key names (arrows and WASD), or null. */
export const wayOfKey = (key: string): Way | null => KEY_WAYS[key] ?? null;
