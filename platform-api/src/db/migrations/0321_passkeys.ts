import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/**
 * Issue 31: passkeys. `passkeys` holds each member's WebAuthn credentials (public key as COSE in
 * base64url, the signature counter last seen); `passkey_challenges` every challenge handed out, by its
 * value, until it is used once or expires (docs/decisions/0322).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('rp_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
    .addColumn('public_key', 'varchar(2048)', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'varchar(160)', (c) => c.notNull())
    .addColumn('synced', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(160)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('passkeys_member').on('passkeys').column('member_id').execute();
  await db.schema
    .createTable('passkey_challenges')
    .addColumn('challenge', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('rp_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('origin', 'varchar(300)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('passkey_challenges_expiry')
    .on('passkey_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('passkey_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
