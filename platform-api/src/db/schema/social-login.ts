import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// Social login over OpenID Connect (migration 0331, platform-api/src/social-login/).

/** A member's identity at a provider: one subject of one provider belongs to one member of a merchant. */
export interface SocialLinkTable {
  id: Generated<number>;
  merchant_code: string;
  /** 'google' or 'facebook'. */
  provider: string;
  /** The provider's `sub` claim. */
  subject: string;
  member_id: number;
  created_at: Timestamp;
}

/**
 * One login with a provider in progress, found by the SHA-256 of the browser's httpOnly flow cookie.
 * `stage`: started (state, nonce, PKCE verifier kept) -> exchanging (code being redeemed, once) -> link
 * (an account matched: its password is awaited) or register (fields awaited).
 */
export interface SocialFlowTable {
  id: string;
  merchant_code: string;
  provider: string;
  stage: string;
  state: string;
  nonce: string;
  code_verifier: string;
  subject: string | null;
  /** The ID token's claims the flow uses (JSON: email, email_verified, name, preferred_username). */
  claims: string | null;
  member_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface SocialLoginTables {
  social_links: SocialLinkTable;
  social_flows: SocialFlowTable;
}
