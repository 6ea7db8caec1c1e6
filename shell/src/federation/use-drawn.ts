import { type RefObject, useEffect, useState } from 'react';
import type { ParcelState } from './use-parcel';

/** A parcel that draws nothing (an empty widget) counts as drawn after this long. */
export const EMPTY_PARCEL_MS = 1_000;

/**
 * True once a mounted parcel has put something on screen. single-spa reports 'mounted' before React
 * has committed the parcel's first render, so the area keeps its reserved height until then.
 */
export function useDrawn(host: RefObject<HTMLElement | null>, state: ParcelState): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const element = host.current;
    if (state !== 'mounted' || !element) {
      setDrawn(false);
      return;
    }
    if (element.offsetHeight > 0) {
      setDrawn(true);
      return;
    }
    const done = () => setDrawn(true);
    const timer = setTimeout(done, EMPTY_PARCEL_MS);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (element.offsetHeight > 0) done();
          });
    observer?.observe(element);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [host, state]);
  return drawn;
}
