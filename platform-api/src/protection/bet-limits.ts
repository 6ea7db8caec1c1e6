import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { lockWallet } from '../wallet/wallet-lock';
import { effectiveLimit, NO_LIMIT } from './cooling-off';
import { activeExclusion } from './exclusions';
import { readLimitStates } from './limit-store';
import { protectionRulesOfMember } from './merchant-rules';
import { windowStart } from './periods';
import { netPlayResultSince } from './play-session';

const MINUTE_MS = 60_000;

export type BetRefusal =
  | { code: 'LOSS_LIMIT'; limitCents: number; lossCents: number }
  | { code: 'SESSION_LIMIT'; limitMinutes: number }
  | { code: 'EXCLUDED'; endsAt: string };

/**
 * Why the vendor may not debit this stake now, or null (issue 26, finding 15): checked on every bet, not
 * only at game launch, under the member's wallet lock so parallel bets each see the ones before. The 24 h
 * loss limit refuses a stake that could take the loss past it (loss so far + stake > limit); the session
 * time limit refuses once the member's newest live session is as old as it; an exclusion refuses all.
 */
export async function betRefusal(
  trx: Transaction<DB>,
  memberId: number,
  stakeCents: number,
  now: Date,
): Promise<BetRefusal | null> {
  await lockWallet(trx, memberId);
  const exclusion = await activeExclusion(trx, memberId, now);
  if (exclusion) return { code: 'EXCLUDED', endsAt: exclusion.endsAt };
  // One read for both limits: every statement here runs under the wallet lock (0491).
  const limits = await readLimitStates(trx, memberId);
  const inForce = (kind: 'loss24h' | 'sessionMinutes') =>
    effectiveLimit(limits.get(kind) ?? NO_LIMIT, now).value;
  const lossLimit = inForce('loss24h');
  if (lossLimit !== null) {
    const rules = await protectionRulesOfMember(trx, memberId);
    const since = windowStart('loss24h', now, rules.timeZone).toISOString();
    const lossCents = -(await netPlayResultSince(trx, memberId, since));
    if (lossCents + stakeCents > lossLimit) return { code: 'LOSS_LIMIT', limitCents: lossLimit, lossCents };
  }
  const sessionLimit = inForce('sessionMinutes');
  if (sessionLimit !== null) {
    const newest = await trx
      .selectFrom('sessions')
      .select('created_at')
      .where('member_id', '=', memberId)
      .where('expires_at', '>', now.toISOString())
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (newest && now.getTime() - Date.parse(newest.created_at) >= sessionLimit * MINUTE_MS)
      return { code: 'SESSION_LIMIT', limitMinutes: sessionLimit };
  }
  return null;
}
