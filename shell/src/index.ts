// Async boundary: shared singletons are negotiated before any of them is consumed.
import { whenFramePainted } from './app/when-frame-painted';
import { yieldToMain } from './app/yield-to-main';
import { initialLanguage } from './i18n/initial-language';
import { loadCommon } from './i18n/load-common';
import { captureInstallPrompt } from './pwa/install-prompt';
import { keepStorageInMemoryWhenBlocked } from './session/private-mode';

// The browser's Intl data is set up on another thread while this one starts (decision 0701). Where workers
// cannot start (an old browser, a policy), the first Intl call sets it up here, as before.
try {
  new Worker(new URL('./intl/warm-intl.worker.ts', import.meta.url), { name: 'warm-intl' });
} catch {
  // Nothing lost but the head start.
}

// Private mode or blocked site data: storage in memory before anything reads it (SPEC 8).
keepStorageInMemoryWhenBlocked(window);

captureInstallPrompt();
// A home frame drawn by the server paints its banner first; the app's code follows (at once elsewhere).
whenFramePainted()
  // This file's task evaluated the federation runtime: the start's own work begins in a task of its own.
  .then(yieldToMain)
  .then(() => {
    // The catalogue is needed before the first render: fetch it alongside the app code, not after it.
    loadCommon(initialLanguage(window.localStorage)).catch(() => undefined);
    // React DOM, the largest start module, asked for apart: it is evaluated in a task of its own when it
    // arrives, not in the one that evaluates the rest of the start (bootstrap imports it when it renders).
    import('react-dom/client').catch(() => undefined);
  })
  // Asking for a chunk negotiates the shared modules it consumes (the federation runtime's loadShare, a few
  // milliseconds each): React DOM's in the task above, the start's own in the next one.
  .then(yieldToMain)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
