import {
  isHomePath,
  isStandaloneIos,
  randomVisitorId,
  resolveMerchant,
  STORAGE_KEYS,
  visitorIdOf,
} from '@mobile/shared-contracts';
import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { startTransition } from 'react';
import { createActionTrace } from './api/action-trace';
import { createApiClient } from './api/create-api-client';
import { probeApi } from './api/probe-api';
import { createReachability } from './api/reachability';
import { refetchAfterOutage } from './api/refetch-after-outage';
import { App } from './app/app';
import { startDrawCookie } from './app/draw-cookie';
import { startBalanceHiddenHint, startFrameHints } from './app/frame-hints';
import { firstCallsToMake, pageFirstCalls, prefetchFirstCalls } from './app/page-first-calls';
import { loadStartUp, sessionFromToken } from './app/start-up';
import { yieldToMain } from './app/yield-to-main';
import { keepDrawnPage } from './federation/drawn-page';
import { preloadHomeWidgets } from './federation/preload-home-widgets';
import { registerMerchantRemotes } from './federation/remote-registry';
import { listenForPageErrors } from './field/field-queue';
import { startFieldBeaconWhenSettled } from './field/start-field-beacon';
import { bannerGroupQuery } from './home/use-banner-group';
import { lobbyNewsQuery } from './home/use-lobby-news';
import { createI18n, ensureApiMessages, initialLanguage } from './i18n/create-i18n';
import { startLanguageController } from './i18n/language-controller';
import { registerServiceWorker } from './pwa/register-service-worker';
import { urlTokenOutcome } from './session/account-choice';
import { createBus } from './session/create-bus';
import { storageInMemory } from './session/private-mode';
import { startSessionController } from './session/session-controller';
import { endExpiredSession } from './session/session-expired';
import { readSession } from './session/session-storage';
import { startUnreadRefresh, UNREAD_REFRESH_MS } from './session/unread-refresh';
import { takeStoredUrlToken, takeUrlToken } from './session/url-token';
import '@mobile/react-kit/kit.css';
import './styles/base.css';

/** Longest the first render waits for home banners once they are late. */
const HOME_CONTENT_WAIT_MS = 2_000;

/** User timing marks of the start (read by `pnpm bench`, and by any real-user monitoring). */
export const START_MARKS = { start: 'shell:start', render: 'shell:render' } as const;

