import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/**
 * Money rules (issue 26, findings 13 and 14): a deposit promotion may pay only on a member's first
 * deposit, and every bonus carries a turnover requirement (a multiple of the bonus, set per promotion or
 * per reward) before it can be withdrawn.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('deposit_promos')
    .addColumn('first_deposit_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('deposit_promos')
    .addColumn('turnover_multiple', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('rewards')
    .addColumn('turnover_multiple', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // One row per member: the key makes a first-deposit bonus payable once, whatever runs in parallel.
  await db.schema
    .createTable('first_deposit_bonuses')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('deposit_orders.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // Each bonus credited, with the bets it still needs; closed once met or once the bonus was played away.
  await db.schema
    .createTable('bonus_turnovers')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    /** The BONUS ledger row: bets with a later ledger id count towards it. */
    .addColumn('transaction_id', 'integer', (c) => c.notNull().unique())
    .addColumn('bonus_cents', 'bigint', (c) => c.notNull())
    .addColumn('required_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('closed_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('bonus_turnovers_open_idx')
    .on('bonus_turnovers')
    .columns(['member_id', 'closed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bonus_turnovers').execute();
  await db.schema.dropTable('first_deposit_bonuses').execute();
  await db.schema.alterTable('rewards').dropColumn('turnover_multiple').execute();
  await db.schema.alterTable('deposit_promos').dropColumn('turnover_multiple').execute();
  await db.schema.alterTable('deposit_promos').dropColumn('first_deposit_only').execute();
}
