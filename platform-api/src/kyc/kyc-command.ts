import fs from 'node:fs/promises';
import path from 'node:path';
import { KYC_RULES } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { findMerchant } from '../merchants/merchant-store';
import { choice, merchantFlag, parseFlags, required } from '../operator/parse-args';
import { UsageError } from '../operator/usage-error';
import { kycDir, kycFilePath } from './kyc-files';
import { kycRequiredForWithdrawal, setKycRequiredForWithdrawal } from './kyc-setting';

const STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;
const MAX_REASON = 300;
const ID = /^[1-9][0-9]{0,9}$/;

function idFlag(value: string, flag: string): number {
  if (!ID.test(value)) throw new UsageError(`--${flag} takes a submission id (see --list)`);
  return Number(value);
}

/** The submissions of a merchant, newest first, each image with the file the operator may open. */
async function listSubmissions(db: Db, merchant: string, status: (typeof STATUSES)[number]) {
  let query = db
    .selectFrom('kyc_submissions')
    .innerJoin('members', 'members.id', 'kyc_submissions.member_id')
    .select([
      'kyc_submissions.id',
      'members.username',
      'kyc_submissions.status',
      'kyc_submissions.reason',
      'kyc_submissions.submitted_at',
      'kyc_submissions.reviewed_at',
    ])
    .where('kyc_submissions.merchant_code', '=', merchant)
    .orderBy('kyc_submissions.id', 'desc')
    .limit(200);
  if (status !== 'all') query = query.where('kyc_submissions.status', '=', status);
  const rows = await query.execute();
  const documents = rows.length
    ? await db
        .selectFrom('kyc_documents')
        .selectAll()
        .where(
          'submission_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('position')
        .execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    user: row.username,
    status: row.status,
    reason: row.reason,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
    images: documents
      .filter((doc) => doc.submission_id === row.id)
      .map((doc) => ({
        index: doc.position,
        mime: doc.mime,
        bytes: doc.bytes,
        file: kycFilePath(doc.file_key),
      })),
  }));
}

/** Approves or rejects a pending submission of this merchant, once. */
async function review(
  db: Db,
  merchant: string,
  id: number,
  status: 'approved' | 'rejected',
  reason: string | null,
) {
  const reviewedAt = new Date().toISOString();
  const result = await db
    .updateTable('kyc_submissions')
    .set({ status, reason, reviewed_at: reviewedAt })
    .where('id', '=', id)
    .where('merchant_code', '=', merchant)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0)
    throw new UsageError(`merchant '${merchant}' has no pending submission ${id}`);
  return { id, status, reason, reviewedAt };
}

/** Copies one image of a submission to a file (never over an existing one), for the operator to look at. */
async function exportImage(db: Db, merchant: string, id: number, index: number, out: string) {
  const doc = await db
    .selectFrom('kyc_documents')
    .innerJoin('kyc_submissions', 'kyc_submissions.id', 'kyc_documents.submission_id')
    .select(['kyc_documents.file_key', 'kyc_documents.mime'])
    .where('kyc_submissions.id', '=', id)
    .where('kyc_submissions.merchant_code', '=', merchant)
    .where('kyc_documents.position', '=', index)
    .executeTakeFirst();
  const file = doc ? kycFilePath(doc.file_key) : null;
  if (!doc || !file) throw new UsageError(`merchant '${merchant}' has no image ${index} in submission ${id}`);
  await fs.copyFile(file, path.resolve(out), fs.constants.COPYFILE_EXCL);
  return { id, index, mime: doc.mime, file: path.resolve(out) };
}

/**
 * kyc: identity documents of a merchant's members. --list (pending unless --status says), --approve ID,
 * --reject ID --reason "…", --export ID [--index 0] --out FILE, --withdrawal required|open (whether
 * withdrawals wait for an approved identity). Ids are the merchant's own: another merchant's are refused.
 */
export async function kycCommand(db: Db, args: string[]): Promise<unknown> {
  const flags = parseFlags(
    args,
    ['merchant', 'status', 'approve', 'reject', 'reason', 'export', 'index', 'out', 'withdrawal'],
    ['list'],
  );
  const merchant = merchantFlag(flags);
  if (!(await findMerchant(db, merchant))) throw new UsageError(`unknown merchant '${merchant}'`);
  const actions = ['list', 'approve', 'reject', 'export', 'withdrawal'].filter(
    (name) => flags[name] !== undefined,
  );
  if (actions.length !== 1)
    throw new UsageError('give one of --list, --approve <id>, --reject <id>, --export <id>, --withdrawal');
  if (flags.reason !== undefined && flags.reject === undefined)
    throw new UsageError('--reason goes with --reject');
  if (flags.approve !== undefined)
    return review(db, merchant, idFlag(flags.approve, 'approve'), 'approved', null);
  if (flags.reject !== undefined) {
    const reason = required(flags, 'reason').trim();
    if (reason === '' || [...reason].length > MAX_REASON)
      throw new UsageError(`--reason must be 1-${MAX_REASON} characters (the member reads it)`);
    return review(db, merchant, idFlag(flags.reject, 'reject'), 'rejected', reason);
  }
  if (flags.export !== undefined) {
    const index = Number(flags.index ?? '0');
    if (!Number.isInteger(index) || index < 0 || index >= KYC_RULES.maxImages)
      throw new UsageError(`--index must be 0 to ${KYC_RULES.maxImages - 1}`);
    return exportImage(db, merchant, idFlag(flags.export, 'export'), index, required(flags, 'out'));
  }
  if (flags.withdrawal !== undefined) {
    const setting = choice(flags, 'withdrawal', ['required', 'open'] as const);
    await setKycRequiredForWithdrawal(db, merchant, setting === 'required');
    return { merchant, withdrawalRequiresApprovedIdentity: await kycRequiredForWithdrawal(db, merchant) };
  }
  const status = choice(flags, 'status', STATUSES) ?? 'pending';
  return {
    merchant,
    directory: kycDir(),
    withdrawalRequiresApprovedIdentity: await kycRequiredForWithdrawal(db, merchant),
    submissions: await listSubmissions(db, merchant, status),
  };
}
