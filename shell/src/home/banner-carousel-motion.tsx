import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { type RefObject, useEffect, useMemo } from 'react';
import { afterNextFrame, playWhileVisible } from './carousel-attach';
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

  // Embla measures the viewport when it gets it: after a frame, in a task of its own (carousel-attach.ts).
  useEffect(() => {
    const cancel = afterNextFrame(() => viewportRef(viewport.current));
    return () => {
      cancel();
      viewportRef(null);
    };
  }, [viewport, viewportRef]);

  useEffect(() => {
    if (!embla) return;
    const select = () => onSelect(embla.selectedScrollSnap());
    select();
    embla.on('select', select).on('reInit', select);
    const autoplay = embla.plugins().autoplay;
    const unwatch = autoplay ? playWhileVisible(embla.rootNode(), autoplay) : () => undefined;
    return () => {
      unwatch();
      embla.off('select', select).off('reInit', select);
    };
  }, [embla, onSelect]);

  return null;
}
