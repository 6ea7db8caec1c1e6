import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { afterCommit } from '../db/after-commit';
import type { DB, Db } from '../db/schema';
import { publishLive } from '../live/live-notice';
import { DEFAULT_CURRENCY_SYMBOL } from './wallet-store';

/** One balance change: a credit (amount > 0) or a debit (amount < 0) and the ledger row that says why. */
export interface Posting {
  memberId: number;
  /** Ledger code shown in the account record: DEPOSIT, WITHDRAW, BET, PAYOUT, TRANSFER_OUT, … */
  txCode: string;
  /** Signed cents; never 0. */
  amountCents: number;
  remark: string;
  /** What caused it (order, bet or claim id), so a row can be traced and never posted twice. */
  reference: string | null;
  at?: Date;
  /**
   * The W3C trace id of the player's action behind it (`request.trace.traceId`, or the deposit order's), so
   * an operator can follow a disputed row back to the tap; left out (null) for the seed and operator commands.
   */
  traceId?: string | null;
}

export type PostingResult =
  | { ok: true; balanceAfterCents: number; transactionId: number }
  | { ok: false; reason: 'INSUFFICIENT_BALANCE' };

/**
 * Moves one member's balance and writes its ledger row inside the caller's transaction, so the two
 * never disagree. A debit is a conditional update (`balance >= amount`): PostgreSQL re-checks the
 * condition on the row it locked, SQLite runs one writer at a time, so concurrent debits can never
 * take a balance below zero.
 */
export async function postEntry(trx: Transaction<DB>, posting: Posting): Promise<PostingResult> {
  if (!Number.isSafeInteger(posting.amountCents) || posting.amountCents === 0)
    throw new Error(`invalid posting amount ${posting.amountCents}`);
  // The wallet is made on a member's first credit; a debit of a member without one is refused (nothing
  // to take). Updating first saves the insert on every other posting (0491).
  let wallet = await moveBalance(trx, posting);
  if (!wallet && posting.amountCents > 0) {
    await trx
      .insertInto('wallets')
      .values({ member_id: posting.memberId, currency_symbol: DEFAULT_CURRENCY_SYMBOL, balance_cents: 0 })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
    wallet = await moveBalance(trx, posting);
  }
  if (!wallet) return { ok: false, reason: 'INSUFFICIENT_BALANCE' };
  const balanceAfterCents = Number(wallet.balance_cents);
  const row = await trx
    .insertInto('transactions')
    .values({
      member_id: posting.memberId,
      tx_code: posting.txCode,
      amount_cents: posting.amountCents,
      balance_after_cents: balanceAfterCents,
      remark: posting.remark,
      reference: posting.reference,
      trace_id: posting.traceId ?? null,
      created_at: (posting.at ?? new Date()).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Every ledger row goes through here: the member's open pages hear of the new balance once it commits.
  await publishLive(trx, { k: 'balance', m: posting.memberId });
  if (committedListeners.size > 0) {
    const committed = { txCode: posting.txCode, amountCents: posting.amountCents };
    await afterCommit(trx, () => {
      for (const listener of committedListeners) listener(committed);
    });
  }
  return { ok: true, balanceAfterCents, transactionId: row.id };
}

/** The conditional balance update of a posting: no row when the wallet is missing or cannot cover a debit. */
function moveBalance(trx: Transaction<DB>, posting: Posting) {
  let update = trx
    .updateTable('wallets')
    .set({ balance_cents: sql<number>`balance_cents + ${posting.amountCents}` })
    .where('member_id', '=', posting.memberId);
  if (posting.amountCents < 0) update = update.where('balance_cents', '>=', -posting.amountCents);
  return update.returning('balance_cents').executeTakeFirst();
}

/** A ledger row whose transaction has committed (money that really moved). */
export interface CommittedPosting {
  txCode: string;
  amountCents: number;
}

const committedListeners = new Set<(posting: CommittedPosting) => void>();

/**
 * Tells `listener` of every ledger row this process writes, once its transaction commits (never one rolled
 * back); returns the function that stops it. For the money-moved metrics (`metrics/server-metrics.ts`).
 */
export function onPostingCommitted(listener: (posting: CommittedPosting) => void): () => void {
  committedListeners.add(listener);
  return () => committedListeners.delete(listener);
}

/** Balance and the sum of the member's ledger rows: equal whenever no transaction is half done. */
export async function ledgerBalances(
  db: Db,
  memberId: number,
): Promise<{ balanceCents: number; ledgerSumCents: number }> {
  const wallet = await db
    .selectFrom('wallets')
    .select('balance_cents')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const sum = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql<number>`0`).as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { balanceCents: Number(wallet?.balance_cents ?? 0), ledgerSumCents: Number(sum.total) };
}
