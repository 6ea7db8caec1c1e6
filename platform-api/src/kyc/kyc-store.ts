import type { KycStatus } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { kycRequiredForWithdrawal } from './kyc-setting';
import type { ReceivedImage } from './kyc-upload';

async function lastSubmission(db: Db, memberId: number) {
  return db
    .selectFrom('kyc_submissions')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The member's state: that of the last submission (none before the first), with what the page shows. */
export async function kycStatusOf(db: Db, memberId: number, merchantCode: string): Promise<KycStatus> {
  const last = await lastSubmission(db, memberId);
  const images = last
    ? Number(
        (
          await db
            .selectFrom('kyc_documents')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('submission_id', '=', last.id)
            .executeTakeFirstOrThrow()
        ).n,
      )
    : 0;
  return {
    state: last?.status ?? 'none',
    reason: last?.status === 'rejected' ? last.reason : null,
    submittedAt: last?.submitted_at ?? null,
    reviewedAt: last?.reviewed_at ?? null,
    images,
    requiredForWithdrawal: await kycRequiredForWithdrawal(db, merchantCode),
  };
}

/** Whether the member's identity is approved (an approval stands: nothing is sent after it). */
export async function kycApproved(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('kyc_submissions')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}

/** Refuses (409 KYC_NOT_OPEN) while documents wait for review or once the identity is approved. */
export async function requireKycOpen(db: Db, memberId: number): Promise<void> {
  const last = await lastSubmission(db, memberId);
  if (last && last.status !== 'rejected') throw new ApiError('KYC_NOT_OPEN', 409);
}

/**
 * Records a pending submission and its images in one transaction. Two uploads at once: the partial unique
 * index (one pending per member, migration 0381) lets one in; the other is refused like the check above.
 */
export async function addKycSubmission(
  db: Db,
  member: { id: number; merchantCode: string },
  images: ReceivedImage[],
  now: Date,
): Promise<number> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('kyc_submissions')
        .values({
          member_id: member.id,
          merchant_code: member.merchantCode,
          status: 'pending',
          reason: null,
          submitted_at: now.toISOString(),
          reviewed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('kyc_documents')
        .values(
          images.map((image, position) => ({
            submission_id: id,
            position,
            file_key: image.key,
            mime: image.mime,
            bytes: image.bytes,
          })),
        )
        .execute();
      return id;
    });
  } catch (error) {
    await requireKycOpen(db, member.id);
    throw error;
  }
}
