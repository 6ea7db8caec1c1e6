import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery, type LiveRoom } from '@mobile/shared-contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';

/** How often an open list refreshes who is on air and how many watch (only while the page is visible). */
export const LIVE_ROOMS_REFRESH_MS = 30_000;

const liveRoomsQuery = (api: ApiClient, member: number | null) => apiQuery(api, 'liveRooms', {}, { member });

/** The merchant's live rooms, live ones first (CBS_modelList). */
export function useLiveRooms() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({ ...liveRoomsQuery(api, session?.id ?? null), refetchInterval: LIVE_ROOMS_REFRESH_MS });
}

/** What a room's player last heard (viewers, on air) goes into the list, so Back shows the same. */
export function updateListedRoom(
  queryClient: QueryClient,
  api: ApiClient,
  member: number | null,
  room: Pick<LiveRoom, 'id' | 'viewers' | 'live'>,
): void {
  queryClient.setQueryData<{ rooms: LiveRoom[] }>(liveRoomsQuery(api, member).queryKey, (list) =>
    list
      ? {
          rooms: list.rooms.map((listed) =>
            listed.id === room.id
              ? {
                  ...listed,
                  viewers: room.viewers,
                  live: room.live,
                  streamUrl: room.live ? listed.streamUrl : null,
                }
              : listed,
          ),
        }
      : list,
  );
}
