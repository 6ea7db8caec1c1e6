/* @jsxRuntime automatic -- also run by the home-frame server (tsx outside the shell's tsconfig) */
import { frameRulesFor, HOME_PATH, type RemoteName } from '@mobile/shared-contracts';
import { BannerCarouselView } from '../home/banner-carousel-view';
import type { Banner } from '../home/banners-of';
import { HomePageView } from '../home/home-page-view';
import { PlainLink } from '../ui/plain-link';
import type { Texts } from '../ui/texts';
import { AppFrameView, FrameContent } from './app-frame-view';
import { DownloadBannerView } from './download-banner-view';
import { HomeHeaderView } from './home-header-view';
import { NoticeTickerView } from './notice-ticker-view';
import { TabBarView } from './tab-bar-view';
import { tabItemsFor } from './tab-items';

export interface PrerenderedHomeFrameProps {
  t: Texts;
  siteName: string;
  enabledRemotes: readonly RemoteName[];
  /** The home banners (group m_home); the first is drawn, the others counted. */
  banners: readonly Banner[];
  /** The shell's `mc_signed_in` hint: the header leaves login and register out. */
  signedIn: boolean;
  /** False when the player closed the bar in this session, or inside the installed app. */
  downloadBarShown: boolean;
}

/**
 * /m/home as the shell's first render draws it, before any JavaScript: the frame's own views with plain
 * links, buttons disabled until the shell replaces the frame in place (tools/site/src/home-frame draws it
 * into the HTML; `prerendered-home-frame.test.tsx` holds it equal to the shell's render).
 */
export function PrerenderedHomeFrame(props: PrerenderedHomeFrameProps) {
  const { t, siteName, enabledRemotes, banners, signedIn, downloadBarShown } = props;
  const rules = frameRulesFor(HOME_PATH);
  return (
    <AppFrameView tabBarShown={rules.tabBarShown} homeFrame={rules.homeFrame} prerendered>
      {rules.downloadBannerShown && downloadBarShown ? (
        <DownloadBannerView t={t} siteName={siteName} />
      ) : null}
      {rules.headerShown ? (
        <HomeHeaderView
          t={t}
          siteName={siteName}
          member={signedIn ? 'pending' : null}
          unreadInbox={0}
          scrolled={false}
          Link={PlainLink}
          ticker={<NoticeTickerView t={t} titles={undefined} Link={PlainLink} />}
          freePlay={signedIn ? undefined : { kind: 'entry', href: '/m/trail' }}
        />
      ) : null}
      <FrameContent>
        <HomePageView>
          <BannerCarouselView t={t} banners={banners} Link={PlainLink} selected={0} slidesDrawn={1} />
        </HomePageView>
      </FrameContent>
      {rules.tabBarShown ? (
        <TabBarView t={t} items={tabItemsFor(HOME_PATH, enabledRemotes)} Link={PlainLink} unread={0} />
      ) : null}
    </AppFrameView>
  );
}
