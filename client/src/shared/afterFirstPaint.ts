type Cancel = () => void;

const nothingToCancel: Cancel = () => undefined;

/** The longest the app's first heading is waited for (a page that shows none still gets its deferred work). */
const HEADING_WAIT_MS = 4000;

/**
 * Calls `next` once the app's first screen is there: its root holds a heading (every page has one). The page's
 * code arrives after the load event on most routes, so the load event alone does not mean the page is painted.
 * Without the app's root (a component rendered alone), at once.
 */
function whenPageShows(next: () => void): Cancel {
  const root = document.getElementById('root');
  if (!root || root.querySelector('h1')) {
    next();
    return nothingToCancel;
  }
  const observer = new MutationObserver(() => {
    if (!root.querySelector('h1')) return;
    done();
  });
  const timer = window.setTimeout(() => done(), HEADING_WAIT_MS);
  function done() {
    observer.disconnect();
    window.clearTimeout(timer);
    next();
  }
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

/**
 * Runs `callback` once the page has loaded, its first screen is up and the browser is idle, so work that is not
 * needed for the first screen (a widget's code and data) does not compete with it.
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
  const afterLoad = () => {
    let shown = false;
    const cancelWait = whenPageShows(() => {
      shown = true;
      // A frame after the heading came, so it is painted before anything else runs (without the app's root, there
      // is no page to wait for).
      if (typeof window.requestAnimationFrame === 'function' && document.getElementById('root')) {
        const frame = window.requestAnimationFrame(whenIdle);
        cancelStep = () => window.cancelAnimationFrame(frame);
      } else {
        whenIdle();
      }
    });
    if (!shown) cancelStep = cancelWait;
  };
  if (document.readyState === 'complete') {
    afterLoad();
  } else {
    window.addEventListener('load', afterLoad, { once: true });
    cancelStep = () => window.removeEventListener('load', afterLoad);
  }
  return () => {
    cancelled = true;
    cancelStep();
  };
}
