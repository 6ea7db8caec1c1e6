import { useReducedMotion } from '@mobile/react-kit';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerLink } from './banner-link';
import { carouselBehaviour } from './carousel-options';
import { useBannerGroup } from './use-banner-group';
import './banner-carousel.css';

/** Reserved image size (5:2): the box keeps its height before and after the images load. */
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 300;

/** SPEC home banner carousel (group m_home): autoplay 5 s, loop only with more than one banner. */
export function BannerCarousel() {
  const { t } = useTranslation('common');
  const { data: banners = [] } = useBannerGroup('m_home');
  const reducedMotion = useReducedMotion();
  const { loop, autoplayMs } = carouselBehaviour(banners.length, reducedMotion);
  // A swipe pauses nothing: the next slide still comes after the full delay.
  const plugins = useMemo(
    () => (autoplayMs ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false })] : []),
    [autoplayMs],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop, duration: reducedMotion ? 1 : 25 }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={t('home.banners')}>
      <div className="banner-carousel__viewport" ref={viewportRef} data-no-swipe-back>
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
