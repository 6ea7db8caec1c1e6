import type { SessionInfo } from '@mobile/shared-contracts';

/**
 * What a token from the address does with the session this browser already has (issue 26 finding 12):
 * with none, or the same member's, it becomes the session; another member's is never taken silently, the
 * player is asked which account to keep; a token that opens no session changes nothing.
 */
export type UrlTokenOutcome =
  | { kind: 'adopt'; session: SessionInfo }
  | { kind: 'ask'; current: SessionInfo; offered: SessionInfo }
  | { kind: 'keep' };

export function urlTokenOutcome(current: SessionInfo | null, offered: SessionInfo | null): UrlTokenOutcome {
  if (!offered) return { kind: 'keep' };
  if (!current || current.token === offered.token) return { kind: 'adopt', session: offered };
  if (current.id === offered.id && current.merchantCode === offered.merchantCode)
    return { kind: 'adopt', session: offered };
  return { kind: 'ask', current, offered };
}
