import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns';

/** 0007_accounts: account security tables. */
export interface MemberContactTable {
  member_id: number;
  merchant_code: string;
  /** '+' dialling code and number, digits only after the plus. */
  mobile: string | null;
  email: string | null;
}

export interface AffiliateCodeTable {
  merchant_code: string;
  code: string;
  member_id: number;
}

export interface CaptchaTable {
  id: string;
  /** SHA-256 of id and upper-cased answer. */
  answer_hash: string;
  expires_at: Timestamp;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  merchant_code: string;
  channel: string;
  recipient: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  used: Generated<Flag>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface OutboxMessageTable {
  id: Generated<number>;
  merchant_code: string;
  channel: string;
  recipient: string;
  body: string;
  created_at: Timestamp;
}

export interface AccountEventTable {
  id: Generated<number>;
  kind: string;
  subject: string;
  created_at: Timestamp;
}

/** 0041_takeover_guards: the withdrawal password's attempt counter (issue 26 finding 9). */
export interface PaymentPasswordGuardTable {
  member_id: number;
  failures: Generated<number>;
  pending: Generated<number>;
  pending_since: Timestamp | null;
  locked_until: Timestamp | null;
}

/** 0041_takeover_guards: nonces of encrypted credential bodies already used, until they could no longer be. */
export interface CredentialNonceTable {
  nonce: string;
  expires_at: Timestamp;
}

export interface AccountTables {
  member_contacts: MemberContactTable;
  affiliate_codes: AffiliateCodeTable;
  captchas: CaptchaTable;
  verification_codes: VerificationCodeTable;
  outbox_messages: OutboxMessageTable;
  account_events: AccountEventTable;
  payment_password_guards: PaymentPasswordGuardTable;
  credential_nonces: CredentialNonceTable;
}
