/* @jsxRuntime automatic */
import { isPathEnabled, type RemoteName } from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import type { MerchantFrameData } from './frame-data';

/** `common` texts of the player's language (shell/src/i18n/locales/<LANG>.json). */
export type Texts = (key: string, values?: Record<string, string | number>) => string;

export interface FrameMarkupProps {
  data: MerchantFrameData;
  t: Texts;
  signedIn: boolean;
  downloadClosed: boolean;
}

/** Stroke paths of the shell's icons (shell/src/ui/icon.tsx) that the frame shows. */
const PATHS = {
  home: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5',
  gift: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8C10 3 6 4 7.5 6.5S12 8 12 8zm0 0c2-5 6-4 4.5-1.5S12 8 12 8z',
  deposit: 'M3 6h18v13H3zM3 10h18M12 12.5v4M10 14.5l2 2 2-2',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  headset: 'M4 14v-2a8 8 0 0116 0v2M4 14h3v6H4zM17 14h3v6h-3zM20 20c0 1-2 2-5 2',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M5 5l14 14M19 5L5 19',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  megaphone: 'M3 10v4h3l7 5V5L6 10zM17 8a5 5 0 010 8',
} as const;

function Icon({ name, size = 24 }: { name: keyof typeof PATHS; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** The shell's tab bar (shell/src/frame/tab-bar.tsx, TAB_PATHS). */
const TABS = [
  { path: '/m/home', labelKey: 'tab.home', icon: 'home' },
  { path: '/m/activity', labelKey: 'tab.promotions', icon: 'gift' },
  { path: '/m/voucherCenter', labelKey: 'tab.deposit', icon: 'deposit' },
  { path: '/m/member/home', labelKey: 'tab.member', icon: 'user' },
] as const;

/** A banner's link as the shell's BannerLink draws it: a path of this site, an http(s) page, or none. */
function BannerLink({ link, label, children }: { link: string | null; label: string; children: ReactNode }) {
  const value = link?.trim() ?? '';
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'))
    return (
      <a className="banner-carousel__link" href={value} aria-label={label}>
        {children}
      </a>
    );
  if (/^https?:\/\//.test(value))
    return (
      <a
        className="banner-carousel__link"
        href={value}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
      >
        {children}
      </a>
    );
  return <div className="banner-carousel__link">{children}</div>;
}

/**
 * The home frame exactly as the shell's first render draws it for a guest on /m/home (download bar,
 * header with ticker bar, first banner, tab bar), with plain links, so the first paint needs no
 * JavaScript. Links are real links; the buttons (menu, service, close) wait disabled for the shell's
 * first render, which replaces the frame in place (the e2e suite `perf-home-frame` checks that nothing
 * moves when it does).
 */
export function HomeFrameMarkup({ data, t, signedIn, downloadClosed }: FrameMarkupProps) {
  const enabled: readonly RemoteName[] = data.enabledRemotes;
  return (
    <div className="app-frame app-frame--tab-bar" data-home="true" data-prerendered="">
      {downloadClosed ? null : (
        <aside className="download-banner" aria-label={t('download.bannerLabel')}>
          <button
            type="button"
            className="icon-button download-banner__close"
            aria-label={t('download.dismiss')}
          >
            <Icon name="close" size={18} />
          </button>
          <span className="download-banner__logo" aria-hidden="true">
            <Icon name="download" />
          </span>
          <span className="download-banner__text">
            <strong>{data.siteName}</strong>
            <span>{t('download.bannerText')}</span>
          </span>
          <a className="download-banner__open" href="/m/app">
            {t('download.open')}
          </a>
        </aside>
      )}
      <header className="home-header">
        <div className="home-header__bar">
          {signedIn ? (
            <span className="home-header__site">{data.siteName}</span>
          ) : (
            <>
              <span className="home-header__site">{data.siteName}</span>
              <a className="text-button" href="/m/login">
                {t('frame.login')}
              </a>
              <a className="text-button text-button--solid" href="/m/register">
                {t('frame.register')}
              </a>
            </>
          )}
          <button type="button" className="icon-button" aria-label={t('frame.openMenu')} disabled>
            <Icon name="menu" />
          </button>
        </div>
        <a className="notice-ticker" href="/m/notice">
          <Icon name="megaphone" size={18} />
          <span className="mk-visually-hidden">{t('frame.notices')}</span>
          <span className="notice-ticker__viewport">
            <span className="notice-ticker__empty" />
          </span>
        </a>
      </header>
      <main className="app-frame__content">
        <div className="home-page">
          <section className="banner-carousel" aria-roledescription="carousel" aria-label={t('home.banners')}>
            <div className="banner-carousel__viewport">
              <div className="banner-carousel__track">
                {data.banner ? (
                  // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern, as the shell's carousel
                  <div
                    className="banner-carousel__slide"
                    role="group"
                    aria-roledescription="slide"
                    aria-label={t('home.slide', { index: 1, count: data.bannerCount })}
                  >
                    <BannerLink link={data.banner.link} label={data.banner.title}>
                      <img
                        className="banner-carousel__image"
                        src={data.banner.image}
                        alt={data.banner.title}
                        width={750}
                        height={300}
                        loading="eager"
                        fetchPriority="high"
                        decoding="async"
                      />
                    </BannerLink>
                  </div>
                ) : null}
              </div>
            </div>
          </section>
        </div>
      </main>
      <nav className="tab-bar" aria-label={t('tab.navLabel')}>
        {TABS.filter((tab) => isPathEnabled(tab.path, enabled)).map((tab) => (
          <a
            key={tab.path}
            href={tab.path}
            className={`tab-bar__item${tab.path === '/m/home' ? ' tab-bar__item--active' : ''}`}
            aria-current={tab.path === '/m/home' ? 'page' : undefined}
          >
            <Icon name={tab.icon} />
            <span className="tab-bar__label">{t(tab.labelKey)}</span>
          </a>
        ))}
        <button type="button" className="tab-bar__item" aria-label={t('tab.service')} disabled>
          <Icon name="headset" />
          <span className="tab-bar__label">{t('tab.service')}</span>
        </button>
      </nav>
    </div>
  );
}
