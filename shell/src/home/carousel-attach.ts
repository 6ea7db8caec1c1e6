import type { Autoplay } from './carousel-autoplay';

/**
 * Holds the autoplay while the carousel is off screen: scrolled away (the widgets, the footer), its moves
 * would scroll a strip nobody sees. One IntersectionObserver report per crossing, nothing per frame.
 */
function holdOffScreen(element: Element, autoplay: Autoplay): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (!entry) return;
    if (entry.isIntersecting) autoplay.release('offscreen');
    else autoplay.hold('offscreen');
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** Adds listeners and returns how to remove them all. */
function listen(target: EventTarget, handlers: Record<string, () => void>): () => void {
  const options = { passive: true };
  for (const [type, handler] of Object.entries(handlers)) target.addEventListener(type, handler, options);
  return () => {
    for (const [type, handler] of Object.entries(handlers)) target.removeEventListener(type, handler);
  };
}

/**
 * Holds the autoplay while it would get in the player's way (decision 0581, as Embla's autoplay did with
 * `stopOnInteraction: false`): off screen, while a finger is on the strip (a swipe ends a full delay before
 * the next move), while keyboard focus is inside (WCAG 2.2.2), while the tab is hidden. The listeners are
 * passive: the browser never waits for them before it scrolls. Returns how to stop watching.
 */
export function holdAutoplay(element: HTMLElement, autoplay: Autoplay, doc: Document = document): () => void {
  const hidden = () =>
    doc.visibilityState === 'hidden' ? autoplay.hold('hidden') : autoplay.release('hidden');
  hidden();
  const stops = [
    holdOffScreen(element, autoplay),
    listen(element, {
      touchstart: () => autoplay.hold('touch'),
      touchend: () => autoplay.release('touch'),
      touchcancel: () => autoplay.release('touch'),
      focusin: () => autoplay.hold('focus'),
      focusout: () => autoplay.release('focus'),
    }),
    listen(doc, { visibilitychange: hidden }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * Tells which slide fills the viewport (the dots follow it): an IntersectionObserver on the slides with the
 * viewport as its root reports each slide as it crosses half the viewport, whether a swipe or an autoplay
 * move scrolled it; no scroll listener, so no main-thread work for each frame of the scroll.
 */
export function watchSelected(viewport: Element, onSelect: (index: number) => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  const slides = Array.from(viewport.firstElementChild?.children ?? []);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        if (entry.isIntersecting && entry.intersectionRatio >= 0.5) onSelect(slides.indexOf(entry.target));
    },
    { root: viewport, threshold: 0.5 },
  );
  for (const slide of slides) observer.observe(slide);
  return () => observer.disconnect();
}

/**
 * Scrolls the strip to a slide with the browser's own smooth scroll: on a composited scroller it runs on
 * the compositor, where Embla's move ran a frame callback, style and commit on the main thread each frame.
 */
export function scrollToSlide(viewport: Element, index: number, smooth: boolean): void {
  viewport.scrollTo({ left: index * viewport.clientWidth, behavior: smooth ? 'smooth' : 'instant' });
}
