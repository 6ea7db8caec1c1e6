import { type ApiClient, type SessionInfo, turnAutoLoginOff } from '@mobile/shared-contracts';
import { distinctUntilChanged } from 'rxjs';
import { NO_UNREAD, type ShellBus } from './create-bus';
import { writeSession } from './session-storage';

const sameToken = (a: SessionInfo | null, b: SessionInfo | null) => a?.token === b?.token;

/**
 * Keeps storage, member info, wallet and unread counts in step with the session, and answers the
 * session events remotes emit on the bus.
 */
export function startSessionController(bus: ShellBus, api: ApiClient, storage: Storage): () => void {
  async function refreshMember() {
    const member = await api.call('memberInfo', {});
    bus.member$.next(member);
    const current = bus.session$.getValue();
    // A session taken from a URL token knows nothing but the token until member info arrives.
    if (current && (current.id !== member.id || current.type !== member.type || !current.userName)) {
      bus.session$.next({ ...current, id: member.id, type: member.type, userName: member.account });
    }
  }
  async function refreshWallet() {
    bus.wallet$.next(await api.call('wallet', {}));
  }
  async function refreshUnread() {
    const [inbox, notices] = await Promise.all([
      api.call('inboxUnread', {}),
      api.call('announcements', { types: 'B,PL,PU,H' }),
    ]);
    const counts = { inbox: inbox.unReadCount, announcements: notices.footer.unreadCount, chat: 0 };
    bus.unread$.next({ ...counts, total: counts.inbox + counts.announcements + counts.chat });
  }
  /**
   * SPEC logout: the server ends the session first (it needs the token), then everything is cleared
   * and the remembered login's autoLogin set to 0, whichever button (drawer, settings) asked.
   */
  function logOut() {
    if (!bus.session$.getValue()) return;
    api
      .call('logout', {})
      .catch(() => undefined)
      .finally(() => {
        turnAutoLoginOff(storage);
        bus.session$.next(null);
      });
  }
  const quietly = (task: () => Promise<void>) => () => {
    task().catch(() => undefined);
  };

  const subscriptions = [
    bus.session$.subscribe((session) => writeSession(storage, session)),
    bus.session$.pipe(distinctUntilChanged(sameToken)).subscribe((session) => {
      if (session) {
        quietly(refreshMember)();
        quietly(refreshWallet)();
        quietly(refreshUnread)();
      } else {
        bus.member$.next(null);
        bus.wallet$.next(null);
        bus.unread$.next(NO_UNREAD);
      }
    }),
    bus.events$.subscribe((event) => {
      if (event.type === 'login') bus.session$.next(event.session);
      else if (event.type === 'logout') logOut();
      else if (event.type === 'refresh-wallet' && bus.session$.getValue()) quietly(refreshWallet)();
      else if (event.type === 'refresh-member' && bus.session$.getValue()) quietly(refreshMember)();
      else if (event.type === 'refresh-unread' && bus.session$.getValue()) quietly(refreshUnread)();
    }),
  ];
  return () => {
    for (const s of subscriptions) s.unsubscribe();
  };
}
