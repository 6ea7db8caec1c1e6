/** Longest the shell's code waits for the drawn frame's banner: a slow image must not hold the app back. */
export const FRAME_BANNER_WAIT_MS = 1_500;

/** The first banner of a home frame drawn by the server (tools/site/src/home-frame). */
const DRAWN_BANNER = '[data-prerendered] img.banner-carousel__image';

/**
 * Resolves once the server-drawn frame's first banner (the page's largest paint) is on screen: loaded
 * (or failed) and one frame painted. The shell's start chunks are requested after it, so on a slow link
 * the banner has the bandwidth to itself instead of sharing it with ~180 KB of JavaScript. At once when
 * nothing was drawn (every page but home, or the frame left out) or the banner is already there.
 */
export function whenFramePainted(doc: Document = document, waitMs = FRAME_BANNER_WAIT_MS): Promise<void> {
  const banner = doc.querySelector<HTMLImageElement>(DRAWN_BANNER);
  if (!banner || banner.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const view = doc.defaultView ?? window;
    const afterPaint = () => view.requestAnimationFrame(() => view.setTimeout(resolve, 0));
    const done = () => {
      view.clearTimeout(timer);
      banner.removeEventListener('load', done);
      banner.removeEventListener('error', done);
      afterPaint();
    };
    const timer = view.setTimeout(done, waitMs);
    banner.addEventListener('load', done);
    banner.addEventListener('error', done);
  });
}
