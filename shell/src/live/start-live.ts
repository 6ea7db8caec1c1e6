import {
  type ApiClient,
  LIVE_STREAM_PATH,
  type LiveEvent,
  type StatusResponse,
  systemStatusOf,
} from '@mobile/shared-contracts';
import { BehaviorSubject, distinctUntilChanged } from 'rxjs';
import type { ShellBus } from '../session/create-bus';
import { connectLive } from './live-connection';

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
        if (session) bus.emit({ type: 'logout' });
        break;
      case 'resync':
        bus.emit({ type: 'refresh-wallet' });
        bus.emit({ type: 'refresh-unread' });
        readStatus().catch(() => undefined);
        break;
    }
  };
  let stopStream = () => {};
  const subscription = bus.session$
    .pipe(distinctUntilChanged((a, b) => a?.token === b?.token))
    .subscribe((session) => {
      stopStream();
      healthy$.next(false);
      stopStream = connectLive({
        url: `${options.apiBase ?? ''}${LIVE_STREAM_PATH}`,
        headers: () => ({
          'X-Merchant-Code': options.merchantCode,
          ...(session ? { Authorization: `Bearer ${session.token}` } : {}),
        }),
        onEvent,
        onHealth: (healthy) => healthy$.next(healthy),
        // The token no longer counts: the session ended elsewhere; the one sign-out flow clears it.
        onRefused: () => {
          if (bus.session$.getValue()?.token === session?.token) bus.emit({ type: 'logout' });
        },
      });
    });
  return {
    healthy$,
    stop: () => {
      subscription.unsubscribe();
      stopStream();
    },
  };
}
