import { useStreamValue } from '@mobile/react-kit';
import { findExtraRoute, findRoute, frameRulesFor } from '@mobile/shared-contracts';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { useExtraRoutes } from '../app/use-extra-routes';
import { useChatLauncher } from '../chat/use-chat-launcher';
import { AppFrameView, FrameContent } from './app-frame-view';
import { backStep } from './back-target';
import { DownloadBanner } from './download-banner';
import { HomeHeader } from './home-header';
import {
  LazyDownloadPopup,
  LazyDrawer,
  LazyServiceModal,
  LazySignOutDialog,
  preloadPanels,
} from './lazy-panels';
import { OfflineNotice } from './offline-notice';
import { TabBar } from './tab-bar';
import { TitledBar } from './titled-bar';
import { ToastHost } from './toast-host';
import { useBusRouting } from './use-bus-routing';
import { useInstalledContext } from './use-installed-context';
import { useRouteFocus } from './use-route-focus';
import { useScrollRestoration } from './use-scroll-restoration';
import { useHasSiteHistory, usePreviousPath } from './use-site-history';
import { useSwipeBack } from './use-swipe-back';
import '../ui/ui.css';
// The overlay's styles stay in the start's CSS: every lazy panel and dialog uses them (one copy, not one per chunk).
import '../ui/overlay.css';
import './app-frame.css';

type Panel = 'drawer' | 'service' | 'download' | null;

/** Members only: a guest's start loads none of it. */
const RealityCheck = lazy(() =>
  import(/* webpackChunkName: "reality-check" */ '../reality-check/reality-check').then((m) => ({
    default: m.RealityCheck,
  })),
);

/** Page frame by the route's frame rules: header or titled bar, content, tab bar, and the frame's overlays. */
export function AppFrame({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { bus } = useShell();
  const signedIn = useStreamValue(bus.session$) !== null;
  const signOutStep = useStreamValue(bus.signOut$);
  const rules = frameRulesFor(location.pathname);
  const extraRoutes = useExtraRoutes();
  const installed = useInstalledContext();
  const hasSiteHistory = useHasSiteHistory();
  const previousPath = usePreviousPath();
  const [panel, setPanel] = useState<Panel>(null);
  const [shownKey, setShownKey] = useState(location.key);
  const close = useCallback(() => setPanel(null), []);
  const openService = useCallback(() => setPanel('service'), []);

  // Drawer, service modal and popup close whenever the page changes.
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setPanel(null);
  }
  const goBack = () => {
    const step = backStep(rules.back, { hasSiteHistory, previousPath: previousPath() });
    if (step.kind === 'history') navigate(-1);
    else navigate(step.path, { replace: true });
  };
  useBusRouting(openService, goBack);
  useChatLauncher();
  useScrollRestoration();
  useRouteFocus();
  useEffect(preloadPanels, []);
  const swipe = useSwipeBack(goBack, !rules.homeFrame);

  return (
    <AppFrameView tabBarShown={rules.tabBarShown} homeFrame={rules.homeFrame} {...swipe}>
      {rules.downloadBannerShown && !installed ? (
        <DownloadBanner onOpen={() => setPanel('download')} />
      ) : null}
      {rules.headerShown && rules.homeFrame ? <HomeHeader onOpenMenu={() => setPanel('drawer')} /> : null}
      {rules.headerShown && !rules.homeFrame ? (
        <TitledBar
          titleKey={findRoute(location.pathname)?.titleKey ?? null}
          title={findExtraRoute(location.pathname, extraRoutes)?.title}
          onBack={goBack}
        />
      ) : null}
      <FrameContent>{children}</FrameContent>
      <OfflineNotice aboveTabBar={rules.tabBarShown} />
      {rules.tabBarShown ? <TabBar onOpenService={openService} /> : null}
      <Suspense fallback={null}>
        {panel === 'drawer' ? (
          <LazyDrawer onClose={close} onOpenDownload={() => setPanel('download')} />
        ) : null}
        {panel === 'service' ? <LazyServiceModal onClose={close} /> : null}
        {panel === 'download' ? <LazyDownloadPopup onClose={close} /> : null}
        {/* After the panels: the confirm opens over the drawer that asked for it. */}
        {signOutStep === 'confirm' ? <LazySignOutDialog /> : null}
      </Suspense>
      <ToastHost />
      {signedIn ? (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      ) : null}
    </AppFrameView>
  );
}
