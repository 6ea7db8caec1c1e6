/**
 * How long the first render has the phone to itself before work no one is waiting for (the likely next
 * pages, the service worker's precache) begins: widgets, their data and the first pictures load first.
 */
export const SETTLE_MS = 3_000;

/**
 * What shows the player is about to go somewhere: the deferred work starts then rather than later. Touches
 * and keys are heard anywhere (capture); `scroll` only from the page itself (an element's scroll, such as
 * the winners board scrolling by itself, does not bubble to the window).
 */
const INTENT_EVENTS = [
  ['pointerdown', true],
  ['touchstart', true],
  ['keydown', true],
  ['scroll', false],
] as const;

/**
 * Runs `task` once: `delayMs` after this call (made when the first render is under way), or at the
 * player's first touch, key or scroll if that comes sooner. Returns a function that cancels it.
 */
export function afterStartSettles(
  task: () => void,
  delayMs: number = SETTLE_MS,
  win: Window = window,
): () => void {
  let done = false;
  const cancel = () => {
    done = true;
    win.clearTimeout(timer);
    for (const [type, capture] of INTENT_EVENTS) win.removeEventListener(type, run, { capture });
  };
  function run() {
    if (done) return;
    cancel();
    task();
  }
  const timer = win.setTimeout(run, delayMs);
  for (const [type, capture] of INTENT_EVENTS) win.addEventListener(type, run, { capture, passive: true });
  return cancel;
}
