import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { holdDrawnInput } from './drawn-input';
import { claimDrawnPage, LOADING_MARKER } from './drawn-page';
import type { ParcelState } from './use-parcel';

/** The parcel has drawn its page: something in its host, and no loading state in it. */
export const hasDrawnContent = (host: HTMLElement): boolean =>
  host.firstElementChild !== null && host.querySelector(`[${LOADING_MARKER}]`) === null;

/**
 * Keeps the server-drawn page content (`drawing`, from `drawnPageFor`, claimed at commit) on screen in place of the parcel's
 * host while the parcel loads and while it shows only its loading state, the host hidden; once the parcel
 * has drawn, the drawing goes and the host shows in the same task (a MutationObserver callback runs before
 * the next paint): no flash, no shift. A tap on a drawn button meanwhile, and the focus inside the drawing,
 * go to their twins in the parcel's page at the swap (decision 0691). On error the drawing goes and the
 * error shows. True while kept.
 */
export function useKeptDrawing(
  host: RefObject<HTMLElement | null>,
  state: ParcelState,
  drawing: HTMLElement | null,
): boolean {
  const [keeping, setKeeping] = useState(drawing !== null);
  const released = useRef(drawing === null);
  const failed = state === 'error' || state === 'incompatible';

  useLayoutEffect(() => {
    const element = host.current;
    if (drawing) claimDrawnPage(drawing);
    if (!drawing || !element || released.current) return;
    const input = holdDrawnInput(drawing);
    const release = (settled: boolean) => {
      released.current = true;
      observer.disconnect();
      if (settled) input.settle(element);
      else input.stop();
      drawing.remove();
      element.style.removeProperty('display');
      setKeeping(false);
    };
    const observer = new MutationObserver(() => {
      if (hasDrawnContent(element)) release(true);
    });
    if (failed || hasDrawnContent(element)) {
      release(!failed);
      return;
    }
    // Moved, not copied: the nodes the browser already painted (and their images) stay as they are.
    element.before(drawing);
    element.style.display = 'none';
    observer.observe(element, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: [LOADING_MARKER],
    });
    return () => {
      observer.disconnect();
      input.stop();
      if (!released.current) {
        drawing.remove();
        element.style.removeProperty('display');
      }
    };
  }, [host, drawing, failed]);

  return keeping;
}
