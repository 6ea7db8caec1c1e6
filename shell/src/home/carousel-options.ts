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
