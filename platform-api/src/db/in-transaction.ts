import type { Transaction } from 'kysely';
import type { DB, Db } from './schema';

/**
 * Runs `work` in a transaction: the caller's when `db` already is one (an idempotent endpoint runs its
 * handler inside the transaction that holds its key), else a new one. Kysely cannot nest them.
 */
export function inTransaction<T>(db: Db, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DB>);
  return db.transaction().execute(work);
}
