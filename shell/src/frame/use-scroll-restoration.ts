import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { heightToReserve } from './scroll-reserve';

/**
 * Back and Forward show a page scrolled where the player left it. The browser's own restoration runs at the
 * popstate, before the page is drawn again (a page left is removed: home too, 0571 was rejected), and is
 * clamped to what is on screen then. The shell restores instead, in the commit that draws the entry's page
 * again, before its first paint: if the page is not yet as tall as the position needs, <html> holds that
 * height (min-height, blank space below the fold) until the page's own content reaches it, so the restore is
 * exact and nothing on screen moves when the reserve goes.
 */
export function useScrollRestoration(): void {
  const { key } = useLocation();
  const kind = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const shownKey = useRef(key);

  useEffect(() => {
    const { history } = window;
    const manual = () => {
      history.scrollRestoration = 'manual';
    };
    // Leaving the document (a reload, a full load elsewhere): the browser's restoration is the one that
    // can bring it back; on a return from the back-forward cache the shell restores again.
    const auto = () => {
      history.scrollRestoration = 'auto';
    };
    const remember = () => positions.current.set(shownKey.current, window.scrollY);
    manual();
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', auto);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', auto);
      window.removeEventListener('pageshow', manual);
      auto();
    };
  }, []);

  useLayoutEffect(() => {
    // From this commit on, scroll events (the browser's clamp of the page left among them) are this entry's.
    shownKey.current = key;
    const y = kind === 'POP' ? positions.current.get(key) : undefined;
    if (!y) return;
    const root = document.documentElement;
    const reserve = heightToReserve(y, window.innerHeight, root.scrollHeight);
    if (reserve === null) {
      window.scrollTo(0, y);
      return;
    }
    root.style.minHeight = `${reserve}px`;
    window.scrollTo(0, y);
    // <body> is as tall as the page's content (<html>'s min-height does not reach it).
    const { body } = document;
    const observer = new ResizeObserver(() => {
      if (body.offsetHeight >= reserve) release();
    });
    function release() {
      observer.disconnect();
      root.style.removeProperty('min-height');
    }
    observer.observe(body);
    return release;
  }, [key, kind]);
}
