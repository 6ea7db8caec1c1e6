import type { Announcement } from '@mobile/shared-contracts';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { BANNER_TYPE } from './announcement-types';
import { safeOperatorHtml } from './operator-html';

export interface AnnouncementQuery {
  merchantCode: string;
  types: string[];
  /** Selects banners of one group (m_home, m_login, ...); other types are not grouped. */
  groupName?: string;
  /** Read marks are personal; guests see everything unread. */
  memberId: number | null;
}

type AnnouncementType = Announcement['type'];

export async function listAnnouncements(db: Db, query: AnnouncementQuery): Promise<Announcement[]> {
  if (query.types.length === 0) return [];
  const memberId = query.memberId ?? -1;
  let select = db
    .selectFrom('announcements as a')
    .leftJoin('announcement_reads as r', (join) =>
      join.onRef('r.announcement_id', '=', 'a.id').on('r.member_id', '=', memberId),
    )
    .select([
      'a.id',
      'a.type',
      'a.title',
      'a.content',
      'a.group_name',
      'a.url',
      'a.linkage',
      'a.created_at',
      sql<number>`case when r.member_id is null then 0 else 1 end`.as('is_read'),
    ])
    .where('a.merchant_code', '=', query.merchantCode)
    .where('a.type', 'in', query.types);
  const { groupName } = query;
  if (groupName) {
    select = select.where((eb) =>
      eb.or([eb('a.type', '!=', BANNER_TYPE), eb('a.group_name', '=', groupName)]),
    );
  }
  const rows = await select.orderBy('a.sort_order').orderBy('a.id', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type as AnnouncementType,
    title: row.title,
    content: safeOperatorHtml(row.content),
    groupName: row.group_name,
    url: row.url,
    linkage: row.linkage,
    read: Number(row.is_read) === 1,
    createdAt: row.created_at,
  }));
}

export async function findAnnouncement(db: Db, merchantCode: string, id: number) {
  return db
    .selectFrom('announcements')
    .select(['id', 'type'])
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setRead(
  db: Db,
  announcementId: number,
  memberId: number,
  read: boolean,
  now = new Date(),
) {
  if (!read) {
    await db
      .deleteFrom('announcement_reads')
      .where('announcement_id', '=', announcementId)
      .where('member_id', '=', memberId)
      .execute();
    return;
  }
  await db
    .insertInto('announcement_reads')
    .values({ announcement_id: announcementId, member_id: memberId, read_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['announcement_id', 'member_id']).doNothing())
    .execute();
}
