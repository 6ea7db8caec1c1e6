import type { ColumnType, Generated } from 'kysely';
import type { DbNumber, Flag, Timestamp } from './columns';

// Passkeys (migration 0321, platform-api/src/passkeys/).

/** One WebAuthn credential of a member, registered on the relying party `rp_id` (the merchant's host). */
export interface PasskeyTable {
  id: Generated<number>;
  member_id: number;
  merchant_code: string;
  rp_id: string;
  /** Base64url, as the browser names the credential. */
  credential_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter last seen (0 for authenticators that keep none). */
  counter: ColumnType<DbNumber, number, number>;
  /** JSON list of the transports the browser reported. */
  transports: string;
  synced: Flag;
  name: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** A challenge handed out with options, kept until its one use or its expiry. */
export interface PasskeyChallengeTable {
  challenge: string;
  purpose: 'register' | 'login';
  merchant_code: string;
  /** The member adding a passkey; null for a login. */
  member_id: number | null;
  rp_id: string;
  origin: string;
  expires_at: Timestamp;
}

export interface PasskeyTables {
  passkeys: PasskeyTable;
  passkey_challenges: PasskeyChallengeTable;
}
