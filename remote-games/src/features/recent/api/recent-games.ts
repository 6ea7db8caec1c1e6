import type { ApiClient, Game, Paged } from '@mobile/shared-contracts';

/** The member's recent games (newest first, at most RECENT_GAMES_MAX) as the one page of a list. */
export async function fetchRecentPage(
  api: ApiClient,
  language: string,
  signal?: AbortSignal,
): Promise<Paged<Game>> {
  const content = await api.call('recentList', { language }, { signal });
  return { content, pageNum: 1, pageSize: content.length, totalPages: 1, total: content.length };
}
