import { lazy } from 'react';

/**
 * Drawer, service modal, download popup and the sign-out dialog open on a tap, never at first paint: they load as their own
 * chunk, fetched when the browser is idle after the page has drawn (see preloadPanels).
 */
const loadDrawer = () => import(/* webpackChunkName: "frame-panels" */ './drawer');
const loadServiceModal = () => import(/* webpackChunkName: "frame-panels" */ './service-modal');
const loadDownloadPopup = () => import(/* webpackChunkName: "frame-panels" */ './download-popup');
const loadSignOutDialog = () => import(/* webpackChunkName: "frame-panels" */ './sign-out-dialog');

export const LazyDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.Drawer })));
export const LazyServiceModal = lazy(() => loadServiceModal().then((m) => ({ default: m.ServiceModal })));
export const LazyDownloadPopup = lazy(() => loadDownloadPopup().then((m) => ({ default: m.DownloadPopup })));
export const LazySignOutDialog = lazy(() => loadSignOutDialog().then((m) => ({ default: m.SignOutDialog })));

export function preloadPanels(): void {
  const load = () => {
    Promise.all([loadDrawer(), loadServiceModal(), loadDownloadPopup(), loadSignOutDialog()]).catch(
      () => undefined,
    );
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5_000 });
  else setTimeout(load, 2_000);
}
