type Cancel = () => void;

const nothingToCancel: Cancel = () => undefined;

/**
 * Runs `callback` once the page has loaded and the browser is idle, so work that is not needed for the first
 * screen (a widget's code and data) does not compete with it.
 */
export function afterFirstPaint(callback: () => void): Cancel {
  let cancelled = false;
  let cancelStep = nothingToCancel;
  const run = () => {
    if (!cancelled) callback();
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 1500 });
      cancelStep = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 1);
      cancelStep = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
  } else {
    window.addEventListener('load', whenIdle, { once: true });
    cancelStep = () => window.removeEventListener('load', whenIdle);
  }
  return () => {
    cancelled = true;
    cancelStep();
  };
}
