import { announcementTypeSchema } from '@mobile/shared-contracts';
import * as v from 'valibot';
import { addChatLine, CHAT_LINE_MAX, chatLines } from '../chat/chat-store';
import { sendInbox } from '../content/inbox-store';
import type { Db } from '../db/schema';
import { publishLive } from '../live/live-notice';
import { findMemberByUsername } from '../members/member-store';
import { findMerchant } from '../merchants/merchant-store';
import { marketingAudience } from '../protection/marketing-guard';
import { refuseMarketingTo } from './marketing-refusal';
import { choice, merchantFlag, parseFlags, required } from './parse-args';
import { UsageError } from './usage-error';

const LANGUAGES = ['EN', 'TY', 'CN', 'JA', 'TH', 'VI'] as const;
const MAX_TITLE = 200;
const MAX_CONTENT = 5000;

function bounded(value: string, name: string, max: number): string {
  if ([...value].length > max) throw new UsageError(`--${name} is limited to ${max} characters`);
  return value;
}

async function memberOf(db: Db, merchant: string, username: string) {
  const member = await findMemberByUsername(db, merchant, username);
  if (!member) throw new UsageError(`no user '${username}' on merchant '${merchant}'`);
  return member;
}

async function knownMerchant(db: Db, code: string): Promise<void> {
  if (!(await findMerchant(db, code))) throw new UsageError(`unknown merchant '${code}'`);
}

/**
 * inbox: one message to one member (--user) or to every member of the merchant (--all yes). Marketing
 * never reaches a member in a time-out or self-exclusion: --all leaves them out (counted in `skipped`),
 * --user refuses unless `--service yes` marks an account notice (e.g. a held deposit refunded).
 */
export async function inboxCommand(db: Db, args: string[], now = new Date()): Promise<unknown> {
  const flags = parseFlags(args, ['merchant', 'user', 'all', 'title', 'content', 'service']);
  const merchant = merchantFlag(flags);
  await knownMerchant(db, merchant);
  const title = bounded(required(flags, 'title'), 'title', MAX_TITLE);
  const content = bounded(required(flags, 'content'), 'content', MAX_CONTENT);
  const all = choice(flags, 'all', ['yes']) === 'yes';
  if (all === (flags.user !== undefined)) throw new UsageError('give either --user <name> or --all yes');
  const service = choice(flags, 'service', ['yes']) === 'yes';
  if (all) {
    const members = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', merchant)
      .execute();
    const ids = await marketingAudience(
      db,
      members.map((m) => m.id),
      now,
    );
    const sent = await sendInbox(db, ids, { title, content }, now);
    return { merchantCode: merchant, sent, skipped: members.length - ids.length };
  }
  const member = await memberOf(db, merchant, required(flags, 'user'));
  if (!service) await refuseMarketingTo(db, member, now);
  return { merchantCode: merchant, sent: await sendInbox(db, [member.id], { title, content }, now) };
}

/** chat: shows a member's conversation, or answers it as customer service with --reply. */
export async function chatCommand(db: Db, args: string[], now = new Date()): Promise<unknown> {
  const flags = parseFlags(args, ['merchant', 'user', 'reply', 'agent']);
  const merchant = merchantFlag(flags);
  const member = await memberOf(db, merchant, required(flags, 'user'));
  if (flags.reply !== undefined) {
    const text = bounded(flags.reply.trim(), 'reply', CHAT_LINE_MAX);
    if (!text) throw new UsageError('--reply must not be empty');
    const agentName = bounded(flags.agent ?? 'Customer service', 'agent', 40);
    const line = await addChatLine(db, { memberId: member.id, sender: 'agent', body: text, agentName }, now);
    return { user: member.username, replied: line };
  }
  return { user: member.username, lines: await chatLines(db, member.id) };
}

/** feedback: the newest feedback of a merchant (or one member), as text. */
export async function feedbackCommand(db: Db, args: string[]): Promise<unknown> {
  const flags = parseFlags(args, ['merchant', 'user', 'limit']);
  const merchant = merchantFlag(flags);
  const limit = flags.limit === undefined ? 50 : Number(flags.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new UsageError('--limit must be 1..500');
  let query = db
    .selectFrom('feedback')
    .innerJoin('members', 'members.id', 'feedback.member_id')
    .select(['feedback.id', 'members.username', 'feedback.type', 'feedback.content', 'feedback.created_at'])
    .where('members.merchant_code', '=', merchant);
  if (flags.user !== undefined) query = query.where('members.username', '=', flags.user);
  const rows = await query.orderBy('feedback.id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    user: r.username,
    type: r.type,
    content: r.content,
    createdAt: r.created_at,
  }));
}

