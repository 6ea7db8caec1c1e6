import { ErrorState, PageSpinner, useStreamValue } from '@mobile/react-kit';
import {
  accessVerdict,
  FREE_REJECT_TOAST,
  findExtraRoute,
  findRoute,
  HOME_PATH,
  isHomePath,
  LOGIN_PATH,
  loginHref,
} from '@mobile/shared-contracts';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isDrawnPage } from '../federation/drawn-page';
import { placeOfPage } from '../federation/preload-places';
import { RemoteArea } from '../federation/remote-area';
import { usePreloadNextPages } from '../federation/use-preload-next-pages';
import { useFieldView } from '../field/use-field-view';
import { PageTransition } from '../frame/page-transition';
import { HomePage } from '../home/home-page';
import type { ShellBus } from '../session/create-bus';
import { finishSignOut } from '../session/sign-out-flow';
import { useShell } from './shell-context';
import { useAccessContext } from './use-access-context';
import { useExtraRoutes } from './use-extra-routes';

/** A merchant's link route (a framed page): loaded when one is opened, not with every start. */
const ExtraLinkPage = lazy(() =>
  import(/* webpackChunkName: "extra-link-page" */ './extra-link-page').then((m) => ({
    default: m.ExtraLinkPage,
  })),
);

/**
 * Draws the page for the current path: home for home-type paths, the owning remote's parcel for a
 * route of an enabled remote, a merchant's extra route, and home again for anything else (unknown or
 * switched-off routes).
 */
export function RouteOutlet() {
  const { pathname, search, key } = useLocation();
  // The document's first location (a deep link) draws its page in slices beside the start; any page after
  // it was opened by the player (a tap, Back), who waits for it: its parcel draws in one task.
  const firstKey = useRef(key);
  const urgent = key !== firstKey.current;
  const { enabledRemotes, bus } = useShell();
  const access = useAccessContext();
  const signOutStep = useStreamValue(bus.signOut$);
  const extraRoutes = useExtraRoutes();
  const home = isHomePath(pathname);
  useEffect(() => {
    if (home) finishSignOut(bus);
  }, [home, bus]);
  // Home is the shell's page (its widgets' areas are not pages); a remote's page counts in its RemoteArea.
  useFieldView(pathname, 'shell', home);
  const route = home ? undefined : findRoute(pathname);
  // The server drew the first page's content (decision 0561): that page appears without fading in.
  const firstDrawn = useRef(route ? isDrawnPage(route.owner, route.expose) : false);
  // The member centre's grid and the agent menu: their pages are preloaded once the page has settled.
  usePreloadNextPages(placeOfPage(route?.key));

  if (home) return <HomePage />;
  const extra = route ? undefined : findExtraRoute(pathname, extraRoutes);
  // A merchant's extra route opens an existing page (its own rules apply there) or a trusted link.
  if (extra?.kind === 'page') return <Navigate to={extra.target} replace />;
  if (extra?.kind === 'link')
    return (
      <Suspense fallback={<PageSpinner />}>
        <ExtraLinkPage key={extra.path} route={extra} />
      </Suspense>
    );
  if (!route || !enabledRemotes.includes(route.owner)) return <Navigate to={HOME_PATH} replace />;
  const verdict = accessVerdict(route.access, access);
  if (verdict === 'login') {
    // The player signed out here: the sign-out flow is taking them home (SPEC 4), not to login.
    if (signOutStep === 'signed-out') return <Navigate to={HOME_PATH} replace />;
    const login = findRoute(LOGIN_PATH);
    if (login && enabledRemotes.includes(login.owner)) {
      return <Navigate to={loginHref(pathname + search)} replace />;
    }
    // No login page for this merchant: say why instead of bouncing the player somewhere else.
    return <ErrorState messageKey="error.notLoggedIn" />;
  }
  // A refused type (free play on deposit, an agent type on withdraw): free_reject (2 s) and home, per the record.
  if (verdict === 'reject') return <RejectedToHome bus={bus} />;
  if (verdict !== 'allow') return <Navigate to={HOME_PATH} replace />;
  return (
    <PageTransition key={route.path} still={!urgent && firstDrawn.current}>
      <RemoteArea owner={route.owner} expose={route.expose} urgent={urgent} />
    </PageTransition>
  );
}

/** SPEC 5 free-access check on a page's rule: the member is told free_reject, and the page is replaced by home. */
function RejectedToHome({ bus }: { bus: ShellBus }) {
  useEffect(() => {
    bus.emit(FREE_REJECT_TOAST);
  }, [bus]);
  return <Navigate to={HOME_PATH} replace />;
}
