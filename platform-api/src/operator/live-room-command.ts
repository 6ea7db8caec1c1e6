import type { Db } from '../db/schema';
import { idFlag, merchantFlag, parseFlags, textFlag } from './parse-args';
import { UsageError } from './usage-error';

const MAX_HOST = 40;
const MAX_TITLE = 80;
const MAX_URL = 500;

/** A path on the site's origin or an https address (on the asset CDN: the CSP's media-src allows no other). */
function streamFlag(value: string | undefined): string {
  const url = textFlag(value, 'stream', MAX_URL);
  if (/^\/[^/\\]/.test(url) || /^https:\/\/[^/\s]+\/\S*$/.test(url)) return url;
  throw new UsageError('--stream must be a path on the site (/…) or an https address');
}

/**
 * The merchant's live rooms (SPEC 7 CBS_modelList): lists them (no flag but --merchant), adds one
 * (`--add yes --host --title --stream [--order N] [--live on]`), switches one on or off air
 * (`--room ID --live on|off`) or removes it (`--room ID --remove yes`).
 */
export async function liveRoomCommand(db: Db, args: string[], now: Date = new Date()): Promise<unknown> {
  const flags = parseFlags(args, [
    'merchant',
    'add',
    'host',
    'title',
    'stream',
    'order',
    'live',
    'room',
    'remove',
  ]);
  const merchant = merchantFlag(flags);
  if (flags.live !== undefined && flags.live !== 'on' && flags.live !== 'off')
    throw new UsageError('--live must be on or off');
  if (flags.add === 'yes') {
    const known = await db
      .selectFrom('merchants')
      .select('code')
      .where('code', '=', merchant)
      .executeTakeFirst();
    if (!known) throw new UsageError(`unknown merchant '${merchant}'`);
    const order = Number(flags.order ?? '0');
    if (!Number.isSafeInteger(order)) throw new UsageError('--order must be a whole number');
    const room = {
      merchant_code: merchant,
      host: textFlag(flags.host, 'host', MAX_HOST),
      title: textFlag(flags.title, 'title', MAX_TITLE),
      stream_url: streamFlag(flags.stream),
      live: flags.live === 'on' ? 1 : 0,
      sort_order: order,
      created_at: now.toISOString(),
    };
    const { id } = await db.insertInto('live_rooms').values(room).returning('id').executeTakeFirstOrThrow();
    return { id, ...room };
  }
  if (flags.room === undefined) {
    return db
      .selectFrom('live_rooms')
      .selectAll()
      .where('merchant_code', '=', merchant)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }
  const id = idFlag(flags.room, 'room', 'room id');
  const ofMerchant = db.updateTable('live_rooms').where('id', '=', id).where('merchant_code', '=', merchant);
  if (flags.remove === 'yes') {
    const removed = await db
      .deleteFrom('live_rooms')
      .where('id', '=', id)
      .where('merchant_code', '=', merchant)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new UsageError(`no live room ${id} on '${merchant}'`);
    return { removed: id };
  }
  if (flags.live === undefined) throw new UsageError('give --live on|off or --remove yes with --room');
  const updated = await ofMerchant.set({ live: flags.live === 'on' ? 1 : 0 }).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new UsageError(`no live room ${id} on '${merchant}'`);
  return { id, live: flags.live === 'on' };
}
