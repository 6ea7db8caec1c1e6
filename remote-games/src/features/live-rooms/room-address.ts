/** The room a `/m/liveRooms?room=<id>` address opens; null for the list (or an id that is not one). */
export function roomIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('room');
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export const roomHref = (id: number) => `/m/liveRooms?room=${id}`;
