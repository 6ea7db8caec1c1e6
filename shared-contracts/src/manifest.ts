import * as v from 'valibot';

export const REMOTE_NAMES = ['games', 'member', 'wallet', 'agent'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container name of each remote (the `name` in its webpack config). */
export const REMOTE_CONTAINERS: Record<RemoteName, string> = {
  games: 'remote_games',
  member: 'remote_member',
  wallet: 'remote_wallet',
  agent: 'remote_agent',
};

const httpUrl = v.pipe(
  v.string(),
  v.url(),
  v.check((u) => /^https?:\/\//.test(u), 'must be an http(s) URL'),
);

export const remoteEntrySchema = v.object({
  enabled: v.boolean(),
  /** Absolute URL of the remote's remoteEntry.js (its mf-manifest.json works too, at the cost of a round trip). */
  entry: httpUrl,
  version: v.pipe(v.string(), v.maxLength(64)),
});

export const merchantManifestSchema = v.object({
  merchantCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/)),
  name: v.pipe(v.string(), v.maxLength(120)),
  remotes: v.object({
    games: remoteEntrySchema,
    member: remoteEntrySchema,
    wallet: remoteEntrySchema,
    agent: remoteEntrySchema,
  }),
  /** Origins that game, lottery, task and chat frames may load from. */
  frameOrigins: v.array(httpUrl),
});

export type RemoteEntry = v.InferOutput<typeof remoteEntrySchema>;
export type MerchantManifest = v.InferOutput<typeof merchantManifestSchema>;

export type ManifestParseResult = { ok: true; manifest: MerchantManifest } | { ok: false; error: string };

/** Validates an untrusted manifest; the shell never registers a remote from an invalid one. */
export function parseManifest(input: unknown): ManifestParseResult {
  const result = v.safeParse(merchantManifestSchema, input);
  if (result.success) return { ok: true, manifest: result.output };
  const issue = result.issues[0];
  const where = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
  return { ok: false, error: `${where ? `${where}: ` : ''}${issue?.message ?? 'invalid manifest'}` };
}

export function enabledRemotes(manifest: MerchantManifest): RemoteName[] {
  return REMOTE_NAMES.filter((name) => manifest.remotes[name].enabled);
}
