import {
  enabledRemotes,
  type MerchantManifest,
  REMOTE_CONTAINERS,
  type RemoteName,
} from '@mobile/shared-contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import { expectRemoteIntegrity } from './expect-remote-integrity';

/**
 * Registers the merchant's enabled remotes at run time: no remote URL is baked into the shell build.
 * A disabled remote is never registered, so nothing of it can load.
 */
export function registerMerchantRemotes(manifest: MerchantManifest): RemoteName[] {
  const enabled = enabledRemotes(manifest);
  expectRemoteIntegrity(manifest, enabled);
  registerRemotes(
    enabled.map((name) => ({ name: REMOTE_CONTAINERS[name], entry: manifest.remotes[name].entry })),
  );
  return enabled;
}

/**
 * Drops what the runtime cached about a remote (a failed entry fetch included), so the next load
 * fetches its files again: this is what makes 'retry' work once the remote is back.
 */
export function resetRemote(manifest: MerchantManifest, name: RemoteName): void {
  expectRemoteIntegrity(manifest, [name]);
  registerRemotes([{ name: REMOTE_CONTAINERS[name], entry: manifest.remotes[name].entry }], { force: true });
}

/** Loads one exposed parcel of a remote, e.g. ('games', './GameListPage'). */
export async function loadParcelConfig(name: RemoteName, expose: string): Promise<ParcelConfig> {
  const id = `${REMOTE_CONTAINERS[name]}/${expose.replace(/^\.\//, '')}`;
  const module = await loadRemote<{ default: ParcelConfig }>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no parcel`);
  return module.default;
}
