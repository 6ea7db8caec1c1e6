import { REMOTE_NAMES } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { readManifest } from '../merchants/manifest-store';
import { findMerchant } from '../merchants/merchant-store';
import { remoteHistory, rollbackRemote } from '../platform/manifest-history';
import { choice, merchantFlag, parseFlags } from './parse-args';
import { UsageError } from './usage-error';

async function merchantAndRemote(db: Db, args: string[]) {
  const flags = parseFlags(args, ['merchant', 'name']);
  const merchant = merchantFlag(flags);
  const name = choice(flags, 'name', REMOTE_NAMES);
  if (!name) throw new UsageError('--name is required');
  if (!(await findMerchant(db, merchant))) throw new UsageError(`unknown merchant '${merchant}'`);
  return { merchant, name };
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
