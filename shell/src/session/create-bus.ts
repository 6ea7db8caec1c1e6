import type {
  BusEvent,
  LanguageCode,
  MemberInfo,
  SessionBus,
  SessionInfo,
  SystemStatus,
  UnreadCounts,
  WalletSummary,
} from '@mobile/shared-contracts';
import { BehaviorSubject, Observable, Subject } from 'rxjs';

export const NO_UNREAD: UnreadCounts = { total: 0, chat: 0, inbox: 0, announcements: 0 };

/** A toast emitted this recently is still shown by a toast host that mounts after it (start-up's 401). */
export const TOAST_REPLAY_MS = 3_000;

type ToastBusEvent = Extract<BusEvent, { type: 'toast' | 'hide-toast' }>;

/**
 * Where the one sign-out flow (`sign-out-flow.ts`) stands: asking the player, ending the session, or
 * signed out and on the way home (until home is drawn, a login-guarded page goes home, not to login).
 */
export type SignOutStep = 'idle' | 'confirm' | 'leaving' | 'signed-out';

/** The shell's bus: subjects the shell writes; remotes only read streams and emit events. */
export interface ShellBus extends SessionBus {
  session$: BehaviorSubject<SessionInfo | null>;
  member$: BehaviorSubject<MemberInfo | null>;
  wallet$: BehaviorSubject<WalletSummary | null>;
  unread$: BehaviorSubject<UnreadCounts>;
  language$: BehaviorSubject<LanguageCode>;
  systemStatus$: BehaviorSubject<SystemStatus>;
  /** Whether the API answers (false from a network failure until it answers again; `api/reachability.ts`). */
  apiReachable$: BehaviorSubject<boolean>;
  events$: Subject<BusEvent>;
  /** The sign-out flow's step; the frame shows its confirm dialog while it is 'confirm'. */
  signOut$: BehaviorSubject<SignOutStep>;
  /** Toast and hide-toast events, the last one replayed for `TOAST_REPLAY_MS` to a late subscriber. */
  toasts$: Observable<ToastBusEvent>;
}

export function createBus(initial: { session: SessionInfo | null; language: LanguageCode }): ShellBus {
  const events$ = new Subject<BusEvent>();
  // rxjs's ReplaySubject with a window brings its scheduler's clock into the start (0.5 KB gzip): the last
  // toast and its time are all a late toast host needs.
  const toastEvents$ = new Subject<ToastBusEvent>();
  let lastToast: { event: ToastBusEvent; at: number } | null = null;
  const toasts$ = new Observable<ToastBusEvent>((subscriber) => {
    if (lastToast && Date.now() - lastToast.at < TOAST_REPLAY_MS) subscriber.next(lastToast.event);
    return toastEvents$.subscribe(subscriber);
  });
  return {
    session$: new BehaviorSubject(initial.session),
    member$: new BehaviorSubject<MemberInfo | null>(null),
    wallet$: new BehaviorSubject<WalletSummary | null>(null),
    unread$: new BehaviorSubject(NO_UNREAD),
    language$: new BehaviorSubject(initial.language),
    systemStatus$: new BehaviorSubject<SystemStatus>(0),
    apiReachable$: new BehaviorSubject(true),
    signOut$: new BehaviorSubject<SignOutStep>('idle'),
    events$,
    toasts$,
    emit: (event) => {
      if (event.type === 'toast' || event.type === 'hide-toast') {
        lastToast = { event, at: Date.now() };
        toastEvents$.next(event);
      }
      events$.next(event);
    },
  };
}
