import { REMOTE_NAMES, remoteEntrySchema } from '@mobile/shared-contracts';
import * as v from 'valibot';
import { CONTRACT_OFFERS } from '../agent/contract-offers';
import { contractsOf, offerContract } from '../agent/contract-store';
import { answerSalaryApplication } from '../agent/salary-application';
import type { Db } from '../db/schema';
import { findMemberByUsername } from '../members/member-store';
import { type RemotePatch, readManifest, updateRemote } from '../merchants/manifest-store';
import { updateStatus } from '../merchants/status-store';
import { canariesOf } from '../platform/canary-store';
import { createLoginSession } from '../sessions/session-store';
import { entryIntegrityFor } from './entry-integrity-flag';
import { choice, type Flags, merchantFlag, onOff, parseFlags, required } from './parse-args';
import { UsageError } from './usage-error';

const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourlySalary'] as const;
const VERSION = /^[A-Za-z0-9._+-]{1,64}$/;
const MAX_INFO = 500;

function unknownMerchant(code: string): never {
  throw new UsageError(`unknown merchant '${code}'`);
}

/**
 * `remote --merchant M --name R [--enabled true|false] [--url U [--integrity none]] [--version V]`: a new
 * `--url` is fetched and its SHA-384 kept as the entry's integrity (refused when unreachable); pointing at
 * the same URL again takes the hash of the file served there now (a new build deployed in place).
 */
export async function remoteCommand(db: Db, args: string[]): Promise<unknown> {
  const flags: Flags = parseFlags(args, ['merchant', 'name', 'enabled', 'url', 'version', 'integrity']);
  const merchant = merchantFlag(flags);
  const name = choice(flags, 'name', REMOTE_NAMES);
  if (!name) throw new UsageError('--name is required');
  const patch: RemotePatch = {};
  const enabled = onOff(flags, 'enabled', 'true', 'false');
  if (enabled !== undefined) patch.enabled = enabled;
  if (flags.url !== undefined) {
    if (!v.is(remoteEntrySchema.entries.entry, flags.url))
      throw new UsageError('--url must be an absolute http(s) URL');
    patch.entry = flags.url;
  } else if (flags.integrity !== undefined) throw new UsageError('--integrity goes with --url');
  if (flags.version !== undefined) {
    if (!VERSION.test(flags.version))
      throw new UsageError('--version must be 1-64 characters of A-Z a-z 0-9 . _ + -');
    patch.version = flags.version;
  }
  if (!(await readManifest(db, merchant))) return unknownMerchant(merchant);
  if (patch.entry !== undefined) patch.integrity = await entryIntegrityFor(patch.entry, flags.integrity);
  return (await updateRemote(db, merchant, name, patch)) ?? unknownMerchant(merchant);
}

export async function statusCommand(db: Db, args: string[]): Promise<unknown> {
  const flags = parseFlags(args, ['merchant', 'maintenance', 'region-restriction', 'info']);
  const merchant = merchantFlag(flags);
  const maintenance = onOff(flags, 'maintenance', 'on', 'off');
  const regionRestriction = onOff(flags, 'region-restriction', 'on', 'off');
  if (flags.info !== undefined && flags.info.length > MAX_INFO)
    throw new UsageError(`--info is limited to ${MAX_INFO} characters`);
  // An empty --info clears the text.
  const info = flags.info === undefined ? undefined : flags.info || null;
  const updated = await updateStatus(db, merchant, { maintenance, regionRestriction, info });
  if (!updated) return unknownMerchant(merchant);
  return {
    merchantCode: updated.code,
    maintenance: updated.maintenance,
    regionRestriction: updated.regionRestriction,
    info: updated.statusInfo,
    // Canary rollouts in progress (`operator canary`), so one look shows what players get.
    canaries: await canariesOf(db, merchant),
  };
}

/** The front end's MC_SESSION_INFO for a seeded user: paste it into local storage to be logged in. */
export async function sessionCommand(db: Db, args: string[], now: Date = new Date()): Promise<unknown> {
  const flags = parseFlags(args, ['user', 'merchant']);
  const username = required(flags, 'user');
  const merchant = merchantFlag(flags, 'demo');
  const member = await findMemberByUsername(db, merchant, username);
  if (!member) throw new UsageError(`no user '${username}' on merchant '${merchant}'`);
  const { token } = await createLoginSession(db, { id: member.id, merchantCode: merchant }, now);
  return {
    token,
    merchantCode: merchant,
    id: member.id,
    userName: member.username,
    type: member.type,
    // SPEC 3: trial users carry their customerType here.
    firstTimeLogin: member.type === 4 ? member.type : member.lastLoginAt === null,
  };
}

export async function manifestCommand(db: Db, args: string[]): Promise<unknown> {
  const merchant = merchantFlag(parseFlags(args, ['merchant']));
  return (await readManifest(db, merchant)) ?? unknownMerchant(merchant);
}

/**
 * Offers a demo contract again (salary, dividend or hourly) to a member that has none of that kind pending;
 * a member's open daily salary application is answered by that offer.
 */
export async function contractCommand(db: Db, args: string[], now: Date = new Date()): Promise<unknown> {
  const flags = parseFlags(args, ['user', 'merchant', 'offer']);
  const username = required(flags, 'user');
  const merchant = merchantFlag(flags, 'demo');
  const kind = choice(flags, 'offer', CONTRACT_KINDS);
  if (!kind) throw new UsageError('--offer is required');
  const member = await findMemberByUsername(db, merchant, username);
  if (!member) throw new UsageError(`no user '${username}' on merchant '${merchant}'`);
  const { pending } = await contractsOf(db, member.id, kind);
  if (pending) return { contractId: pending.id, kind, status: pending.status, offered: false };
  // An agent's open salary application is answered by this offer (the application row becomes it).
  const answered =
    kind === 'dailySalary'
      ? await answerSalaryApplication(db, member.id, CONTRACT_OFFERS.dailySalary.terms, now)
      : undefined;
  if (answered) return { contractId: answered, kind, status: 'PENDING', offered: true, applied: true };
  const contractId = await offerContract(db, member.id, CONTRACT_OFFERS[kind], now);
  return { contractId, kind, status: 'PENDING', offered: true };
}
