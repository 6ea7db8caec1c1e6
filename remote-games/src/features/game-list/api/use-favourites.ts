import { useMount, useStreamValue } from '@mobile/react-kit';
import type { Game, Paged } from '@mobile/shared-contracts';
import { apiQuery, endpointKeyOf, PAGE_SIZE, queryKeyOf, TIMERS } from '@mobile/shared-contracts';
import { type InfiniteData, useMutation, useQuery } from '@tanstack/react-query';

const IDS_PAYLOAD = { pageNo: '1', pageSize: String(PAGE_SIZE.favouriteIds) };

/** The member's favourite game ids (strings), up to 100; empty for guests. */
export function useFavouriteIds(): ReadonlySet<string> {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  const ids = useQuery({
    ...apiQuery(api, 'favouriteIds', IDS_PAYLOAD, { member: session?.id ?? null }),
    enabled: session !== null,
    select: (list) => new Set(list),
  });
  return ids.data ?? new Set();
}

interface Change {
  game: Game;
  add: boolean;
}

const withoutGame = (nodeId: string) => (data: InfiniteData<Paged<Game>> | undefined) =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      content: page.content.filter((game) => game.nodeId !== nodeId),
    })),
  };

/**
 * Adds or removes a favourite; caches change only when the server answers success (SPEC 4/8). The loading
 * toast shows while the call is out and is hidden when it ends, whatever the answer.
 */
export function useToggleFavourite() {
  const { api, bus, queryClient } = useMount();
  return useMutation({
    mutationFn: ({ game, add }: Change) =>
      api.call(add ? 'addFavourite' : 'removeFavourite', { nodeId: game.nodeId, vendor: game.vassalage }),
    onMutate: () => {
      bus.emit({
        type: 'toast',
        kind: 'loading',
        messageKey: 'state.loading',
        durationMs: TIMERS.loadingToast,
      });
    },
    onSettled: () => {
      bus.emit({ type: 'hide-toast' });
    },
    onSuccess: (result, { game, add }) => {
      if (!result.success) return;
      queryClient.setQueryData<string[]>(
        queryKeyOf('favouriteIds', IDS_PAYLOAD, { member: bus.session$.getValue()?.id ?? null }),
        (ids = []) => (add ? [...ids, game.nodeId] : ids.filter((id) => id !== game.nodeId)),
      );
      if (!add) {
        queryClient.setQueriesData({ queryKey: endpointKeyOf('favouriteList') }, withoutGame(game.nodeId));
      }
    },
  });
}
