import { type MerchantManifest, REMOTE_CONTAINERS, type RemoteName } from '@mobile/shared-contracts';

/**
 * The integrity each registered remote's remoteEntry.js must have (issue 26 finding 17), by container name:
 * set from the merchant manifest when the remotes are registered, read by remote-integrity-plugin.ts when
 * the federation runtime creates the entry's <script>.
 */
const expected = new Map<string, { entry: string; integrity: string }>();

export function expectRemoteIntegrity(manifest: MerchantManifest, names: readonly RemoteName[]): void {
  for (const name of names) {
    const { entry, integrity } = manifest.remotes[name];
    if (integrity) expected.set(REMOTE_CONTAINERS[name], { entry, integrity });
    else expected.delete(REMOTE_CONTAINERS[name]);
  }
}

/** The integrity of the script at `url` when it is the entry of remote container `container`, else null. */
export function entryIntegrity(container: string | undefined, url: string): string | null {
  const known = container === undefined ? undefined : expected.get(container);
  return known && known.entry === url ? known.integrity : null;
}
