/**
 * Calls `attach` in a task of its own after the next frame, and returns how to cancel it. The carousel's
 * motion (Embla) measures its viewport and slides when it is given the viewport: given it in the commit
 * that mounts it (home's idle mounts, the footer and news among them), those reads forced the layout of
 * everything that commit inserted inside the same task. After a frame, the browser has laid the page out
 * on its own and the reads are cheap (decision 0512).
 */
export function afterNextFrame(attach: () => void, view: Window = window): () => void {
  let timer: number | undefined;
  const frame = view.requestAnimationFrame(() => {
    timer = view.setTimeout(attach, 0);
  });
  return () => {
    view.cancelAnimationFrame(frame);
    if (timer !== undefined) view.clearTimeout(timer);
  };
}

/** What pauses and resumes the autoplay: Embla's autoplay plugin, or nothing without autoplay. */
export interface Pausable {
  play(): void;
  stop(): void;
}

/**
 * Plays the autoplay only while the carousel is on screen: scrolled away (the widgets, the footer), its
 * slide animations would run a frame callback, style and compositing 60 times a second for a carousel
 * nobody sees, on the main thread the player's scroll and taps need. Returns how to stop watching.
 */
export function playWhileVisible(element: Element, autoplay: Pausable): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  // Only what this stopped is played again: the first report (on screen) leaves the running timer alone.
  let stopped = false;
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (!entry) return;
    if (!entry.isIntersecting) {
      autoplay.stop();
      stopped = true;
    } else if (stopped) {
      autoplay.play();
      stopped = false;
    }
  });
  observer.observe(element);
  return () => observer.disconnect();
}
