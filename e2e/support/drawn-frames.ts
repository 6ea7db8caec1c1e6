import type { Page } from '@playwright/test';

/** One animation frame of a drawn page: how many of the watched elements showed, the first one's place. */
export interface DrawnFrame {
  shown: number;
  top: number | null;
  /** The first watched element, when an image, had loaded (or it is no image). */
  loaded: boolean;
  /** The server's drawing was still on the page. */
  drawn: boolean;
  /** The HTML had been parsed whole (a frame before that may show the part parsed so far). */
  parsed: boolean;
}

interface Recording {
  frames: DrawnFrame[];
  shift: number;
}

/**
 * Installed before any script (decisions 0561, 0611): each animation frame's visible elements matching
 * `selector` (a drawn page's largest paint), from the first frame that shows one, and the layout shift
 * (without input) the page accumulates.
 */
export async function recordDrawnFrames(page: Page, selector: string): Promise<void> {
  await page.addInitScript((watched) => {
    const state: Recording = { frames: [], shift: 0 };
    (window as unknown as { __drawnFrames: Recording }).__drawnFrames = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const tick = () => {
      const shown = [...document.querySelectorAll(watched)].filter(
        (node) => node.getClientRects().length > 0,
      );
      const first = shown[0];
      if (first || state.frames.length > 0) {
        state.frames.push({
          shown: shown.length,
          top: first ? first.getBoundingClientRect().top : null,
          loaded: !(first instanceof HTMLImageElement) || (first.complete && first.naturalWidth > 0),
          drawn: document.querySelector('[data-drawn-page]') !== null,
          parsed: document.readyState !== 'loading',
        });
      }
      if (state.frames.length < 2000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, selector);
}

/** What `recordDrawnFrames` recorded so far. */
export function drawnFrames(page: Page): Promise<Recording> {
  return page.evaluate(() => (window as unknown as { __drawnFrames: Recording }).__drawnFrames);
}

/** Console errors and uncaught exceptions of `page` from now on, as they come. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
