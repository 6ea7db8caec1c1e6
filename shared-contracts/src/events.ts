import type { MemberInfo, SessionInfo, UnreadCounts, WalletSummary } from './session';
import type { SystemStatus } from './system-status';

/** The part of an rxjs BehaviorSubject a remote may use; remotes need not bundle rxjs. */
export interface StateStream<T> {
  getValue(): T;
  subscribe(next: (value: T) => void): { unsubscribe(): void };
}

export interface EventStream<T> {
  subscribe(next: (value: T) => void): { unsubscribe(): void };
}

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export type BusEvent =
  | { type: 'login'; session: SessionInfo }
  /**
   * The player asked to sign out (drawer, settings, member centre): the shell asks to confirm, then runs
   * the sign-out below. Every sign-out button emits this; none draws its own dialog or calls the server.
   */
  | { type: 'sign-out' }
  /**
   * Sign out now, already confirmed or forced (reality-check limit, a self-exclusion): the shell shows
   * loading, makes the logout call with the token, then clears the session and opens /m/home.
   */
  | { type: 'logout' }
  | { type: 'open-login'; returnTo?: string }
  | { type: 'open-service' }
  | { type: 'toast'; kind: ToastKind; messageKey: string; durationMs?: number }
  | { type: 'hide-toast' }
  | { type: 'navigate'; to: string; replace?: boolean }
  /** A page's own back control (pages without the titled bar): the shell goes back by the page record's back target. */
  | { type: 'back' }
  /** A remote's language selector: the shell loads the catalogue, switches and stores the choice. */
  | { type: 'set-language'; language: LanguageCode }
  | { type: 'refresh-wallet' }
  /** Member info changed on the server (nickname…): the shell reloads it for every reader of member$. */
  | { type: 'refresh-member' }
  | { type: 'refresh-unread' }
  /** Live chat from any entry (service modal, message centre, agent home): the shell gates and launches it. */
  | { type: 'open-chat' };

export type LanguageCode = 'EN' | 'TY' | 'CN' | 'JA' | 'TH' | 'VI';

export interface SessionBus {
  session$: StateStream<SessionInfo | null>;
  member$: StateStream<MemberInfo | null>;
  wallet$: StateStream<WalletSummary | null>;
  unread$: StateStream<UnreadCounts>;
  language$: StateStream<LanguageCode>;
  systemStatus$: StateStream<SystemStatus>;
  events$: EventStream<BusEvent>;
  emit(event: BusEvent): void;
}
