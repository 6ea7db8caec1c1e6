import { useMount, useStreamValue } from '@mobile/react-kit';
import { useEffect, useState } from 'react';
import { updateListedRoom } from './use-live-rooms';

/** The player reports itself every minute; the server forgets a viewer after two (live-room-store.ts). */
export const WATCH_REPORT_MS = 60_000;

export interface RoomWatch {
  /** Viewers as the last report answered; null before the first answer. */
  viewers: number | null;
  /** False once the server says the host went off air. */
  live: boolean;
}

/** Counts this member as a viewer of the room while the player is open, and hears when the room goes off air. */
export function useRoomWatch(roomId: number, initialViewers: number): RoomWatch {
  const { api, bus, queryClient } = useMount();
  const member = useStreamValue(bus.session$)?.id ?? null;
  const [watch, setWatch] = useState<RoomWatch>({ viewers: initialViewers, live: true });
  useEffect(() => {
    let stopped = false;
    const report = () =>
      api.call('liveRoomWatch', { roomId }).then(
        (answer) => {
          if (stopped) return;
          setWatch(answer);
          updateListedRoom(queryClient, api, member, { id: roomId, ...answer });
        },
        // A missed report only leaves the count a minute old; the next one tries again.
        () => undefined,
      );
    void report();
    const timer = setInterval(report, WATCH_REPORT_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, queryClient, member, roomId]);
  return watch;
}
