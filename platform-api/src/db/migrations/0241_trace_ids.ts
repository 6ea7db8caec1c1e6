import type { Kysely } from 'kysely';

/**
 * Issue 33: the W3C trace id (32 hex digits) of the player's action behind each ledger row, and behind each
 * deposit order (its credit comes later, from the gateway's callback or an operator's review, and carries
 * the order's trace). Null for rows written before, by the seed, or by an operator's own command.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('trace_id', 'varchar(32)').execute();
  await db.schema.alterTable('deposit_orders').addColumn('trace_id', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deposit_orders').dropColumn('trace_id').execute();
  await db.schema.alterTable('transactions').dropColumn('trace_id').execute();
}
