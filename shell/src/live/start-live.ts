import {
  type ApiClient,
  LIVE_STREAM_PATH,
  type LiveEvent,
  type StatusResponse,
  systemStatusOf,
} from '@mobile/shared-contracts';
import { BehaviorSubject, distinctUntilChanged } from 'rxjs';
import type { ShellBus } from '../session/create-bus';
import { endExpiredSession } from '../session/session-expired';
import { connectLive } from './live-connection';

export { offerReload } from './offer-reload';

export interface LiveOptions {
  merchantCode: string;
  /** The API's origin ('' on the site's own origin), as the API client's baseURL. */
  apiBase?: string;
  /** Maintenance or region restriction switched on while the page is open: the caller shows the gate. */
  onGate: (gate: 1 | 2, status: StatusResponse) => void;
  /** An operator changed the merchant's remotes: the caller offers a reload. */
  onNewVersion: () => void;
}

/**
 * Feeds the bus from the page's live stream (issue 32): balance into `wallet$`, counts and chat as
 * `refresh-unread`, a forced logout through the one sign-out flow (`logout`), status and manifest to the
 * caller. One stream per page, opened again for each session (a guest's carries the public events only).
 * `healthy$` is true while events can arrive: the polling timers pause then.
 */
/** Where the player is, to come back to after logging in again. */
const currentPath = () => window.location.pathname + window.location.search;

export function startLive(
  bus: ShellBus,
  api: ApiClient,
  options: LiveOptions,
): { healthy$: BehaviorSubject<boolean>; stop: () => void } {
  const healthy$ = new BehaviorSubject(false);
  const readStatus = async () => {
    const status = await api.call('status', {});
    const gate = systemStatusOf(status);
    bus.systemStatus$.next(gate);
    if (gate !== 0) options.onGate(gate, status);
  };
  const onEvent = (event: LiveEvent) => {
    const session = bus.session$.getValue();
    switch (event.type) {
      case 'balance':
        if (session) bus.wallet$.next(event.wallet);
        break;
      case 'unread':
      case 'chat':
        bus.emit({ type: 'refresh-unread' });
        break;
      case 'status':
        readStatus().catch(() => undefined);
        break;
      case 'manifest':
        options.onNewVersion();
        break;
      case 'logout':
        // Ended elsewhere (or by the server): told and sent to login with the way back, as after a 401;
        // not while this page signs out by itself (its own logout ends the same session).
        if (session && !signingOut) endExpiredSession(bus, currentPath());
        break;
      case 'resync':
        bus.emit({ type: 'refresh-wallet' });
        bus.emit({ type: 'refresh-unread' });
        readStatus().catch(() => undefined);
        break;
    }
  };
  // The player's own sign-out (drawer, settings) is under way: the stream's logout for it is no news.
  let signingOut = false;
  const signOuts = bus.events$.subscribe((event) => {
    if (event.type === 'logout') signingOut = true;
  });
  let stopStream = () => {};
  const subscription = bus.session$
    .pipe(distinctUntilChanged((a, b) => a?.token === b?.token))
    .subscribe((session) => {
      stopStream();
      signingOut = false;
      healthy$.next(false);
      stopStream = connectLive({
        url: `${options.apiBase ?? ''}${LIVE_STREAM_PATH}`,
        headers: () => ({
          'X-Merchant-Code': options.merchantCode,
          ...(session ? { Authorization: `Bearer ${session.token}` } : {}),
        }),
        onEvent,
        onHealth: (healthy) => healthy$.next(healthy),
        // The token no longer counts: the session ended elsewhere, as a 401 says.
        onRefused: () => {
          if (bus.session$.getValue()?.token === session?.token && !signingOut)
            endExpiredSession(bus, currentPath());
        },
      });
    });
  return {
    healthy$,
    stop: () => {
      subscription.unsubscribe();
      signOuts.unsubscribe();
      stopStream();
    },
  };
}
