import { afterFirstPaint } from './afterFirstPaint';

type Cancel = () => void;

/** What counts as the visitor acting on the page. */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** How long a page waits for the visitor before doing its deferred work anyway. */
export const ENGAGEMENT_FALLBACK_MS = 8000;

/**
 * Runs `callback` once the first screen is painted and the visitor acts on the page (a touch, a click, a key, the
 * wheel), or `ENGAGEMENT_FALLBACK_MS` after the paint without any, whichever comes first. For work the page can do
 * without while it is being read: fetching and running the next page's code, a widget's client. On a slow phone,
 * such work done right after the first paint competes with the visitor's first taps; done at their first sign of
 * activity, it is ready by the time they reach it.
 */
export function whenEngaged(callback: () => void): Cancel {
  let done = false;
  let engaged = false;
  let painted = false;
  let timer: number | undefined;
  const stopListening = () => {
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEngaged, { capture: true });
  };
  const finish = () => {
    if (done) return;
    done = true;
    stopListening();
    window.clearTimeout(timer);
    callback();
  };
  // Acting before the paint counts too: the work then runs as soon as the first screen is up.
  function onEngaged() {
    engaged = true;
    stopListening();
    if (painted) finish();
  }
  for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, onEngaged, { capture: true, passive: true });
  const cancelPaint = afterFirstPaint(() => {
    painted = true;
    if (engaged) finish();
    else timer = window.setTimeout(finish, ENGAGEMENT_FALLBACK_MS);
  });
  return () => {
    done = true;
    stopListening();
    window.clearTimeout(timer);
    cancelPaint();
  };
}
