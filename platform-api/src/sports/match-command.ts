import { SPORT_CODES } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { choice, idFlag, merchantFlag, onOff, parseFlags, required, textFlag } from '../operator/parse-args';
import { UsageError } from '../operator/usage-error';

const MAX_LEAGUE = 60;
const MAX_TEAM = 60;
/** Decimal odds from 1.01 to 1000, up to three places. */
const ODDS = /^(\d{1,4})(?:\.(\d{1,3}))?$/;

/** "1.85" -> 1850 thousandths; refuses odds below 1.01 or above 1000. */
export function oddsThousandths(text: string, name: string): number {
  const parts = ODDS.exec(text.trim());
  if (!parts) throw new UsageError(`--${name}: odds like 1.85 expected`);
  const value = Number(parts[1]) * 1000 + Number((parts[2] ?? '').padEnd(3, '0'));
  if (value < 1010 || value > 1_000_000) throw new UsageError(`--${name}: odds from 1.01 to 1000`);
  return value;
}

function kickOffFlag(value: string | undefined): string {
  const text = required({ 'kick-off': value }, 'kick-off');
  const time = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(time.getTime()))
    throw new UsageError('--kick-off must be an ISO time, e.g. 2026-12-01T19:30:00+08:00');
  return time.toISOString();
}

/** A sports or e-sports vendor (cockfight vendors have no matches: they open their own arena). */
async function matchVendor(db: Db, code: string, sport: string): Promise<string> {
  const vendor = await db
    .selectFrom('game_vendors')
    .select(['code', 'category', 'is_cockfight'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!vendor || !['SPORTS', 'ESPORTS'].includes(vendor.category) || vendor.is_cockfight === 1)
    throw new UsageError(`--vendor '${code}' is not a sports or e-sports vendor`);
  if ((vendor.category === 'ESPORTS') !== (sport === 'ESPORTS'))
    throw new UsageError(
      '--sport ESPORTS goes with an e-sports vendor, the other sports with a sports vendor',
    );
  return vendor.code;
}

async function addMatch(db: Db, merchant: string, flags: Record<string, string | undefined>, now: Date) {
  const known = await db
    .selectFrom('merchants')
    .select('code')
    .where('code', '=', merchant)
    .executeTakeFirst();
  if (!known) throw new UsageError(`unknown merchant '${merchant}'`);
  const sport = choice(flags, 'sport', SPORT_CODES);
  if (!sport) throw new UsageError(`--sport is required (${SPORT_CODES.join(', ')})`);
  const odds = required(flags, 'odds').split(',');
  if (odds.length !== 2 && odds.length !== 3)
    throw new UsageError('--odds must be home,away or home,draw,away (e.g. 1.85,3.40,4.10)');
  const [home = '', draw, away = ''] = odds.length === 3 ? odds : [odds[0], undefined, odds[1]];
  const match = {
    merchant_code: merchant,
    vendor_code: await matchVendor(db, required(flags, 'vendor'), sport),
    sport,
    league: textFlag(flags.league, 'league', MAX_LEAGUE),
    home_team: textFlag(flags.home, 'home', MAX_TEAM),
    away_team: textFlag(flags.away, 'away', MAX_TEAM),
    kick_off: kickOffFlag(flags['kick-off']),
    odds_home: oddsThousandths(home, 'odds'),
    odds_draw: draw === undefined ? null : oddsThousandths(draw, 'odds'),
    odds_away: oddsThousandths(away, 'odds'),
    hot: onOff(flags, 'hot', 'on', 'off') ? 1 : 0,
    finished: 0,
    created_at: now.toISOString(),
  };
  const { id } = await db
    .insertInto('sports_matches')
    .values(match)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, ...match };
}

/**
 * The merchant's sports matches (issue 30): lists them (no flag but --merchant), adds one (`--add yes
 * --vendor --sport --league --home --away --kick-off --odds [--hot on]`), marks one hot or not
 * (`--match ID --hot on|off`), ends one early (`--match ID --finish yes`) or removes it (`--match ID --remove yes`).
 */
export async function matchCommand(db: Db, args: string[], now: Date = new Date()): Promise<unknown> {
  const flags = parseFlags(args, [
    'merchant',
    'add',
    'vendor',
    'sport',
    'league',
    'home',
    'away',
    'kick-off',
    'odds',
    'hot',
    'match',
    'finish',
    'remove',
  ]);
  const merchant = merchantFlag(flags);
  const hot = onOff(flags, 'hot', 'on', 'off');
  if (flags.add === 'yes') return addMatch(db, merchant, flags, now);
  if (flags.match === undefined) {
    return db
      .selectFrom('sports_matches')
      .selectAll()
      .where('merchant_code', '=', merchant)
      .orderBy('kick_off')
      .orderBy('id')
      .execute();
  }
  const id = idFlag(flags.match, 'match', 'match id');
  const missing = () => new UsageError(`no match ${id} on '${merchant}'`);
  if (flags.remove === 'yes') {
    const removed = await db
      .deleteFrom('sports_matches')
      .where('id', '=', id)
      .where('merchant_code', '=', merchant)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw missing();
    return { removed: id };
  }
  const change = flags.finish === 'yes' ? { finished: 1 } : hot === undefined ? null : { hot: hot ? 1 : 0 };
  if (!change) throw new UsageError('give --hot on|off, --finish yes or --remove yes with --match');
  const updated = await db
    .updateTable('sports_matches')
    .set(change)
    .where('id', '=', id)
    .where('merchant_code', '=', merchant)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw missing();
  return { id, ...change };
}
