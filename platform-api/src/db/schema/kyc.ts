import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// Identity verification (migration 0381, platform-api/src/kyc/).

/** One set of identity documents a member sent, and the operator's answer. */
export interface KycSubmissionTable {
  id: Generated<number>;
  member_id: number;
  merchant_code: string;
  status: 'pending' | 'approved' | 'rejected';
  /** The operator's reason for a rejection, shown to the member. */
  reason: string | null;
  submitted_at: Timestamp;
  reviewed_at: Timestamp | null;
}

/** One image of a submission: its file in the KYC data directory, by a random key. */
export interface KycDocumentTable {
  id: Generated<number>;
  submission_id: number;
  position: number;
  file_key: string;
  mime: 'image/png' | 'image/jpeg';
  bytes: number;
}

export interface KycTables {
  kyc_submissions: KycSubmissionTable;
  kyc_documents: KycDocumentTable;
}