/** help-topic: adds a help-centre topic (HTML, sanitised by the front end), or --remove <id>. */
export async function helpTopicCommand(db: Db, args: string[]): Promise<unknown> {
  const flags = parseFlags(args, ['merchant', 'title', 'content', 'language', 'order', 'remove']);
  const merchant = merchantFlag(flags);
  await knownMerchant(db, merchant);
  if (flags.remove !== undefined) {
    const result = await db
      .deleteFrom('help_topics')
      .where('id', '=', Number(flags.remove))
      .where('merchant_code', '=', merchant)
      .executeTakeFirst();
    return { removed: Number(result.numDeletedRows) };
  }
  const language = choice(flags, 'language', LANGUAGES) ?? 'EN';
  const order = flags.order === undefined ? 100 : Number(flags.order);
  if (!Number.isInteger(order)) throw new UsageError('--order must be an integer');
  const row = await db
    .insertInto('help_topics')
    .values({
      merchant_code: merchant,
      language,
      sort_order: order,
      title: bounded(required(flags, 'title'), 'title', MAX_TITLE),
      content: bounded(required(flags, 'content'), 'content', MAX_CONTENT),
      active: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

/** announce: adds an announcement of any SPEC type (HTML, sanitised by the front end), or --remove <id>. */
export async function announceCommand(db: Db, args: string[], now = new Date()): Promise<unknown> {
  const flags = parseFlags(args, ['merchant', 'type', 'title', 'content', 'remove']);
  const merchant = merchantFlag(flags);
  await knownMerchant(db, merchant);
  if (flags.remove !== undefined) {
    const result = await db
      .deleteFrom('announcements')
      .where('id', '=', Number(flags.remove))
      .where('merchant_code', '=', merchant)
      .executeTakeFirst();
    return { removed: Number(result.numDeletedRows) };
  }
  const type = required(flags, 'type');
  if (!v.is(announcementTypeSchema, type)) throw new UsageError('--type must be one of A, PL, B, PU, PR, H');
  const row = await db
    .insertInto('announcements')
    .values({
      merchant_code: merchant,
      type,
      title: bounded(required(flags, 'title'), 'title', MAX_TITLE),
      content: bounded(required(flags, 'content'), 'content', MAX_CONTENT),
      group_name: null,
      url: null,
      linkage: null,
      sort_order: -1,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Every member's announcement count moves: the merchant's logged-in pages read their counts again.
  await publishLive(db, { k: 'unread-all', c: merchant });
  return { id: row.id };
}

/** promotion: the operator's review of an application (issued, rejected, claimed), or `none` to remove it. */
export async function promotionCommand(db: Db, args: string[], now = new Date()): Promise<unknown> {
  const flags = parseFlags(args, ['merchant', 'user', 'code', 'status']);
  const merchant = merchantFlag(flags);
  const member = await memberOf(db, merchant, required(flags, 'user'));
  const status = choice(flags, 'status', ['applying', 'issued', 'rejected', 'claimed', 'none'] as const);
  if (!status) throw new UsageError('--status is required');
  const promotion = await db
    .selectFrom('promotions')
    .select('id')
    .where('merchant_code', '=', merchant)
    .where('code', '=', required(flags, 'code'))
    .executeTakeFirst();
  if (!promotion) throw new UsageError(`no promotion '${flags.code}' on merchant '${merchant}'`);
  // Rejecting or removing an entry is allowed during an exclusion; issuing or paying a bonus is not.
  if (status !== 'rejected' && status !== 'none') await refuseMarketingTo(db, member, now);
  const changed =
    status === 'none'
      ? (
          await db
            .deleteFrom('promotion_entries')
            .where('promotion_id', '=', promotion.id)
            .where('member_id', '=', member.id)
            .executeTakeFirst()
        ).numDeletedRows
      : (
          await db
            .updateTable('promotion_entries')
            .set({ status, updated_at: now.toISOString() })
            .where('promotion_id', '=', promotion.id)
            .where('member_id', '=', member.id)
            .executeTakeFirst()
        ).numUpdatedRows;
  if (Number(changed) === 0) throw new UsageError(`'${member.username}' has not applied`);
  return { user: member.username, code: flags.code, status };
}
