import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { findMemberByUsername } from '../members/member-store';
import { merchantFlag, parseFlags, required } from '../operator/parse-args';
import { UsageError } from '../operator/usage-error';
import { logTotp, removeTotp, totpStatus } from './totp-store';

/**
 * `totp --merchant M --member NAME [--reset --verified-by OPERATOR --evidence TEXT]`: a member's second
 * step and its log; `--reset` turns it off for a member who lost the app and the recovery codes. A reset
 * is for a verified member only: the operator names themself and how they checked who asks (a call back
 * to the registered mobile, the security questions, a document), both kept in the log with the time
 * (docs/decisions/0353). The member then signs in with the password and turns it on again.
 */
export async function totpCommand(db: Db, args: string[], now: Date = new Date()): Promise<unknown> {
  const flags = parseFlags(args, ['merchant', 'member', 'verified-by', 'evidence'], ['reset']);
  const merchant = merchantFlag(flags);
  const username = required(flags, 'member');
  const member = await findMemberByUsername(db, merchant, username);
  if (!member) throw new UsageError(`no member '${username}' on merchant '${merchant}'`);
  let reset = false;
  if (flags.reset === 'true') {
    const operator = required(flags, 'verified-by').trim();
    const evidence = required(flags, 'evidence').trim();
    if (operator.length < 2 || operator.length > 64)
      throw new UsageError('--verified-by: 2 to 64 characters');
    if (evidence.length < 10 || evidence.length > 300)
      throw new UsageError('--evidence: how the identity was checked, 10 to 300 characters');
    reset = await inTransaction(db, async (trx) => {
      const removed = await removeTotp(trx, member.id);
      if (removed) await logTotp(trx, member.id, 'reset', `operator:${operator}`, evidence, now);
      return removed;
    });
    if (!reset) throw new Error(`'${username}' has no authenticator app on`);
  } else if (flags['verified-by'] !== undefined || flags.evidence !== undefined) {
    throw new UsageError('--verified-by and --evidence go with --reset');
  }
  const log = await db
    .selectFrom('member_totp_log')
    .select(['action', 'actor', 'note', 'created_at'])
    .where('member_id', '=', member.id)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return {
    merchant,
    member: username,
    ...(reset ? { reset: true } : {}),
    ...(await totpStatus(db, member.id)),
    log: log.map((row) => ({ action: row.action, by: row.actor, note: row.note, at: row.created_at })),
  };
}
