// Async boundary: shared singletons are negotiated before any of them is consumed.
import { initialLanguage } from './i18n/initial-language';
import { loadCommon } from './i18n/load-common';
import { captureInstallPrompt } from './pwa/install-prompt';

captureInstallPrompt();
// The catalogue is needed before the first render: fetch it alongside the app code, not after it.
loadCommon(initialLanguage(window.localStorage)).catch(() => undefined);
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
