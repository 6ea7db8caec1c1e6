// Async boundary: shared singletons are negotiated before any of them is consumed.
import { whenFramePainted } from './app/when-frame-painted';
import { initialLanguage } from './i18n/initial-language';
import { loadCommon } from './i18n/load-common';
import { captureInstallPrompt } from './pwa/install-prompt';

captureInstallPrompt();
// A home frame drawn by the server paints its banner first; the app's code follows (at once elsewhere).
whenFramePainted().then(() => {
  // The catalogue is needed before the first render: fetch it alongside the app code, not after it.
  loadCommon(initialLanguage(window.localStorage)).catch(() => undefined);
  return import(/* webpackChunkName: "bootstrap" */ './bootstrap');
});
