import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

function scrollToAnchor(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return target !== null;
}

/** How long an anchor of a page (or part of a page) still loading is waited for. */
const ANCHOR_WAIT_MS = 5000;

/** Scrolls to the anchor once it is in the document (its page or section may still be loading); a cancel. */
function scrollWhenItComes(hash: string): () => void {
  const observer = new MutationObserver(() => {
    if (scrollToAnchor(hash)) stop();
  });
  const timer = window.setTimeout(() => stop(), ANCHOR_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Scroll on navigation: to the `#anchor` when the URL names one, else to the top when the page changes,
 * except on routes that keep their position (the question page moves through questions in place). Back and
 * forward leave the position to the browser.
 */
export function ScrollManager({ keepScroll }: { keepScroll: boolean }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(location.pathname);

  useLayoutEffect(() => {
    const pageChanged = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (navigationType === 'POP') {
      // The first load is a POP too: its anchor may be in a part of the page that is still loading.
      if (location.hash && !scrollToAnchor(location.hash)) return scrollWhenItComes(location.hash);
      return;
    }
    if (location.hash) {
      if (scrollToAnchor(location.hash)) return;
      return scrollWhenItComes(location.hash);
    }
    if (pageChanged && !keepScroll) window.scrollTo(0, 0);
  }, [location, navigationType, keepScroll]);

  return null;
}
