import { HOME_WIDGETS } from '@mobile/shared-contracts';
import { lazy, Suspense } from 'react';
import { useShell } from '../app/shell-context';
import { RemoteArea } from '../federation/remote-area';
import { usePreloadNextPages } from '../federation/use-preload-next-pages';
import { useIdleAfterDraw } from '../ui/use-idle-after-draw';
import { BannerCarousel } from './banner-carousel';
import { HomePageView } from './home-page-view';

// Below the fold or not in the first paint: loaded in the first idle period after home has drawn.
const HomeFooter = lazy(() =>
  import(/* webpackChunkName: "home-later" */ './home-footer').then((m) => ({ default: m.HomeFooter })),
);
const InviteButton = lazy(() =>
  import(/* webpackChunkName: "home-later" */ './invite-button').then((m) => ({ default: m.InviteButton })),
);
const ContractPrompt = lazy(() =>
  import(/* webpackChunkName: "home-later" */ './contract-prompt').then((m) => ({
    default: m.ContractPrompt,
  })),
);
const LobbyNews = lazy(() =>
  import(/* webpackChunkName: "home-later" */ './lobby-news').then((m) => ({ default: m.LobbyNews })),
);
const LoginPopups = lazy(() =>
  import(/* webpackChunkName: "home-later" */ './popups/login-popups').then((m) => ({
    default: m.LoginPopups,
  })),
);

/** Home frame: banners, widgets of enabled remotes (a disabled remote's are simply not shown), footer. */
export function HomePage() {
  const { enabledRemotes } = useShell();
  const idle = useIdleAfterDraw();
  usePreloadNextPages('home');
  return (
    <HomePageView>
      <BannerCarousel />
      {HOME_WIDGETS.filter((w) => enabledRemotes.includes(w.owner)).map((widget) => (
        <RemoteArea
          key={widget.id}
          owner={widget.owner}
          expose={widget.expose}
          variant="widget"
          reserveHeight={widget.reserveHeight}
        />
      ))}
      {idle ? (
        <Suspense fallback={null}>
          <LobbyNews />
          <HomeFooter />
          <InviteButton />
          <ContractPrompt />
          <LoginPopups />
        </Suspense>
      ) : null}
    </HomePageView>
  );
}
