import { useTranslation } from 'react-i18next';
import { BannerLink } from './banner-link';
import './lobby-news.css';
import { useLobbyNews } from './use-lobby-news';

/**
 * Lobby news (GLS2_lobbyNews): the merchant's hot news as a list of headlines above the footer; a
 * headline with a linkage (usually a video) opens it in a new tab. Nothing when there is none.
 */
export function LobbyNews() {
  const { t } = useTranslation('common');
  const { data } = useLobbyNews();
  const news = data?.content ?? [];
  if (news.length === 0) return null;
  return (
    <section className="lobby-news" aria-labelledby="lobby-news-title">
      <h2 id="lobby-news-title" className="lobby-news__title">
        {t('home.news')}
      </h2>
      <ul className="lobby-news__list">
        {news.map((item) => (
          <li key={item.id}>
            <BannerLink
              link={item.linkage}
              label={item.linkage ? t('home.watch', { title: item.title }) : item.title}
              className="lobby-news__item"
            >
              {item.title}
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
