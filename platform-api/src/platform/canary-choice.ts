import type { MerchantManifest, RemoteName } from '@mobile/shared-contracts';
import { inCanary } from './canary-bucket';

/** A second version of one remote that a share of the merchant's visitors get. */
export interface RemoteCanary {
  entry: string;
  version: string;
  /** Basis points (0-10000). */
  share: number;
  /** SHA-384 of the canary's remoteEntry.js (issue 26 finding 17); absent: none. */
  integrity?: string;
}

/** The stable manifest with the canaries that run beside it. */
export interface ManifestState {
  manifest: MerchantManifest;
  canaries: Partial<Record<RemoteName, RemoteCanary>>;
}

/** What decides a visitor's bucket: merchant, remote and the canary's version. */
export const canaryKey = (merchantCode: string, name: RemoteName, canary: RemoteCanary): string =>
  `${merchantCode}/${name}/${canary.version}`;

/**
 * The manifest one visitor gets: each remote with a canary is the canary's entry and version when the
 * visitor's bucket is inside the share, and says which arm (`arm`) the visitor is on. No visitor id (an old
 * shell, the home-frame service): stable, with no arm.
 */
export function manifestForVisitor(state: ManifestState, visitorId: string | undefined): MerchantManifest {
  if (!visitorId) return state.manifest;
  const { manifest } = state;
  const remotes = { ...manifest.remotes };
  for (const [name, canary] of Object.entries(state.canaries) as [RemoteName, RemoteCanary][]) {
    if (!inCanary(canaryKey(manifest.merchantCode, name, canary), visitorId, canary.share)) {
      remotes[name] = { ...remotes[name], arm: 'stable' };
      continue;
    }
    // The canary's own integrity, never the stable entry's: another file, another hash.
    const { integrity: _stable, ...stable } = remotes[name];
    remotes[name] = {
      ...stable,
      entry: canary.entry,
      version: canary.version,
      arm: 'canary',
      ...(canary.integrity ? { integrity: canary.integrity } : {}),
    };
  }
  return { ...manifest, remotes };
}
