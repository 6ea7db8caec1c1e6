/**
 * The URL to embed when it is http(s) and its origin is one of the merchant's configured frame
 * origins; null otherwise. The rule lives in shared-contracts: live chat uses it for its redirect.
 */
export { urlOnOrigins as allowedFrameUrl } from '@mobile/shared-contracts';
