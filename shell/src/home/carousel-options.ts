import { TIMERS } from '@mobile/shared-contracts';

export interface CarouselBehaviour {
  loop: boolean;
  /** Autoplay delay in ms, or null for no autoplay. */
  autoplayMs: number | null;
}

/** SPEC home banners: autoplay every 5 s and loop, but only with more than one banner; no autoplay for reduced motion. */
export function carouselBehaviour(count: number, reducedMotion: boolean): CarouselBehaviour {
  const many = count > 1;
  return { loop: many, autoplayMs: many && !reducedMotion ? TIMERS.bannerAutoplay : null };
}

/**
 * The slide the autoplay moves to from `current`: the next one, and from the last back to the first (a smooth
 * scroll back across the strip, decision 0581) when the carousel loops; null when it does not.
 */
export function nextSlide(current: number, count: number, loop: boolean): number | null {
  if (current + 1 < count) return current + 1;
  return loop && count > 1 ? 0 : null;
}
