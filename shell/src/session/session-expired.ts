import { LOGIN_PATH, pathOf } from '@mobile/shared-contracts';
import type { ShellBus } from './create-bus';

/**
 * The server said the session is gone (idle, revoked by a password change elsewhere, logged out): the
 * session is cleared, the player told 'account logged out, log in again' and sent to login, which brings
 * them back to the page they were on (SPEC 'account logged out'; ASVS V7).
 */
export function endExpiredSession(bus: ShellBus, currentPath: string): void {
  if (!bus.session$.getValue()) return;
  bus.session$.next(null);
  bus.emit({ type: 'toast', kind: 'error', messageKey: 'error.sessionExpired' });
  if (!currentPath.startsWith(LOGIN_PATH) && !currentPath.startsWith(pathOf('register')))
    bus.emit({ type: 'open-login', returnTo: currentPath });
}
