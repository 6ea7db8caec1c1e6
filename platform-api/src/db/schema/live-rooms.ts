import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

/** 0392: a merchant's live rooms (SPEC 7 CBS_modelList), set by `pnpm operator live-room`. */
export interface LiveRoomTable {
  id: Generated<number>;
  merchant_code: string;
  host: string;
  title: string;
  /** A path on the site's origin or an address on its asset CDN (the CSP's media-src allows no other). */
  stream_url: string;
  /** 1 while the host streams; the list shows offline rooms after the live ones. */
  live: number;
  sort_order: number;
  created_at: Timestamp;
}

/** Who watched which room when: a room's viewers are the members seen in the last two minutes. */
export interface LiveRoomViewerTable {
  room_id: number;
  member_id: number;
  seen_at: Timestamp;
}

export interface LiveRoomTables {
  live_rooms: LiveRoomTable;
  live_room_viewers: LiveRoomViewerTable;
}
