import type { RemoteName } from '@mobile/shared-contracts';
import type { Db } from '../../db/schema';
import { hashPassword, SCRYPT_DEFAULTS, type ScryptParams } from '../../security/password';
import { seedAccounts } from './accounts';
import { seedAgentContracts } from './agent-contracts';
import { seedAgentDividend } from './agent-dividend';
import { seedAgentTeam } from './agent-team';
import { seedAnnouncements, seedInbox, seedReadMarks } from './content';
import { seedDrawSchedules, seedLotteryGames, seedPlayer1Favourites, seedRecentGames } from './game-activity';
import { seedFavourites, seedGames, seedWinners } from './games';
import { seedHelpTopics } from './help-topics';
import { seedJackpots } from './jackpots';
import { seedLiveRooms } from './live-rooms';
import { seedMemberProfiles } from './member-profile';
import { DEMO_PAYMENT_PASSWORD, DEMO_USERS, demoHasher, seedMembers } from './members';
import { SEED_MERCHANTS, seedMerchants } from './merchants';
import { seedPromotions } from './promotions';
import { seedRedRain } from './red-rain';
import { seedSocialProviders } from './social';
import { seedSportsMatches } from './sports-matches';
import { refreshTeamActivity } from './team-activity';
import { seedVnLottery } from './vn-lottery';
import { seedWallets } from './wallet';
import { seedWalletMoney } from './wallet-money';
import { seedWalletRecords } from './wallet-records';

export interface SeedOptions {
  remoteEntryUrls: Record<RemoteName, string>;
  overwriteRemoteEntries?: boolean;
  /** SHA-384 of each remote's remoteEntry.js, from the build the entries serve; absent: none. */
  remoteEntryIntegrity?: Partial<Record<RemoteName, string>>;
  /** Default frame origin of new merchants: the API's own origin. */
  publicOrigin: string;
  /** Lower only to seed quickly in tests; verification reads the cost from each stored hash. */
  scrypt?: ScryptParams;
  /** The demo merchants' field sampling (0–1); absent: the shell's default. */
  fieldSampling?: number;
  /** The local OpenID provider's issuer (`SEED_OIDC_ISSUER`); absent: no social login provider. */
  socialIssuer?: string;
  now?: Date;
}

/** Idempotent: inserts what is missing, so it is safe on every start. */
export async function seedAll(db: Db, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const scrypt = options.scrypt ?? SCRYPT_DEFAULTS;
  const hashFor = demoHasher(scrypt);
  let paymentHash: Promise<string> | undefined;
  const paymentPasswordHash = () => {
    paymentHash ??= hashPassword(DEMO_PAYMENT_PASSWORD, { cost: scrypt });
    return paymentHash;
  };
  await seedMerchants(db, {
    remoteEntryUrls: options.remoteEntryUrls,
    overwriteEntries: options.overwriteRemoteEntries ?? false,
    remoteEntryIntegrity: options.remoteEntryIntegrity ?? {},
    frameOrigins: [options.publicOrigin],
    ...(options.fieldSampling === undefined ? {} : { fieldSampling: options.fieldSampling }),
    now,
  });
  if (options.socialIssuer) await seedSocialProviders(db, options.socialIssuer, options.publicOrigin);
  await seedGames(db);
  await seedLotteryGames(db);
  await seedVnLottery(db);
  await seedDrawSchedules(db);
  await seedWinners(db, now);
  for (const merchant of SEED_MERCHANTS) {
    const ids = await seedMembers(db, merchant.code, hashFor, now);
    await seedWallets(db, ids, now);
    await seedAnnouncements(db, merchant.code, now);
    await seedHelpTopics(db, merchant.code);
    await seedPromotions(db, merchant.code, now);
    await seedRedRain(db, merchant.code, now);
    await seedLiveRooms(db, merchant.code, now);
    // The lite site shows a merchant without matches (no hot-matches widget on its home).
    if (merchant.profile === 'full') await seedSportsMatches(db, merchant.code, now);
    await seedJackpots(db, merchant.code, now);
    for (const user of DEMO_USERS) {
      const id = ids.get(user.username);
      if (id !== undefined) await seedInbox(db, id, now);
    }
    const player0 = ids.get('player0');
    if (player0 !== undefined) {
      await seedFavourites(db, player0, now);
      await seedReadMarks(
        db,
        merchant.code,
        player0,
        ['New slots from Nova Slots', 'Responsible gaming'],
        now,
      );
    }
    const player1 = ids.get('player1');
    if (player1 !== undefined) await seedPlayer1Favourites(db, player1, now);
    for (const username of ['player0', 'player1']) {
      const id = ids.get(username);
      if (id !== undefined) await seedRecentGames(db, username, id, now);
    }
    const agent41 = ids.get('agent41');
    if (agent41 !== undefined) await seedReadMarks(db, merchant.code, agent41, ['Dividend payout date'], now);
    await refreshTeamActivity(db, merchant.code, ids, now);
    await seedAgentTeam(db, merchant.code, ids, now);
    await seedAgentContracts(db, merchant.code, hashFor, now);
    await seedAgentDividend(db, ids, now);
    await seedAccounts(db, merchant.code, ids);
    await seedMemberProfiles(db, merchant.code, ids, paymentPasswordHash);
    await seedWalletRecords(db, merchant.code, ids, now);
    await seedWalletMoney(db, merchant.code, ids, now);
  }
}

/** SEED_SCRYPT_LOG2N lowers the hashing cost of seeded users (tests, throwaway databases only). */
export function seedScryptFromEnv(env: NodeJS.ProcessEnv = process.env): ScryptParams {
  const raw = env.SEED_SCRYPT_LOG2N;
  if (!raw) return SCRYPT_DEFAULTS;
  const log2N = Number(raw);
  if (!Number.isInteger(log2N) || log2N < 10 || log2N > 20)
    throw new Error('SEED_SCRYPT_LOG2N must be 10..20');
  return { ...SCRYPT_DEFAULTS, log2N };
}

/**
 * `SEED_FIELD_SAMPLING` (a share from 0 to 1): the demo merchants' field sampling when first seeded. The
 * e2e site sets 0, so no journey but the field one (which sets its own) loads the beacon by chance.
 */
export function seedFieldSamplingFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.SEED_FIELD_SAMPLING;
  if (raw === undefined || raw === '') return undefined;
  const share = Number(raw);
  if (!Number.isFinite(share) || share < 0 || share > 1) throw new Error('SEED_FIELD_SAMPLING must be 0..1');
  return share;
}
