import { FORCED_TEST_MERCHANT, REMOTE_NAMES, type RemoteName } from '@mobile/shared-contracts';
import type { Db } from '../../db/schema';
import {
  COUNTRIES,
  consolidatedDefaults,
  registerDefaults,
  type SiteProfile,
  whitelabelDefaults,
} from '../../merchants/default-settings';
import { writeSetting } from '../../merchants/settings-store';
import { demoTaskUrl } from '../demo-task-routes';

export interface SeedMerchant {
  code: string;
  name: string;
  profile: SiteProfile;
  remotes: Record<RemoteName, boolean>;
}

const ALL_ON = { games: true, member: true, wallet: true, agent: true };

export const SEED_MERCHANTS: SeedMerchant[] = [
  { code: 'demo', name: 'Demo Play', profile: 'full', remotes: ALL_ON },
  {
    code: 'lite',
    name: 'Lite Play',
    profile: 'lite',
    remotes: { games: true, member: true, wallet: false, agent: false },
  },
  { code: FORCED_TEST_MERCHANT, name: 'Test Site', profile: 'full', remotes: ALL_ON },
];

export interface MerchantSeedOptions {
  remoteEntryUrls: Record<RemoteName, string>;
  /** Repoint existing merchants too (REMOTE_ENTRY_URLS was given explicitly). */
  overwriteEntries: boolean;
  /** SHA-384 of each remote's remoteEntry.js (issue 26 finding 17), written and repointed with its entry. */
  remoteEntryIntegrity: Partial<Record<RemoteName, string>>;
  frameOrigins: string[];
  /** The share of page loads whose field measurements the shell sends (absent: the shell's default). */
  fieldSampling?: number;
  now: Date;
}

/** Inserts what is missing and leaves operator changes alone (except entries when asked). */
export async function seedMerchants(db: Db, options: MerchantSeedOptions): Promise<void> {
  const now = options.now.toISOString();
  for (const merchant of SEED_MERCHANTS) {
    const inserted = await db
      .insertInto('merchants')
      .values({
        code: merchant.code,
        name: merchant.name,
        maintenance: 0,
        region_restriction: 0,
        status_info: null,
        frame_origins: JSON.stringify(options.frameOrigins),
        created_at: now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    for (const name of REMOTE_NAMES) {
      const entry = options.remoteEntryUrls[name];
      const integrity = options.remoteEntryIntegrity[name] ?? null;
      const insert = db.insertInto('merchant_remotes').values({
        merchant_code: merchant.code,
        name,
        enabled: merchant.remotes[name] ? 1 : 0,
        entry,
        version: '1.0.0',
        integrity,
        canary_integrity: null,
        updated_at: now,
      });
      await insert
        .onConflict((oc) =>
          options.overwriteEntries
            ? oc.columns(['merchant_code', 'name']).doUpdateSet({ entry, integrity, updated_at: now })
            : oc.columns(['merchant_code', 'name']).doNothing(),
        )
        .execute();
    }
    if (inserted) {
      const consolidated = consolidatedDefaults(merchant.code, merchant.name, merchant.profile);
      // The TASK link opens in the task frame only on a frame origin: the demo's task page on the first.
      const frameOrigin = options.frameOrigins[0];
      if (frameOrigin) {
        consolidated.resources = consolidated.resources.map((resource) =>
          resource.resourceType === 'TASK'
            ? { ...resource, url: demoTaskUrl(frameOrigin, merchant.code) }
            : resource,
        );
      }
      if (options.fieldSampling !== undefined) consolidated.fieldSampling = options.fieldSampling;
      await writeSetting(db, merchant.code, 'consolidated', consolidated);
      await writeSetting(db, merchant.code, 'whitelabel', whitelabelDefaults(merchant.profile));
      await writeSetting(db, merchant.code, 'countries', COUNTRIES);
      await writeSetting(db, merchant.code, 'register', registerDefaults(merchant.profile));
    }
  }
}
