import { type MerchantManifest, parseManifest, type RemoteName } from '@mobile/shared-contracts';
import { apiValue } from '../api-value';
import { keyedCache } from '../keyed-cache';

/** The API must answer within this, or the page goes without its frame and its preloads. */
const API_TIMEOUT_MS = 800;
/** A manifest is kept this long: an operator's remote switch reaches the frame and the preloads soon after. */
export const MANIFEST_TTL_MS = 5_000;
/** A manifest older than this is read again beside the request that asked for it (decision 0791). */
export const MANIFEST_REFRESH_AFTER_MS = 2_000;
/**
 * The manifest is asked for with this visitor id: not for its arm (no player has it) but so that the answer
 * says which remotes run a canary (`arm` is set only then), whose pages get no preloads. Which remotes are
 * enabled does not depend on it.
 */
export const PROBE_VISITOR_ID = 'page-preloads-probe';

export interface ManifestReaderOptions {
  apiOrigin: string;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Reads a merchant's manifest, or null when it could not be had. */
export type ManifestOf = (merchantCode: string) => Promise<MerchantManifest | null>;

/**
 * The merchant manifest for a page request, read once for both its users: the drawn frame (which remotes
 * are enabled) and the page preloads (entries, integrity, canaries). One API call per merchant per
 * MANIFEST_TTL_MS; a failure (no answer in time, an error, an unreadable manifest) is asked again at the
 * next request. A request that finds it older than MANIFEST_REFRESH_AFTER_MS has it read again beside it, so
 * while pages are asked for at least every few seconds, no page waits for the API's answer.
 */
export function cachedManifest(options: ManifestReaderOptions): ManifestOf {
  return keyedCache<MerchantManifest>(
    async (merchantCode) => {
      const query = new URLSearchParams({ merchantCode, visitorId: PROBE_VISITOR_ID });
      const parsed = parseManifest(
        await apiValue<unknown>({
          apiOrigin: options.apiOrigin,
          path: `/wps/system/manifest?${query}`,
          headers: { 'X-Merchant-Code': merchantCode },
          timeoutMs: API_TIMEOUT_MS,
          fetch: options.fetch,
        }),
      );
      return parsed.ok ? parsed.manifest : null;
    },
    (manifest) => (manifest ? MANIFEST_TTL_MS : 0),
    options.now ?? Date.now,
    { refreshAfterMs: MANIFEST_REFRESH_AFTER_MS },
  );
}

/** A remote's entry as the merchant runs it for every player: where and with which integrity. */
export interface VouchedEntry {
  entry: string;
  integrity: string;
}

/**
 * The entry every player of the merchant loads for `remote`, or null when the server cannot know it: the
 * remote switched off, a canary running (the visitor's arm is chosen by an id in their browser's storage),
 * or no integrity (a dev server). The one rule for what the server may prepare for a page: its preloads
 * (decision 0461) and its drawing (0561, which also needs that entry to be the build it holds).
 */
export function vouchedEntry(manifest: MerchantManifest, remote: RemoteName): VouchedEntry | null {
  const { enabled, arm, entry, integrity } = manifest.remotes[remote];
  return enabled && arm === undefined && integrity ? { entry, integrity } : null;
}
