import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { type RefObject, useEffect, useMemo } from 'react';
import type { CarouselBehaviour } from './carousel-options';

export interface BannerCarouselMotionProps extends CarouselBehaviour {
  /** The carousel's viewport, already drawn with its slides (this part loads after home has drawn). */
  viewport: RefObject<HTMLElement | null>;
  reducedMotion: boolean;
  onSelect(index: number): void;
}

/**
 * Swipe, loop and autoplay of the home banners (Embla), loaded after home has drawn: the banners are
 * on screen before this code arrives, the first one as the page's largest paint. Draws nothing itself.
 */
export default function BannerCarouselMotion({
  viewport,
  loop,
  autoplayMs,
  reducedMotion,
  onSelect,
}: BannerCarouselMotionProps) {
  // A swipe pauses nothing: the next slide still comes after the full delay.
  const plugins = useMemo(
    () => (autoplayMs ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false })] : []),
    [autoplayMs],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop, duration: reducedMotion ? 1 : 25 }, plugins);

  useEffect(() => {
    viewportRef(viewport.current);
    return () => viewportRef(null);
  }, [viewport, viewportRef]);

  useEffect(() => {
    if (!embla) return;
    const select = () => onSelect(embla.selectedScrollSnap());
    select();
    embla.on('select', select).on('reInit', select);
    return () => {
      embla.off('select', select).off('reInit', select);
    };
  }, [embla, onSelect]);

  return null;
}
