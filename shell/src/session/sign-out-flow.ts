import { type ApiClient, HOME_PATH, isApiError, TIMERS, turnAutoLoginOff } from '@mobile/shared-contracts';
import type { ShellBus } from './create-bus';

/** The server no longer knows the token: the session there is over, as a logout would have made it. */
const SERVER_SESSION_GONE = 401;

/**
 * The one sign-out flow (SPEC 4 logout), whichever button asked: 'sign-out' opens the confirm dialog
 * (the frame draws it while `signOut$` is 'confirm'); 'logout' (confirmed, or forced by a limit) shows
 * the loading indicator, sends the logout call with the token, THEN clears session, member info and
 * auto-login and opens /m/home. A call that fails still signs the player out on this device and says the
 * server did not confirm it (decision 0161). Returns the unsubscribe.
 */
export function startSignOutFlow(bus: ShellBus, api: ApiClient, storage: Storage): () => void {
  async function leave() {
    if (!bus.session$.getValue() || bus.signOut$.getValue() === 'leaving') {
      if (bus.signOut$.getValue() === 'confirm') bus.signOut$.next('idle');
      return;
    }
    bus.signOut$.next('leaving');
    bus.emit({
      type: 'toast',
      kind: 'loading',
      messageKey: 'state.loading',
      durationMs: TIMERS.longLoadingToast,
    });
    const confirmedByServer = await api.call('logout', {}).then(
      () => true,
      (error: unknown) => isApiError(error) && error.status === SERVER_SESSION_GONE,
    );
    turnAutoLoginOff(storage);
    // Before the session goes: the router may draw the page left behind once more without a session,
    // and a login-guarded page must then go home, not to login (route-outlet.tsx).
    bus.signOut$.next('signed-out');
    bus.session$.next(null);
    bus.emit({ type: 'navigate', to: HOME_PATH, replace: true });
    bus.emit(
      confirmedByServer
        ? { type: 'hide-toast' }
        : { type: 'toast', kind: 'error', messageKey: 'drawer.signOutUnconfirmed' },
    );
  }

  const subscription = bus.events$.subscribe((event) => {
    if (event.type === 'sign-out') {
      if (bus.session$.getValue() && bus.signOut$.getValue() === 'idle') bus.signOut$.next('confirm');
    } else if (event.type === 'logout') {
      leave().catch(() => undefined);
    }
  });
  return () => subscription.unsubscribe();
}

/** Home is drawn after a sign-out: login-guarded pages send guests to login again. */
export function finishSignOut(bus: ShellBus): void {
  if (bus.signOut$.getValue() === 'signed-out') bus.signOut$.next('idle');
}

/** The player said no in the confirm dialog. */
export function cancelSignOut(bus: ShellBus): void {
  if (bus.signOut$.getValue() === 'confirm') bus.signOut$.next('idle');
}
