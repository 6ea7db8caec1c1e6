import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface AnnouncementTable {
  id: Generated<number>;
  merchant_code: string;
  type: string;
  title: string;
  content: string;
  group_name: string | null;
  url: string | null;
  linkage: string | null;
  sort_order: number;
  created_at: Timestamp;
}

export interface AnnouncementReadTable {
  announcement_id: number;
  member_id: number;
  read_at: Timestamp;
}

export interface AnnouncementTables {
  announcements: AnnouncementTable;
  announcement_reads: AnnouncementReadTable;
}
