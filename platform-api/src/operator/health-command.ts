import { consolidatedSettingsSchema, FIELD_SAMPLING_DEFAULT, REMOTE_NAMES } from '@mobile/shared-contracts';
import * as v from 'valibot';
import type { Db } from '../db/schema';
import { type ArmHealth, fieldHealth } from '../field/field-health';
import { consolidatedDefaults } from '../merchants/default-settings';
import { findMerchant } from '../merchants/merchant-store';
import { updateSetting } from '../merchants/settings-store';
import { parseSharePercent, sharePercent } from '../platform/canary-bucket';
import { canariesOf } from '../platform/canary-store';
import { settingOr } from '../system/settings-routes';
import { choice, merchantFlag, parseFlags, required } from './parse-args';
import { UsageError } from './usage-error';

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** Longest window: the minute counts are kept five weeks. */
const MAX_SINCE_MS = 35 * UNIT_MS.d;

/** `30m`, `1h`, `7d` as milliseconds (at most five weeks). */
export function parseSince(text: string): number {
  const match = /^(\d{1,4})([mhd])$/.exec(text);
  const ms = match ? Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS] : 0;
  if (ms <= 0 || ms > MAX_SINCE_MS) throw new UsageError('--since must be like 30m, 1h or 7d (at most 35d)');
  return ms;
}

async function knownMerchant(db: Db, flags: Record<string, string | undefined>) {
  const code = merchantFlag(flags);
  const merchant = await findMerchant(db, code);
  if (!merchant) throw new UsageError(`unknown merchant '${code}'`);
  return merchant;
}

/**
 * `health --merchant M [--remote R] [--since 1h]`: what players measured over the window, per remote and
 * version (p75 LCP, INP, CLS; errors and load failures per page shown), and for a remote with a running
 * canary its two arms side by side (`canary.stable`, `canary.canary`).
 */
export async function healthCommand(db: Db, args: string[], now: Date = new Date()): Promise<unknown> {
  const flags = parseFlags(args, ['merchant', 'remote', 'since']);
  const merchant = await knownMerchant(db, flags);
  const owner = choice(flags, 'remote', [...REMOTE_NAMES, 'shell'] as const);
  const since = new Date(now.getTime() - parseSince(flags.since ?? '1h'));
  const rows = await fieldHealth(db, {
    merchantCode: merchant.code,
    since,
    until: new Date(now.getTime() + 60_000),
    ...(owner ? { owner } : {}),
  });
  const canaries = await canariesOf(db, merchant.code);
  const owners = [...new Set([...rows.map((row) => row.owner), ...canaries.map((c) => c.name)])]
    .filter((name) => !owner || name === owner)
    .sort();
  const figures = ({ owner: _owner, ...rest }: ArmHealth) => rest;
  return {
    merchant: merchant.code,
    since: since.toISOString(),
    until: now.toISOString(),
    remotes: owners.map((name) => {
      const own = rows.filter((row) => row.owner === name);
      const running = canaries.find((c) => c.name === name);
      const arm = (which: 'stable' | 'canary', version: string | null) => {
        const found = own.find((row) => row.arm === which && row.version === version);
        return found ? figures(found) : { version, arm: which, views: 0, note: 'no measurements yet' };
      };
      return {
        remote: name,
        versions: own.map(figures),
        ...(running
          ? {
              canary: {
                sharePercent: running.sharePercent,
                stable: arm('stable', running.stable.version),
                canary: arm('canary', running.canary.version),
              },
            }
          : {}),
      };
    }),
  };
}

/**
 * `field-sampling --merchant M [--share P]`: the share of page loads (percent) whose field measurements
 * the shell sends; without `--share` prints it.
 */
export async function fieldSamplingCommand(db: Db, args: string[]): Promise<unknown> {
  const flags = parseFlags(args, ['merchant', 'share']);
  const merchant = await knownMerchant(db, flags);
  const settings = await settingOr(db, merchant.code, 'consolidated', consolidatedSettingsSchema, () =>
    consolidatedDefaults(merchant.code, merchant.name, 'full'),
  );
  if (flags.share !== undefined) {
    const basisPoints = parseSharePercent(required(flags, 'share'));
    if (basisPoints === null) throw new UsageError('--share must be a percentage from 0 to 100');
    // The other fields as stored at the write, not as read above (another command may have changed them).
    await updateSetting(db, merchant.code, 'consolidated', (stored) => {
      const parsed = v.safeParse(consolidatedSettingsSchema, stored);
      const current = parsed.success ? parsed.output : settings;
      return { ...current, fieldSampling: basisPoints / 10_000 };
    });
    return { merchant: merchant.code, sharePercent: sharePercent(basisPoints) };
  }
  const sampling = settings.fieldSampling ?? FIELD_SAMPLING_DEFAULT;
  return { merchant: merchant.code, sharePercent: Math.round(sampling * 10_000) / 100 };
}
