import { useReducedMotion } from '@mobile/react-kit';
import { lazy, Suspense, useRef, useState } from 'react';
import { RouterLink } from '../ui/router-link';
import { useIdleAfterDraw } from '../ui/use-idle-after-draw';
import { useTexts } from '../ui/use-texts';
import { BannerCarouselView } from './banner-carousel-view';
import { carouselBehaviour } from './carousel-options';
import { useBannerGroup } from './use-banner-group';
import './banner-carousel.css';

const loadMotion = () => import(/* webpackChunkName: "banner-motion" */ './banner-carousel-motion');
const BannerCarouselMotion = lazy(loadMotion);

/**
 * SPEC home banner carousel (group m_home): autoplay 5 s, loop only with more than one banner. The slides
 * draw at once in a CSS scroll-snap strip that swipes natively; the dots and the autoplay load once the page
 * is idle, off the start's critical path (decision 0581).
 */
export function BannerCarousel() {
  const t = useTexts();
  const { data: banners = [] } = useBannerGroup('m_home');
  const reducedMotion = useReducedMotion();
  const behaviour = carouselBehaviour(banners.length, reducedMotion);
  // A ref object, not a state set by a callback ref: a state set while React commits is a synchronous update,
  // which made React run every passive effect of the first render and render again inside the commit's task.
  const viewport = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const idle = useIdleAfterDraw();

  return (
    <BannerCarouselView t={t} banners={banners} Link={RouterLink} selected={selected} viewportRef={viewport}>
      {idle && banners.length > 1 ? (
        <Suspense fallback={null}>
          <BannerCarouselMotion
            viewport={viewport}
            {...behaviour}
            reducedMotion={reducedMotion}
            onSelect={setSelected}
          />
        </Suspense>
      ) : null}
    </BannerCarouselView>
  );
}
