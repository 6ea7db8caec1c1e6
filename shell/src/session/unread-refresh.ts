import type { BusEvent } from '@mobile/shared-contracts';

/** How often visible pages ask for new unread counts (replies and messages arrive while the page is open). */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * Asks for fresh unread counts when the page becomes visible again (back from chat in another tab or
 * app) and every minute while it is visible; the API client's 250 ms throttle merges bursts. While
 * `live()` says the live stream is healthy the minute's timer asks nothing: the stream says when to.
 */
export function startUnreadRefresh(
  emit: (event: BusEvent) => void,
  doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> = document,
  intervalMs = UNREAD_REFRESH_MS,
  live: () => boolean = () => false,
): () => void {
  const refresh = () => {
    if (doc.visibilityState === 'visible') emit({ type: 'refresh-unread' });
  };
  doc.addEventListener('visibilitychange', refresh);
  const timer = setInterval(() => {
    if (!live()) refresh();
  }, intervalMs);
  return () => {
    doc.removeEventListener('visibilitychange', refresh);
    clearInterval(timer);
  };
}
