import type { Db } from '../db/schema';
import { publishLive } from '../live/live-notice';

/** Longest chat line, in characters; longer ones are refused with a message, not cut. */
export const CHAT_LINE_MAX = 500;

export interface ChatLine {
  id: number;
  sender: 'member' | 'agent';
  agentName: string | null;
  body: string;
  createdAt: string;
}

export async function addChatLine(
  db: Db,
  line: { memberId: number; sender: 'member' | 'agent'; body: string; agentName?: string },
  now: Date,
): Promise<ChatLine> {
  const createdAt = now.toISOString();
  const row = await db
    .insertInto('chat_messages')
    .values({
      member_id: line.memberId,
      sender: line.sender,
      agent_name: line.agentName ?? null,
      body: line.body,
      created_at: createdAt,
      seen_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The member's chat page reads the new line; an agent's line also moves the chat's unread count.
  await publishLive(db, { k: 'chat', m: line.memberId });
  if (line.sender === 'agent') await publishLive(db, { k: 'unread', m: line.memberId });
  return { id: row.id, sender: line.sender, agentName: line.agentName ?? null, body: line.body, createdAt };
}

/** The member's conversation after line `afterId`, oldest first (at most the newest 200 on first load). */
export async function chatLines(db: Db, memberId: number, afterId = 0): Promise<ChatLine[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['id', 'sender', 'agent_name', 'body', 'created_at'])
    .where('member_id', '=', memberId)
    .where('id', '>', afterId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.reverse().map((r) => ({
    id: r.id,
    sender: r.sender,
    agentName: r.agent_name,
    body: r.body,
    createdAt: r.created_at,
  }));
}

/** Agent lines the player has not seen on the chat page yet (CBS_unreadCount). */
export async function unseenAgentLines(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .where('sender', '=', 'agent')
    .where('seen_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function markAgentLinesSeen(db: Db, memberId: number, now: Date): Promise<void> {
  await db
    .updateTable('chat_messages')
    .set({ seen_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('sender', '=', 'agent')
    .where('seen_at', 'is', null)
    .execute();
}
