import { useEffect, useRef } from 'react';

export const STEP_MS = 1000 / 60;
/** After a stall (a slow frame, a tab switch), at most this much time is caught up, so the game never races. */
const MAX_CATCH_UP_MS = 100;

/** Frame work times (ms), kept only when a measurement asks for them (`window.__gameFrameWork = []`). */
declare global {
  interface Window {
    __gameFrameWork?: number[];
  }
}

/**
 * Runs `step` at a fixed 60 steps a second of game time, whatever the display's rate, and `draw` once per
 * animation frame, while `running`. The fixed step is what makes a replay play out the same on the server.
 */
export function useFixedSteps(running: boolean, step: () => void, draw: () => void): void {
  const latest = useRef({ step, draw });
  useEffect(() => {
    latest.current = { step, draw };
  });
  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let last = performance.now();
    let owed = 0;
    const tick = (now: number) => {
      const started = performance.now();
      owed += Math.min(now - last, MAX_CATCH_UP_MS);
      last = now;
      while (owed >= STEP_MS) {
        latest.current.step();
        owed -= STEP_MS;
      }
      latest.current.draw();
      window.__gameFrameWork?.push(performance.now() - started);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running]);
}
