import {
  type ApiClient,
  announcementRequest,
  type SessionInfo,
  unreadSources,
  unreadTotals,
  type Whitelabel,
} from '@mobile/shared-contracts';
import { distinctUntilChanged } from 'rxjs';
import { NO_UNREAD, type ShellBus } from './create-bus';
import { writeSession } from './session-storage';
import { startSignOutFlow } from './sign-out-flow';

const sameToken = (a: SessionInfo | null, b: SessionInfo | null) => a?.token === b?.token;

/**
 * Keeps storage, member info, wallet and unread counts in step with the session, and answers the
 * session events remotes emit on the bus (sign-out: `sign-out-flow.ts`). `unread$` is the one source of every badge.
 */
export function startSessionController(
  bus: ShellBus,
  api: ApiClient,
  storage: Storage,
  site: { merchantCode: string; whitelabel: Pick<Whitelabel, 'features'> },
): () => void {
  const { merchantCode, whitelabel } = site;
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
  /** Each count on its own: one failing call keeps its previous value instead of blanking the others. */
  async function refreshUnread() {
    const sources = unreadSources(bus.session$.getValue(), bus.member$.getValue(), whitelabel);
    const previous = bus.unread$.getValue();
    const part = (on: boolean, load: () => Promise<number>, kept: number) =>
      on ? load().catch(() => kept) : Promise.resolve(0);
    const [inbox, announcements, chat] = await Promise.all([
      part(sources.inbox, async () => (await api.call('inboxUnread', {})).unReadCount, previous.inbox),
      part(
        sources.announcements,
        async () =>
          (await api.call('announcements', announcementRequest(merchantCode, 'B,PL,PU,H'))).footer
            .unreadCount,
        previous.announcements,
      ),
      part(sources.chat, async () => (await api.call('chatUnread', {})).unReadCount, previous.chat),
    ]);
    // The session may have ended while the calls ran.
    if (bus.session$.getValue()) bus.unread$.next(unreadTotals({ inbox, announcements, chat }));
  }
  const quietly = (task: () => Promise<void>) => () => {
    task().catch(() => undefined);
  };

  const stopSignOut = startSignOutFlow(bus, api, storage);
  const subscriptions = [
    bus.session$.subscribe((session) => writeSession(storage, session)),
    bus.session$.pipe(distinctUntilChanged(sameToken)).subscribe((session) => {
      if (session) {
        // Chat's count depends on the member's labels (nochat), so it follows member info.
        quietly(() => refreshMember().finally(refreshUnread))();
        quietly(refreshWallet)();
      } else {
        bus.member$.next(null);
        bus.wallet$.next(null);
        bus.unread$.next(NO_UNREAD);
      }
    }),
    bus.events$.subscribe((event) => {
      if (event.type === 'login') bus.session$.next(event.session);
      else if (event.type === 'refresh-wallet' && bus.session$.getValue()) quietly(refreshWallet)();
      else if (event.type === 'refresh-member' && bus.session$.getValue()) quietly(refreshMember)();
      else if (event.type === 'refresh-unread' && bus.session$.getValue()) quietly(refreshUnread)();
    }),
  ];
  return () => {
    for (const s of subscriptions) s.unsubscribe();
    stopSignOut();
  };
}
