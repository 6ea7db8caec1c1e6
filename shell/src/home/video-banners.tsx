import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon';
import { BannerLink } from './banner-link';
import { useBannerGroup } from './use-banner-group';

/** Reserved poster size (16:9), so late images move nothing. */
const POSTER_WIDTH = 320;
const POSTER_HEIGHT = 180;

/** Footer video banners (group m_video): a poster that links to the video; nothing when there are none. */
export function VideoBanners() {
  const { t } = useTranslation('common');
  const { data: videos = [] } = useBannerGroup('m_video');
  if (videos.length === 0) return null;
  return (
    <section className="home-footer__section" aria-label={t('home.videos')}>
      <ul className="video-banners" data-no-swipe-back>
        {videos.map((video) => (
          <li key={video.id} className="video-banners__item">
            <BannerLink
              link={video.link}
              label={t('home.watch', { title: video.title })}
              className="video-banners__link"
            >
              <img
                className="video-banners__poster"
                src={video.image}
                alt=""
                width={POSTER_WIDTH}
                height={POSTER_HEIGHT}
                loading="lazy"
                decoding="async"
              />
              <span className="video-banners__play" aria-hidden="true">
                <Icon name="play" />
              </span>
              <span className="video-banners__title">{video.title}</span>
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
