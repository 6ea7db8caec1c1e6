import { REMOTE_NAMES, remoteEntrySchema } from '@mobile/shared-contracts';
import * as v from 'valibot';
import type { Db } from '../db/schema';
import { readManifest } from '../merchants/manifest-store';
import { findMerchant } from '../merchants/merchant-store';
import { parseSharePercent } from '../platform/canary-bucket';
import {
  type CanaryOutcome,
  type CanaryRefusal,
  canariesOf,
  endCanary,
  setCanary,
} from '../platform/canary-store';
import { remoteHistory, rollbackRemote } from '../platform/manifest-history';
import { AUTO_FLAGS, autoPolicyFrom, judgeStatus } from './canary-auto-flags';
import { entryIntegrityFor } from './entry-integrity-flag';
import { choice, merchantFlag, parseFlags } from './parse-args';
import { UsageError } from './usage-error';

const VERSION = /^[A-Za-z0-9._+-]{1,64}$/;

async function merchantAndRemote(db: Db, args: string[], more: string[] = [], switches: string[] = []) {
  const flags = parseFlags(args, ['merchant', 'name', ...more], switches);
  const merchant = merchantFlag(flags);
  const name = choice(flags, 'name', REMOTE_NAMES);
  if (!name) throw new UsageError('--name is required');
  if (!(await findMerchant(db, merchant))) throw new UsageError(`unknown merchant '${merchant}'`);
  return { merchant, name, flags };
}

/** `rollback --merchant M --name R`: the previous entry and version of that remote, as the manifest. */
export async function rollbackCommand(db: Db, args: string[]): Promise<unknown> {
  const { merchant, name } = await merchantAndRemote(db, args);
  if (!(await rollbackRemote(db, merchant, name)))
    throw new Error(`no earlier entry of ${name} for ${merchant} to roll back to`);
  return readManifest(db, merchant);
}

/** `history --merchant M --name R`: every entry a change replaced, newest first. */
export async function historyCommand(db: Db, args: string[]): Promise<unknown> {
  const { merchant, name } = await merchantAndRemote(db, args);
  return (await remoteHistory(db, merchant, name)).map((row) => ({ ...row, enabled: Boolean(row.enabled) }));
}

const REFUSALS: Record<CanaryRefusal, string> = {
  'no-entry': 'has no entry yet: set one with `operator remote` first',
  'no-canary': 'has no canary running: start one with --url, --version and --share',
  'same-version': 'would get its own stable entry and version as the canary',
  'other-canary': 'has another canary running now',
};

/**
 * `canary --merchant M --name R --url U --version V --share P`: P % of the merchant's visitors (sticky per
 * visitor) get version V from U. `--share P` alone changes the running canary's share; `--end promote`
 * makes it everyone's version, `--end abort` sends everyone back. Prints the merchant's canaries. A new
 * `--url` is fetched and its SHA-384 kept as the canary's integrity (refused when unreachable;
 * `--integrity none` for a dev server on this machine only). `--auto` (with a start, a share change or
 * alone) has the canary judged by the API's scheduler, with its margins (`canary-auto-flags.ts`);
 * `canary --merchant M --status` prints the canaries and the judge's lease and last run.
 */
export async function canaryCommand(db: Db, args: string[], now: Date = new Date()): Promise<unknown> {
  if (
    parseFlags(
      args,
      ['merchant', 'name', 'url', 'version', 'share', 'end', 'integrity', ...AUTO_FLAGS],
      ['auto', 'status'],
    ).status !== undefined
  )
    return canaryStatus(db, args, now);
  const { merchant, name, flags } = await merchantAndRemote(
    db,
    args,
    ['url', 'version', 'share', 'end', 'integrity', ...AUTO_FLAGS],
    ['auto'],
  );
  const end = choice(flags, 'end', ['promote', 'abort'] as const);
  const auto = autoPolicyFrom(flags);
  let outcome: CanaryOutcome;
  if (end) {
    if (
      flags.url !== undefined ||
      flags.version !== undefined ||
      flags.share !== undefined ||
      flags.integrity !== undefined ||
      auto !== undefined
    )
      throw new UsageError('--end takes no --url, --version, --share, --integrity or --auto');
    outcome = await endCanary(db, merchant, name, end);
  } else if (flags.share === undefined && flags.url === undefined && auto !== undefined) {
    outcome = await setCanary(db, merchant, name, { auto });
  } else {
    if (flags.share === undefined) throw new UsageError('--share (percent of visitors, 0-100) is required');
    const share = parseSharePercent(flags.share);
    if (share === null)
      throw new UsageError('--share must be a percentage from 0 to 100 (at most 2 decimals)');
    if ((flags.url === undefined) !== (flags.version === undefined))
      throw new UsageError('--url and --version go together');
    if (flags.url !== undefined && !v.is(remoteEntrySchema.entries.entry, flags.url))
      throw new UsageError('--url must be an absolute http(s) URL');
    if (flags.version !== undefined && !VERSION.test(flags.version))
      throw new UsageError('--version must be 1-64 characters of A-Z a-z 0-9 . _ + -');
    if (flags.url === undefined && flags.integrity !== undefined)
      throw new UsageError('--integrity goes with --url');
    // Refused before any fetch when it would change nothing (setCanary checks it again in its transaction).
    const stable = (await readManifest(db, merchant))?.remotes[name];
    if (stable && flags.url === stable.entry && flags.version === stable.version)
      throw new Error(`${name} of ${merchant} ${REFUSALS['same-version']}`);
    const integrity = flags.url === undefined ? null : await entryIntegrityFor(flags.url, flags.integrity);
    outcome = await setCanary(db, merchant, name, {
      share,
      ...(flags.url === undefined ? {} : { entry: flags.url, ...(integrity ? { integrity } : {}) }),
      ...(flags.version === undefined ? {} : { version: flags.version }),
      ...(auto === undefined ? {} : { auto }),
    });
  }
  if (!outcome.ok) throw new Error(`${name} of ${merchant} ${REFUSALS[outcome.reason]}`);
  return { merchantCode: merchant, canaries: await canariesOf(db, merchant) };
}

/** `canary --merchant M --status`: the running canaries (with their automatic policy) and the judge. */
async function canaryStatus(db: Db, args: string[], now: Date): Promise<unknown> {
  const flags = parseFlags(args, ['merchant'], ['status']);
  const merchant = merchantFlag(flags);
  if (!(await findMerchant(db, merchant))) throw new UsageError(`unknown merchant '${merchant}'`);
  return {
    merchantCode: merchant,
    canaries: await canariesOf(db, merchant),
    judge: await judgeStatus(db, now),
  };
}
