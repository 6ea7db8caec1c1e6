import { type Kysely, sql } from 'kysely';
import { idColumnType } from '../dialect';

/**
 * Issue 30: identity verification. `kyc_submissions` holds each set of documents a member sent and the
 * operator's answer; at most one per member waits for review (a partial unique index, so two uploads at
 * once cannot both be pending). `kyc_documents` names each image's file in the KYC data directory
 * (outside any web root, platform-api/src/kyc/kyc-files.ts), never its bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kyc_submissions')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('submitted_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('reviewed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('kyc_submissions_member').on('kyc_submissions').column('member_id').execute();
  await sql`create unique index kyc_submissions_one_pending on kyc_submissions (member_id) where status = 'pending'`.execute(
    db,
  );
  await db.schema
    .createTable('kyc_documents')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('submission_id', 'integer', (c) =>
      c.notNull().references('kyc_submissions.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('file_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('mime', 'varchar(16)', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('kyc_documents_submission')
    .on('kyc_documents')
    .column('submission_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kyc_documents').execute();
  await db.schema.dropTable('kyc_submissions').execute();
}
