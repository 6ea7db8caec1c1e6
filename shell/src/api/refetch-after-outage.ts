import type { BusEvent } from '@mobile/shared-contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The API answers again after an outage: every query on screen that failed meanwhile is fetched again
 * (its error state stays until the answer arrives, then the content replaces it), and the frame's own
 * figures (balance, unread badges) are asked for again. Mutations are never replayed: a player's action
 * that failed stays the player's to repeat.
 */
export function refetchAfterOutage(queryClient: QueryClient, emit: (event: BusEvent) => void): Promise<void> {
  emit({ type: 'refresh-unread' });
  emit({ type: 'refresh-wallet' });
  return queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
}
