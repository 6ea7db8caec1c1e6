import type * as v from 'valibot';
import type { merchantManifestSchema, remoteEntrySchema } from './manifest-schema';

export {
  type ManifestParseResult,
  merchantManifestSchema,
  parseManifest,
  remoteEntrySchema,
  SHA384_INTEGRITY,
} from './manifest-schema';

export const REMOTE_NAMES = ['games', 'member', 'wallet', 'agent'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container name of each remote (the `name` in its webpack config). */
export const REMOTE_CONTAINERS: Record<RemoteName, string> = {
  games: 'remote_games',
  member: 'remote_member',
  wallet: 'remote_wallet',
  agent: 'remote_agent',
};

export type RemoteEntry = v.InferOutput<typeof remoteEntrySchema>;
export type MerchantManifest = v.InferOutput<typeof merchantManifestSchema>;

export function enabledRemotes(manifest: MerchantManifest): RemoteName[] {
  return REMOTE_NAMES.filter((name) => manifest.remotes[name].enabled);
}
