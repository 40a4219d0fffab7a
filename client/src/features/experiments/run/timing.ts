import { useCallback, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';

/**
 * The pace of the tasks, in ms. One object so a test can run the same code without waiting (see the page tests);
 * nothing else changes it.
 */
export const PACE = {
  fixationMs: 500,
  feedbackMs: 700,
  foreperiodMinMs: 800,
  foreperiodMaxMs: 2200,
  digitOnMs: 800,
  digitOffMs: 250,
  /** A response not given by then is recorded as a miss; the scoring leaves it out as a lapse. */
  timeoutMs: 5000,
};

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const nextFrame = () =>
  new Promise<void>((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => resolve()) : setTimeout(resolve, 0)));

/**
 * Shows a stimulus at the start of the next animation frame and returns its onset: the state change is flushed to
 * the DOM inside the frame callback, so the time taken right after is when the frame that paints it began.
 */
export async function showAtNextFrame(show: () => void): Promise<number> {
  await nextFrame();
  flushSync(show);
  return performance.now();
}

export interface Response {
  value: string;
  /** performance.now() when the key or touch arrived. */
  at: number;
}

/**
 * Responses from keys and touches as promises a trial loop awaits. `respond` is what key and pointer handlers
 * call; a response with nobody waiting is kept as `early` (a press before the stimulus, in reaction time).
 */
export function useResponses() {
  const pending = useRef<((r: Response) => void) | null>(null);
  const early = useRef<Response | null>(null);
  const respond = useCallback((value: string) => {
    const response = { value, at: performance.now() };
    const take = pending.current;
    pending.current = null;
    if (take) take(response);
    else early.current = response;
  }, []);
  /** The next response, or null after `timeoutMs`. */
  const next = useCallback(
    (timeoutMs: number) =>
      new Promise<Response | null>((resolve) => {
        early.current = null;
        const timer = setTimeout(() => {
          pending.current = null;
          resolve(null);
        }, timeoutMs);
        pending.current = (r) => {
          clearTimeout(timer);
          resolve(r);
        };
      }),
    [],
  );
  /** Whether a response came since the last `next` or `takeEarly` (and forgets it). */
  const takeEarly = useCallback(() => {
    const had = early.current !== null;
    early.current = null;
    return had;
  }, []);
  return { respond, next, takeEarly };
}

/** Calls `onKey` with the key's lower-case name for each new key press (held keys do not repeat). */
export function useKeys(onKey: (key: string) => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const handler = (e: KeyboardEvent) => {
      if (e.repeat || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.target instanceof HTMLInputElement) return;
      const key = e.key === ' ' ? 'space' : e.key.toLowerCase();
      if (['space', 'd', 'f', 'j', 'k'].includes(key)) {
        e.preventDefault();
        onKey(key);
      }
    };
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  }, [onKey, active]);
}

/** A flag the trial loop checks after each await, so nothing runs on after the task has left the screen. */
export function useAlive() {
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  return alive;
}

export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export const randomInt = (min: number, max: number, random: () => number = Math.random) => min + Math.floor(random() * (max - min + 1));
