import { latestMessages } from '../accounts/outbox';
import type { Db } from '../db/schema';
import { merchantFlag, parseFlags, required } from './parse-args';
import { UsageError } from './usage-error';

/**
 * outbox: the latest SMS and e-mail messages "sent" to a number or address (the outbox stands in for the
 * gateways). The operator's way to read a code in any profile; no player-facing route answers this.
 */
export async function outboxCommand(db: Db, args: string[]): Promise<unknown> {
  const flags = parseFlags(args, ['to', 'merchant']);
  const raw = required(flags, 'to').trim().toLowerCase();
  if (raw.length > 254) throw new UsageError('--to is limited to 254 characters');
  // A number may be given without its '+': digits alone mean a phone number.
  const to = /^\d{6,19}$/.test(raw) ? `+${raw}` : raw;
  return latestMessages(db, merchantFlag(flags, 'demo'), to);
}
