import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME, encryptCredentials } from '@mobile/shared-contracts';

/**
 * Test helper: encrypts a payload with the browser client's own code (shared-contracts, WebCrypto only:
 * globalThis.crypto in Node and browsers), so tests exercise the real server path.
 */
export const encryptLikeBrowser = encryptCredentials;

export const ENCRYPTED_HEADERS = { [ENCRYPTION_HEADER.toLowerCase()]: ENCRYPTION_SCHEME };
