import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

function scrollToAnchor(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return target !== null;
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
      if (location.hash) scrollToAnchor(location.hash);
      return;
    }
    if (location.hash) {
      if (scrollToAnchor(location.hash)) return;
      // The anchor may belong to a page that is still loading: try again once it has painted.
      const frame = requestAnimationFrame(() => void scrollToAnchor(location.hash));
      return () => cancelAnimationFrame(frame);
    }
    if (pageChanged && !keepScroll) window.scrollTo(0, 0);
  }, [location, navigationType, keepScroll]);

  return null;
}
