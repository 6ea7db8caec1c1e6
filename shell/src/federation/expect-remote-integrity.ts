import { type MerchantManifest, REMOTE_CONTAINERS, type RemoteName } from '@mobile/shared-contracts';
import { setEntryIntegrity } from './remote-integrity';

/** Takes each named remote's entry integrity from the merchant manifest (issue 26 finding 17). */
export function expectRemoteIntegrity(manifest: MerchantManifest, names: readonly RemoteName[]): void {
  for (const name of names) {
    const { entry, integrity } = manifest.remotes[name];
    setEntryIntegrity(REMOTE_CONTAINERS[name], entry, integrity);
  }
}
