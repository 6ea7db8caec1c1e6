import { INBOX_LIST_LIMIT, type InboxMessage } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { publishLive } from '../live/live-notice';

export async function inboxUnreadCount(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .where('read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's newest messages, newest first. */
export async function listInbox(db: Db, memberId: number): Promise<InboxMessage[]> {
  const rows = await db
    .selectFrom('inbox_messages')
    .select(['id', 'title', 'content', 'read', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(INBOX_LIST_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    read: r.read === 1,
    createdAt: r.created_at,
  }));
}

/** False when the message is not this member's (or does not exist): nothing changes. */
export async function markInboxRead(db: Db, memberId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('inbox_messages')
    .set({ read: 1 })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteInboxMessage(db: Db, memberId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('inbox_messages')
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** One message to each member given; returns how many were sent. */
export async function sendInbox(
  db: Db,
  memberIds: readonly number[],
  message: { title: string; content: string },
  now: Date,
): Promise<number> {
  if (memberIds.length === 0) return 0;
  const createdAt = now.toISOString();
  await db
    .insertInto('inbox_messages')
    .values(
      memberIds.map((memberId) => ({ member_id: memberId, ...message, read: 0, created_at: createdAt })),
    )
    .execute();
  for (const memberId of memberIds) await publishLive(db, { k: 'unread', m: memberId });
  return memberIds.length;
}
