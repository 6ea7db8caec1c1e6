import { amountToCents } from '../common/money';
import type { Db } from '../db/schema';
import { idFlag, merchantFlag, parseFlags } from './parse-args';
import { UsageError } from './usage-error';

const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;
const MAX_TITLE = 80;
const MAX_MINUTES = 24 * 60;

function amountCents(flag: string | undefined, name: string, fallback: string): number {
  const value = flag ?? fallback;
  if (!AMOUNT.test(value) || Number(value) <= 0)
    throw new UsageError(`--${name} must be a positive amount with at most two decimals`);
  return amountToCents(Number(value));
}

/**
 * Plans a red-envelope rain (`--start now|<ISO time> --minutes <1-1440> --min --max [--title]`), lists
 * the merchant's rains (no flag but --merchant), or ends one now (`--end <id>`; a planned one never
 * starts; its catches stay rewards in the reward centre).
 */
export async function redRainCommand(db: Db, args: string[], now: Date = new Date()): Promise<unknown> {
  const flags = parseFlags(args, ['merchant', 'title', 'start', 'minutes', 'min', 'max', 'end']);
  const merchant = merchantFlag(flags);
  if (flags.end !== undefined) {
    const id = idFlag(flags.end, 'end', 'event id');
    // Ended, never deleted: an event id is never reused, so an old catch cannot count in a new rain.
    const ended = await db
      .updateTable('red_rain_events')
      .set({ ends_at: now.toISOString() })
      .where('id', '=', id)
      .where('merchant_code', '=', merchant)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 0) throw new UsageError(`no red rain ${id} on '${merchant}'`);
    return { ended: id, endsAt: now.toISOString() };
  }
  if (flags.start === undefined) {
    return db
      .selectFrom('red_rain_events')
      .selectAll()
      .where('merchant_code', '=', merchant)
      .orderBy('starts_at')
      .execute();
  }
  const startsAt = flags.start === 'now' ? now : new Date(flags.start);
  if (Number.isNaN(startsAt.getTime())) throw new UsageError('--start must be now or an ISO date-time');
  const minutes = Number(flags.minutes ?? '10');
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_MINUTES)
    throw new UsageError(`--minutes must be 1-${MAX_MINUTES}`);
  const minCents = amountCents(flags.min, 'min', '1');
  const maxCents = amountCents(flags.max, 'max', '8.88');
  if (maxCents < minCents) throw new UsageError('--max must not be below --min');
  const title = flags.title ?? 'Red envelope rain';
  if (title.trim() === '' || title.length > MAX_TITLE)
    throw new UsageError(`--title must be 1-${MAX_TITLE} characters`);
  const merchantRow = await db
    .selectFrom('merchants')
    .select('code')
    .where('code', '=', merchant)
    .executeTakeFirst();
  if (!merchantRow) throw new UsageError(`unknown merchant '${merchant}'`);
  const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
  const { id } = await db
    .insertInto('red_rain_events')
    .values({
      merchant_code: merchant,
      title,
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
      min_cents: minCents,
      max_cents: maxCents,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id,
    merchantCode: merchant,
    title,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
  };
}
