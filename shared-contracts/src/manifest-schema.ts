import * as v from 'valibot';
import { FIELD_ARMS } from './field-beacon';

/**
 * The merchant manifest's schema and its validation, apart from manifest.ts (names, containers, types):
 * code that only reads a manifest (the shell's start) does not carry valibot for it.
 */
const httpUrl = v.pipe(
  v.string(),
  v.url(),
  v.check((u) => /^https?:\/\//.test(u), 'must be an http(s) URL'),
);

/** A Subresource Integrity value of SHA-384 (`sha384-` and 64 base64 characters), as a script's `integrity`. */
export const SHA384_INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;

export const remoteEntrySchema = v.object({
  enabled: v.boolean(),
  /** Absolute URL of the remote's remoteEntry.js (its mf-manifest.json works too, at the cost of a round trip). */
  entry: httpUrl,
  version: v.pipe(v.string(), v.maxLength(64)),
  /**
   * SHA-384 of the remoteEntry.js at `entry` (issue 26 finding 17), taken when the operator points the remote
   * there or from the build: the shell loads the file with it, and a changed file is refused. Absent only
   * for an entry whose file changes by design (a team's dev server, an mf-manifest.json entry).
   */
  integrity: v.optional(v.pipe(v.string(), v.regex(SHA384_INTEGRITY, 'must be a sha384- integrity value'))),
  /**
   * Set while a canary of this remote runs: which version this visitor got. The shell's field beacon tags
   * its measurements with it, so `operator health` sets the two arms side by side.
   */
  arm: v.optional(v.picklist(FIELD_ARMS)),
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

export type ManifestParseResult =
  | { ok: true; manifest: v.InferOutput<typeof merchantManifestSchema> }
  | { ok: false; error: string };

/** Validates an untrusted manifest; the shell never registers a remote from an invalid one. */
export function parseManifest(input: unknown): ManifestParseResult {
  const result = v.safeParse(merchantManifestSchema, input);
  if (result.success) return { ok: true, manifest: result.output };
  const issue = result.issues[0];
  const where = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
  return { ok: false, error: `${where ? `${where}: ` : ''}${issue?.message ?? 'invalid manifest'}` };
}
