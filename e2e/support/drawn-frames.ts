import type { RemoteName } from '@mobile/shared-contracts';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectMounted } from './frame';
import { frameHintCookies, issueDrawCookie, type MintedSession, storeSession } from './session';
import { SITE } from './site';
import { expect } from './test';

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

/** A drawn page's journey: where it is, whom for, what its largest paint is, what to compare. */
export interface DrawnPageCase<T> {
  link: string;
  /** The remote whose parcel takes the drawing over. */
  remote: RemoteName;
  /** The drawn page's largest paint: recorded in every animation frame (`recordDrawnFrames`). */
  watched: string;
  /** What of the page must be the same drawn (JavaScript off) and once the parcel has it (JavaScript on). */
  read: (page: Page) => Promise<T>;
  /** Signed in (the frame hint cookies, and the session in storage when JavaScript runs); a guest without. */
  member?: MintedSession;
  /** The member's draw cookie too, as the shell asks for it after a sign-in (decisions 0641, 0642). */
  drawCookie?: boolean;
  viewport?: { width: number; height: number };
}

/** What `openDrawnTwice` saw: the drawing as the server sent it and the page after the parcel's swap. */
export interface DrawnAndSwapped<T> {
  drawn: T;
  swapped: T;
  /** The frames recorded from the end of the HTML's parse on (the first of them still drawn). */
  frames: DrawnFrame[];
  /** The page, with JavaScript, after the swap (open: the caller closes `context`). */
  page: Page;
  context: BrowserContext;
}

const PHONE = { width: 412, height: 915 };

async function contextFor(browser: Browser, javaScriptEnabled: boolean, drawn: DrawnPageCase<unknown>) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: drawn.viewport ?? PHONE });
  if (drawn.member) await context.addCookies(frameHintCookies(drawn.member, SITE.origin));
  if (drawn.member && drawn.drawCookie) await issueDrawCookie(context, drawn.member, SITE.origin);
  return context;
}

/**
 * Decision 0561's journey for a drawn page: opened without JavaScript (what the server drew, inside
 * `[data-drawn-page]`, read with `read`), then with it until the parcel has mounted and no drawn node is
 * left (read again), each animation frame recorded. Checks what every drawn page owes: the first frame
 * showing the largest paint shows the drawn one, the swap happened while recording, no layout shift, no
 * console error, no axe violation. The page-specific checks on `frames` (the largest paint in its place in
 * every frame) stay with the caller.
 */
export async function openDrawnTwice<T>(
  browser: Browser,
  drawn: DrawnPageCase<T>,
): Promise<DrawnAndSwapped<T>> {
  const plain = await contextFor(browser, false, drawn);
  const plainPage = await plain.newPage();
  await plainPage.goto(drawn.link);
  await expect(
    plainPage.locator(`[data-drawn-page] ${drawn.watched}`).first(),
    'drawn in the HTML',
  ).toBeAttached();
  const before = await drawn.read(plainPage);
  await plain.close();

  const context = await contextFor(browser, true, drawn);
  const page = await context.newPage();
  if (drawn.member) await storeSession(page, drawn.member);
  const errors = pageErrors(page);
  await recordDrawnFrames(page, drawn.watched);
  await page.goto(drawn.link);
  await expectMounted(page, drawn.remote);
  // The parcel's own page replaced the drawing: no drawn node left.
  await expect(page.locator('[data-drawn-page]')).toHaveCount(0);
  const after = await drawn.read(page);

  const { frames: recorded, shift } = await drawnFrames(page);
  expect(recorded[0]?.drawn, 'the first frame showing the largest paint shows the drawn one').toBe(true);
  // From the end of the HTML's parse on: before it, a frame may show the part parsed so far (fewer rows).
  const frames = recorded.slice(recorded.findIndex((frame) => frame.parsed));
  expect(frames[0]?.drawn, 'the drawing is still there once the HTML is parsed').toBe(true);
  expect(
    frames.some((frame) => !frame.drawn),
    'the swap happened while recording',
  ).toBe(true);
  expect(shift, 'layout shift').toBe(0);
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
  return { drawn: before, swapped: after, frames, page, context };
}
