import * as v from 'valibot';

/**
 * The page's one live stream (issue 32): Server-Sent Events under the API's prefix, authenticated by the
 * same `Authorization: Bearer` header as every call (never a token in the URL), so the shell reads it with
 * `fetch`, not `EventSource` (docs/decisions/0311). A guest gets the public events only (status, manifest).
 */
export const LIVE_STREAM_PATH = '/wps/live/stream';
/** The chat page's stream (platform-api's chat page reads it with EventSource, by its chat ticket). */
export const CHAT_STREAM_PATH = '/wps/chat/stream';
/** A comment line at least this often keeps carrier proxies from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** Silent for longer than two heartbeats: the client counts the stream as dead and goes back to its timers. */
export const LIVE_SILENCE_MS = 2 * LIVE_HEARTBEAT_MS + 5_000;

/** Why the server ended the page's session (a forced logout). */
export const LOGOUT_REASONS = ['session-ended', 'password-changed', 'self-excluded'] as const;
export type LogoutReason = (typeof LOGOUT_REASONS)[number];

const walletSchema = v.object({ currencySymbol: v.string(), sumBalance: v.number() });

/** Each event's `data` by its SSE `event:` name. Small on purpose: the page reads the rest it needs. */
export const LIVE_EVENT_SCHEMAS = {
  /** A ledger row of the member committed: the balance after it. */
  balance: v.object({ wallet: walletSchema }),
  /** Inbox, announcements or chat counts changed: the page reads its counts again. */
  unread: v.object({}),
  /** A chat line was added to the member's conversation: the chat page reads the lines after its last. */
  chat: v.object({}),
  /** The merchant's maintenance or region switch changed: the page asks the status again. */
  status: v.object({}),
  /** An operator switched, repointed or rolled out a remote: the page offers a reload. */
  manifest: v.object({}),
  /** The page's session ended elsewhere: the page signs out. */
  logout: v.object({ reason: v.picklist(LOGOUT_REASONS) }),
  /**
   * The events since the page's `Last-Event-ID` cannot be replayed (another instance, or older than the
   * replay buffer): the page reads balance, counts and status again instead.
   */
  resync: v.object({}),
} as const;

export type LiveEventType = keyof typeof LIVE_EVENT_SCHEMAS;
export type LiveEvent = {
  [K in LiveEventType]: { type: K } & v.InferOutput<(typeof LIVE_EVENT_SCHEMAS)[K]>;
}[LiveEventType];

export const LIVE_EVENT_TYPES = Object.keys(LIVE_EVENT_SCHEMAS) as LiveEventType[];

/** The event of one SSE message (`event:` name and `data:` JSON), or null for one this build does not know. */
export function parseLiveEvent(type: string, data: string): LiveEvent | null {
  if (!Object.hasOwn(LIVE_EVENT_SCHEMAS, type)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = v.safeParse(LIVE_EVENT_SCHEMAS[type as LiveEventType], json);
  return parsed.success ? ({ type, ...parsed.output } as LiveEvent) : null;
}

/** The SSE message of an event: its data is everything but `type`. */
export function liveEventData(event: LiveEvent): string {
  const { type: _type, ...data } = event;
  return JSON.stringify(data);
}
