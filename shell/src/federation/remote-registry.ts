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

/** The parcels loaded so far (by the idle preloads or a mount), by `<container>/<expose>`. */
const loaded = new Map<string, ParcelConfig>();

const idOf = (name: RemoteName, expose: string) =>
  `${REMOTE_CONTAINERS[name]}/${expose.replace(/^\.\//, '')}`;

/**
 * Drops what the runtime cached about a remote (a failed entry fetch included), so the next load
 * fetches its files again: this is what makes 'retry' work once the remote is back.
 */
export function resetRemote(manifest: MerchantManifest, name: RemoteName): void {
  expectRemoteIntegrity(manifest, [name]);
  registerRemotes([{ name: REMOTE_CONTAINERS[name], entry: manifest.remotes[name].entry }], { force: true });
  for (const id of loaded.keys()) if (id.startsWith(`${REMOTE_CONTAINERS[name]}/`)) loaded.delete(id);
}

/** Loads one exposed parcel of a remote, e.g. ('games', './GameListPage'). */
export async function loadParcelConfig(name: RemoteName, expose: string): Promise<ParcelConfig> {
  const id = idOf(name, expose);
  const module = await loadRemote<{ default: ParcelConfig }>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no parcel`);
  loaded.set(id, module.default);
  return module.default;
}

/**
 * The parcel when it has been loaded before (a preload of the page the player now opens): mounting it
 * needs no trip through the federation runtime, whose load of even a cached module is a few task hops.
 */
export function loadedParcelConfig(name: RemoteName, expose: string): ParcelConfig | undefined {
  return loaded.get(idOf(name, expose));
}
