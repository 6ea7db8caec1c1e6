import { PageTopBar, useMount } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { type AppLinks, appLinks, MIN_IOS_VERSION, type Platform, platformOf } from '../app-links';
import './app-download.css';

function Guide({ platform, links }: { platform: Platform; links: AppLinks }) {
  const { t } = useTranslation(MEMBER_NS);
  const download = platform === 'android' ? links.android : (links.ios ?? links.profile);
  const steps = [1, 2, 3].map((n) => t(`app.${platform}.step${n}`, { version: MIN_IOS_VERSION }));
  return (
    <section className="member-app__guide" aria-labelledby={`member-app-${platform}`}>
      <h2 id={`member-app-${platform}`} className="member-app__title">
        {t(`app.${platform}.title`)}
      </h2>
      {platform === 'ios' ? (
        <p className="member-app__note">{t('app.ios.minimum', { version: MIN_IOS_VERSION })}</p>
      ) : null}
      <ol className="member-app__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {download ? (
        <a className="mk-button member-app__download" href={download} rel="noopener noreferrer">
          {t(`app.${platform}.download`)}
        </a>
      ) : (
        <p className="member-app__note">{t('app.unavailable')}</p>
      )}
      {platform === 'ios' && links.ios && links.profile ? (
        <a className="member-app__alt" href={links.profile} rel="noopener noreferrer">
          {t('app.ios.profile')}
        </a>
      ) : null}
    </section>
  );
}

/** /m/app: Android and iOS guides with the site's download links; the player's own system first. */
export function AppDownloadPage() {
  const { merchant } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  const links = appLinks(merchant.settings.resources);
  const first = platformOf(navigator.userAgent, navigator.maxTouchPoints);
  const order: Platform[] = first === 'ios' ? ['ios', 'android'] : ['android', 'ios'];
  return (
    <div className="member-app">
      <PageTopBar title={t('app.title')} />
      {order.map((platform) => (
        <Guide key={platform} platform={platform} links={links} />
      ))}
    </div>
  );
}
