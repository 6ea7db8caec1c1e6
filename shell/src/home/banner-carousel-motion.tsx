import { coveredByModal } from '@mobile/react-kit';
import { type RefObject, useEffect } from 'react';
import { holdAutoplay, scrollToSlide, watchSelected } from './carousel-attach';
import { startAutoplay } from './carousel-autoplay';
import { type CarouselBehaviour, nextSlide } from './carousel-options';

export interface BannerCarouselMotionProps extends CarouselBehaviour {
  /** The carousel's scroll-snap strip, already drawn with its slides (this part loads after home has drawn). */
  viewport: RefObject<HTMLElement | null>;
  reducedMotion: boolean;
  onSelect(index: number): void;
}

/**
 * The home banners' dots and autoplay, loaded after home has drawn (decision 0581). The strip itself is CSS
 * scroll snap: the swipe is the browser's own scroll, there before this code arrives. This part follows the
 * slide in view and, every `autoplayMs`, asks the browser for a smooth scroll to the next one. Draws nothing.
 */
export default function BannerCarouselMotion({
  viewport,
  loop,
  autoplayMs,
  reducedMotion,
  onSelect,
}: BannerCarouselMotionProps) {
  useEffect(() => {
    const strip = viewport.current;
    if (!strip) return;
    const count = strip.firstElementChild?.childElementCount ?? 0;
    let current = 0;
    const unwatch = watchSelected(strip, (index) => {
      current = index;
      onSelect(index);
    });
    if (!autoplayMs) return unwatch;
    const autoplay = startAutoplay(autoplayMs, () => {
      // Under the drawer or a dialog this move is skipped; the next comes a full delay later (0761).
      if (coveredByModal()) return;
      const next = nextSlide(current, count, loop);
      if (next === null) return;
      // The dots mark the move's target as it starts (as Embla's did), not when its slide crosses the middle.
      current = next;
      onSelect(next);
      scrollToSlide(strip, next, !reducedMotion);
    });
    const unhold = holdAutoplay(strip, autoplay);
    return () => {
      unhold();
      autoplay.end();
      unwatch();
    };
  }, [viewport, loop, autoplayMs, reducedMotion, onSelect]);

  return null;
}
