import { TRACE_ID_PATTERN } from '@mobile/shared-contracts';
import { centsToAmount } from '../common/money';
import type { Db } from '../db/schema';
import { memberLogId } from '../http/request-trace';
import { findMemberByUsername } from '../members/member-store';
import { loadSharedSecrets } from '../platform/shared-secrets';
import { merchantFlag, parseFlags } from './parse-args';
import { UsageError } from './usage-error';

const ORDER_NO = /^[DW][0-9A-Z]{8,24}$/;

/**
 * A member's latest ledger rows, an order's, or a trace's, each with the trace id of the player's action
 * that wrote it: from a disputed deposit to the API's log lines of that tap (they carry the same `trace`,
 * and the member as `member`, the log id printed here).
 */
export async function ledgerCommand(db: Db, args: string[]): Promise<unknown> {
  const flags = parseFlags(args, ['user', 'merchant', 'order', 'trace', 'limit']);
  const limit = Number(flags.limit ?? '20');
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw new UsageError('--limit must be 1 to 200');
  const chosen = ['user', 'order', 'trace'].filter((name) => flags[name] !== undefined);
  if (chosen.length !== 1) throw new UsageError('give one of --user, --order or --trace');

  let query = db
    .selectFrom('transactions')
    .innerJoin('members', 'members.id', 'transactions.member_id')
    .select([
      'transactions.id',
      'transactions.created_at',
      'transactions.tx_code',
      'transactions.amount_cents',
      'transactions.balance_after_cents',
      'transactions.reference',
      'transactions.trace_id',
      'members.id as member_id',
      'members.username',
      'members.merchant_code',
    ])
    .orderBy('transactions.id', 'desc')
    .limit(limit);
  if (flags.user !== undefined) {
    const merchant = merchantFlag(flags, 'demo');
    const member = await findMemberByUsername(db, merchant, flags.user);
    if (!member) throw new UsageError(`no member '${flags.user}' on merchant '${merchant}'`);
    query = query.where('transactions.member_id', '=', member.id);
  } else if (flags.order !== undefined) {
    if (!ORDER_NO.test(flags.order))
      throw new UsageError('--order must be a deposit or withdrawal order number');
    query = query.where('transactions.reference', '=', flags.order);
  } else {
    const trace = (flags.trace ?? '').toLowerCase();
    if (!TRACE_ID_PATTERN.test(trace)) throw new UsageError('--trace must be a trace id (32 hex digits)');
    query = query.where('transactions.trace_id', '=', trace);
  }
  const rows = await query.execute();
  const { launch } = await loadSharedSecrets(db);
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at,
    member: row.username,
    merchant: row.merchant_code,
    memberLogId: memberLogId(launch, row.merchant_code, row.member_id),
    kind: row.tx_code,
    amount: centsToAmount(row.amount_cents),
    balanceAfter: centsToAmount(row.balance_after_cents),
    reference: row.reference,
    traceId: row.trace_id,
  }));
}