async function start() {
  // Every chunk the app needs to run is here: what the page asked for until now is its critical path.
  performance.mark(START_MARKS.start);
  // Errors from the start on are counted by the field beacon (it sends them once it runs, if sampled).
  listenForPageErrors(window);
  const storage = window.localStorage;
  // Asked for by the entry beside this chunk (index.ts), so evaluated in a task of its own: resolved here.
  const reactDom = import('react-dom/client');
  // This task evaluated the start's modules; the start-up calls are made in the next one.
  await yieldToMain();
  const merchantCode = resolveMerchant({
    hostname: window.location.hostname,
    override: storage.getItem(STORAGE_KEYS.testMerchant),
  });
  // index.html's first script moved a token from the address to sessionStorage before any other request;
  // an address it could not clean (the script refused) is cleaned here, by the same rule.
  const addressToken = takeUrlToken(window.location.href);
  if (addressToken.cleanUrl !== window.location.pathname + window.location.search + window.location.hash) {
    window.history.replaceState(window.history.state, '', addressToken.cleanUrl);
  }
  const urlToken = takeStoredUrlToken(window.sessionStorage) ?? addressToken.token;

  const language = initialLanguage(storage);
  const storedSession = readSession(storage);
  const bus = createBus({ session: storedSession, language });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
  // An API that stops answering is probed with backoff; once back, what failed meanwhile loads by itself.
  const reachability = createReachability({
    probe: () => probeApi(merchantCode),
    onRecovered: () => void refetchAfterOutage(queryClient, bus.emit),
    reachable$: bus.apiReachable$,
  });
  let pendingToken: string | null = null;
  // The catalogue is made after the first calls are out: a call that fails before has its messages
  // loaded as soon as it is there (a toast re-renders when they arrive).
  let i18nReady: Promise<I18n> | null = null;
  let errorMessagesWanted = false;
  const prepareErrorMessages = async (): Promise<void> => {
    if (i18nReady) return ensureApiMessages(await i18nReady);
    errorMessagesWanted = true;
  };
  // Every call carries the W3C trace of the player's action that led to it (a tap, a key), up to the ledger.
  const actionTrace = createActionTrace(document);
  const api = createApiClient({
    merchantCode,
    traceparent: actionTrace.traceparent,
    getToken: () => pendingToken ?? bus.session$.getValue()?.token ?? null,
    onSessionExpired: () => endExpiredSession(bus, window.location.pathname + window.location.search),
    onError: (messageKey) => bus.emit({ type: 'toast', kind: 'error', messageKey }),
    prepareErrorMessages,
    reachability,
    standaloneIos: isStandaloneIos({
      userAgent: navigator.userAgent,
      navigatorStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
    }),
  });

  // Another member's token never replaces this browser's session silently: the player is asked below.
  let outcome = urlTokenOutcome(storedSession, null);
  if (urlToken && urlToken !== storedSession?.token) {
    const offered = await sessionFromToken(api, urlToken, merchantCode, (t) => {
      pendingToken = t;
    });
    pendingToken = null;
    outcome = urlTokenOutcome(storedSession, offered);
    if (outcome.kind === 'adopt') bus.session$.next(outcome.session);
  }
  // SPEC start-up order is language, then status: both are asked for at once and applied in that order.
  const visitorId = visitorIdOf(storage, randomVisitorId);
  const startUp = loadStartUp(api, merchantCode, visitorId);
  startUp.catch(() => undefined); // handled below, once the catalogue is there to say what went wrong
  // The first start-up call is out (the render needs them all; loadStartUp sends each of the others from a task
  // of its own); the home prefetches go out from the next task.
  await yieldToMain();
  // Home banners (the largest paint), footer videos and lobby news load alongside the start-up calls, and the first
  // render waits for them: the page draws once, with its images in place, instead of growing twice.
  const homeContent = isHomePath(window.location.pathname)
    ? Promise.race([
        Promise.all([
          ...['m_home', 'm_video'].map((group) =>
            queryClient.prefetchQuery(bannerGroupQuery(api, merchantCode, group)),
          ),
          queryClient.prefetchQuery(lobbyNewsQuery(api)),
        ]),
        // A slow banner call must not hold the whole page back: the home page shows its own loading then.
        new Promise((resolve) => setTimeout(resolve, HOME_CONTENT_WAIT_MS)),
      ])
    : Promise.resolve();
  // A deep link's page waits for its first calls' answers (its largest paint among them): they go out now,
  // beside the start-up calls, not after its remote's code has loaded and its parcel has mounted (0531).
  const firstCalls = pageFirstCalls({
    pathname: window.location.pathname,
    search: window.location.search,
    merchantCode,
    language,
    now: new Date(),
    session: bus.session$.getValue(),
  });
  prefetchFirstCalls(api, firstCallsToMake(firstCalls, null));
  // The calls are out: the catalogue's set-up and the frame hints run in a task of their own.
  await yieldToMain();
  const i18nPromise = createI18n(language);
  i18nReady = i18nPromise;
  if (errorMessagesWanted) void prepareErrorMessages().catch(() => undefined);
  startFrameHints(bus, storage.getItem(STORAGE_KEYS.testMerchant));
  startBalanceHiddenHint(storage);
  startDrawCookie(bus, api);
  const i18n = await i18nPromise;
  const container = document.getElementById('root') as HTMLElement;
  // The page content the server drew, if any: its RemoteArea keeps it on screen past the first render.
  keepDrawnPage(container);
  const createAppRoot = async () => (await reactDom).createRoot(container);
  try {
    const [result] = await Promise.all([startUp, homeContent]);
    bus.systemStatus$.next(result.status);
    if (result.kind === 'gate') {
      // A closed gate and a failed start are rare: their pages load only then.
      const { SystemStatusPage } = await import(
        /* webpackChunkName: "start-outcomes" */ './frame/system-status-page'
      );
      const root = await createAppRoot();
      root.render(<SystemStatusPage status={result.status} ip={result.ip} info={result.info} i18n={i18n} />);
      return;
    }
    prefetchFirstCalls(api, firstCallsToMake(firstCalls, result.merchant.whitelabel.features));
    const enabledRemotes = registerMerchantRemotes(result.merchant.manifest);
    if (isHomePath(window.location.pathname)) preloadHomeWidgets(enabledRemotes);
    startSessionController(bus, api, storage, {
      merchantCode: result.merchant.manifest.merchantCode,
      whitelabel: result.merchant.whitelabel,
    });
    // The live stream (issue 32) is loaded after the first render; while it is healthy the timer asks nothing.
    let liveHealthy = false;
    startUnreadRefresh(
      (event) => bus.emit(event),
      document,
      UNREAD_REFRESH_MS,
      () => liveHealthy,
    );
    startLanguageController(bus, i18n, storage);
    // `pnpm dev` builds no worker (and a worker would cache what the dev server changes).
    if (process.env.NODE_ENV === 'production') registerServiceWorker();
    startFieldBeaconWhenSettled(result.merchant);
    const root = await createAppRoot();
    // The set-up above in one task, the first render's slices in the next ones.
    await yieldToMain();
    // A transition: React renders the app in slices of a few milliseconds, yielding to the browser between
    // them, instead of one long task; the server-drawn frame stays on screen until the commit replaces it.
    performance.mark(START_MARKS.render);
    startTransition(() => {
      root.render(
        <App
          services={{ bus, api, i18n, queryClient, merchant: result.merchant, enabledRemotes, storage }}
        />,
      );
    });
    import(/* webpackChunkName: "live" */ './live/start-live')
      .then(({ startLive, offerReload }) => {
        const live = startLive(bus, api, {
          merchantCode: result.merchant.manifest.merchantCode,
          onGate: (gate, status) => {
            void import(/* webpackChunkName: "start-outcomes" */ './frame/system-status-page').then(
              ({ SystemStatusPage }) => {
                live.stop();
                root.render(
                  <SystemStatusPage status={gate} ip={status.location.ip} info={status.info} i18n={i18n} />,
                );
              },
            );
          },
          onNewVersion: () => offerReload(i18n),
        });
        live.healthy$.subscribe((healthy) => {
          liveHealthy = healthy;
        });
      })
      .catch(() => undefined);
    // SPEC 8: storage off (private mode): 'cannot determine the browser', the session lives in memory.
    if (storageInMemory()) bus.emit({ type: 'toast', kind: 'error', messageKey: 'error.privateMode' });
    if (outcome.kind === 'ask') {
      const { askAccountChoice } = await import(
        /* webpackChunkName: "account-choice" */ './session/account-choice-dialog'
      );
      const kept = await askAccountChoice(i18n, outcome.current, outcome.offered);
      if (kept !== outcome.current) bus.emit({ type: 'login', session: kept });
    }
  } catch (error) {
    console.error('[start-up] failed', error);
    const { StartUpFailure } = await import(
      /* webpackChunkName: "start-outcomes" */ './app/start-up-failure'
    );
    const root = await createAppRoot();
    root.render(<StartUpFailure i18n={i18n} onRetry={() => window.location.reload()} />);
  }
}

start();
