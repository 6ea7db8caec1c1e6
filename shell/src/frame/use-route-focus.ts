import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The titled bar's heading (TitledBarView). */
export const PAGE_TITLE_SELECTOR = '.titled-bar__title';

/**
 * After a route change that took the focus away with what was left (a drawer entry, a link inside the old
 * page), the focus goes to the new page's title. A screen reader then reads where the player is, and the
 * next Tab starts from the top of the new page instead of the document's start. Focus that survived the
 * change (a tab of the tab bar, the back button, a field the new page focused itself) is left where it is;
 * so is a page without a titled bar (home's frame).
 */
export function useRouteFocus(): void {
  const { key } = useLocation();
  const shownKey = useRef(key);

  useEffect(() => {
    if (key === shownKey.current) return;
    shownKey.current = key;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const title = document.querySelector<HTMLElement>(PAGE_TITLE_SELECTOR);
    if (!title) return;
    // Focusable by script only, so Tab never stops on it. Set here rather than drawn: the server-drawn
    // frame's heading (the same view) stays a plain heading.
    title.tabIndex = -1;
    title.focus({ preventScroll: true });
  }, [key]);
}
