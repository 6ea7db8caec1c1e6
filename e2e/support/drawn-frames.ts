import type { Page } from '@playwright/test';

/** One animation frame of a page whose content the server drew (decisions 0561, 0621). */
export interface DrawnFrame {
  /** How many of the watched elements are visible. */
  shown: number;
  /** The first one's top, or null. */
  top: number | null;
  /** Whether the server's drawing is still in the document. */
  drawn: boolean;
}

/**
 * Installed before any script: from the first frame that shows one of `selector`'s elements, each
 * animation frame's visible count and the first one's top, and the layout shift so far.
 */
export async function recordDrawnFrames(page: Page, selector: string): Promise<void> {
  await page.addInitScript((watched: string) => {
    const frames: { shown: number; top: number | null; drawn: boolean }[] = [];
    const state = { frames, shift: 0 };
    (window as unknown as { __drawn: typeof state }).__drawn = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const tick = () => {
      const shown = [...document.querySelectorAll(watched)].filter(
        (element) => element.getClientRects().length > 0,
      );
      if (shown.length > 0 || frames.length > 0) {
        frames.push({
          shown: shown.length,
          top: shown[0] ? shown[0].getBoundingClientRect().top : null,
          drawn: document.querySelector('[data-drawn-page]') !== null,
        });
      }
      if (frames.length < 2000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, selector);
}

/** What `recordDrawnFrames` recorded so far. */
export const drawnFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __drawn: { frames: DrawnFrame[]; shift: number } }).__drawn);
