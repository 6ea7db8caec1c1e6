/**
 * Encrypted credentials (login, register, password reset). The client fetches the server's RSA public
 * key, encrypts the JSON payload with a fresh AES-256-GCM key (additional data: the key id, UTF-8),
 * wraps that key with RSA-OAEP-256 and sends the envelope below with the encryption header.
 */
export const ENCRYPTION_HEADER = 'X-Encryption';
export const ENCRYPTION_SCHEME = 'rsa-oaep-256+a256gcm';

/** GET /wps/system/credentialKey value: SPKI DER public key, base64. */
export interface CredentialKeyInfo {
  keyId: string;
  publicKey: string;
  scheme: typeof ENCRYPTION_SCHEME;
  /** The server's clock when it answered (ms): the client stamps its bodies in server time. */
  serverTime?: number;
}

/**
 * What the ciphertext holds (issue 26 finding 10): the call's payload, when it was sealed (ms, in the
 * server's time as the client knows it) and a random single-use nonce. The server refuses a body whose
 * nonce it has seen, or one sealed more than CREDENTIAL_MAX_AGE_MS ago (or CREDENTIAL_MAX_AHEAD_MS ahead).
 */
export interface SealedCredentials {
  issuedAt: number;
  nonce: string;
  payload: unknown;
}

export const CREDENTIAL_MAX_AGE_MS = 5 * 60_000;
export const CREDENTIAL_MAX_AHEAD_MS = 60_000;

/** Request body of an encrypted call; every field is standard base64 except keyId. */
export interface CredentialEnvelope {
  keyId: string;
  /** The AES-256 key, RSA-OAEP (SHA-256) encrypted under the server's public key. */
  wrappedKey: string;
  /** 12-byte GCM nonce. */
  iv: string;
  /** AES-GCM output: ciphertext followed by the 16-byte tag, as WebCrypto returns it. */
  ciphertext: string;
}
