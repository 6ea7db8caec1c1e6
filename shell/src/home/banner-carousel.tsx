import { useReducedMotion } from '@mobile/react-kit';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdleAfterDraw } from '../ui/use-idle-after-draw';
import { BannerLink } from './banner-link';
import { carouselBehaviour } from './carousel-options';
import { useBannerGroup } from './use-banner-group';
import './banner-carousel.css';

/** Reserved image size (5:2): the box keeps its height before and after the images load. */
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 300;

const loadMotion = () => import(/* webpackChunkName: "banner-motion" */ './banner-carousel-motion');
const BannerCarouselMotion = lazy(loadMotion);

/**
 * SPEC home banner carousel (group m_home): autoplay 5 s, loop only with more than one banner. The slides
 * draw at once; swiping and autoplay (Embla) load once the page is idle, off the start's critical path.
 */
export function BannerCarousel() {
  const { t } = useTranslation('common');
  const { data: banners = [] } = useBannerGroup('m_home');
  const reducedMotion = useReducedMotion();
  const behaviour = carouselBehaviour(banners.length, reducedMotion);
  // A ref object, not a state set by a callback ref: a state set while React commits is a synchronous update,
  // which made React run every passive effect of the first render and render again inside the commit's task.
  const viewport = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const idle = useIdleAfterDraw();

  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={t('home.banners')}>
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
      <div className="banner-carousel__viewport" ref={viewport} data-no-swipe-back>
        <div className="banner-carousel__track">
          {banners.map((banner, index) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: a slide is a group, not a form fieldset
            <div
              key={banner.id}
              className="banner-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slide', { index: index + 1, count: banners.length })}
            >
              <BannerLink link={banner.link} label={banner.title} className="banner-carousel__link">
                <img
                  className="banner-carousel__image"
                  src={banner.image}
                  alt={banner.title}
                  width={BANNER_WIDTH}
                  height={BANNER_HEIGHT}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  decoding="async"
                />
              </BannerLink>
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 ? (
        <div className="banner-carousel__dots" aria-hidden="true">
          {banners.map((banner, index) => (
            <span
              key={banner.id}
              className={`banner-carousel__dot${index === selected ? ' banner-carousel__dot--active' : ''}`}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
