/* @jsxRuntime automatic -- also run by the home-frame server (tsx outside the shell's tsconfig) */
import type { ReactNode, RefObject } from 'react';
import type { FrameLink } from '../ui/plain-link';
import type { Texts } from '../ui/texts';
import { BannerLinkView } from './banner-link-view';
import type { Banner } from './banners-of';

/** Reserved image size (5:2): the box keeps its height before and after the images load. */
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 300;

export interface BannerCarouselViewProps {
  t: Texts;
  banners: readonly Banner[];
  Link: FrameLink;
  /** The slide the dots mark. */
  selected: number;
  /**
   * Slides drawn, from the first (all by default). The server-drawn frame draws only the first: the others'
   * images would compete with it for a slow link before the shell has started.
   */
  slidesDrawn?: number;
  viewportRef?: RefObject<HTMLDivElement | null>;
  /** The carousel's motion (swipe, autoplay), loaded once the page is idle. */
  children?: ReactNode;
}

/** SPEC home banner carousel as drawn: the slides (the first at high priority) and the dots. */
export function BannerCarouselView(props: BannerCarouselViewProps) {
  const { t, banners, Link, selected, slidesDrawn = banners.length, viewportRef, children } = props;
  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={t('home.banners')}>
      {children}
      {/* A scroll-snap strip (decision 0581): focusable, so a keyboard scrolls it too (axe's scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container the keyboard must reach (WCAG 2.1.1) */}
      <div className="banner-carousel__viewport" ref={viewportRef} tabIndex={0} data-no-swipe-back>
        <div className="banner-carousel__track">
          {banners.slice(0, slidesDrawn).map((banner, index) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: a slide is a group, not a form fieldset
            <div
              key={banner.id}
              className="banner-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slide', { index: index + 1, count: banners.length })}
            >
              <BannerLinkView
                link={banner.link}
                label={banner.title}
                className="banner-carousel__link"
                Link={Link}
              >
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
              </BannerLinkView>
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
