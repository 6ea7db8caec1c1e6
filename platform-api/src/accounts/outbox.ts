import type { Db } from '../db/schema';

export type Channel = 'sms' | 'email';

/** Stand-in for the SMS and e-mail gateways: every message sent is a row here. */
export async function sendToOutbox(
  db: Db,
  message: { merchantCode: string; channel: Channel; recipient: string; body: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({
      merchant_code: message.merchantCode,
      channel: message.channel,
      recipient: message.recipient,
      body: message.body,
      created_at: now.toISOString(),
    })
    .execute();
}

export async function latestMessages(db: Db, merchantCode: string, recipient: string, limit = 5) {
  return db
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient', 'body', 'created_at as createdAt'])
    .where('merchant_code', '=', merchantCode)
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
