import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { findMemberByUsername } from '../members/member-store';
import { activeExclusion, endExclusionEarly, exclusionHistory } from '../protection/exclusions';
import { heldDeposits } from '../protection/held-deposits';
import { readProtectionState } from '../protection/limit-store';
import { protectionRulesOf } from '../protection/merchant-rules';
import { merchantFlag, parseFlags, required } from './parse-args';
import { UsageError } from './usage-error';

/**
 * A member's limits, exclusions and deposits held for review; `--end time-out` ends a time-out in force on the member's request.
 * A self-exclusion is ended early only after its minimum period (6 months), never before.
 */
export async function protectionCommand(db: Db, args: string[], now: Date = new Date()): Promise<unknown> {
  const flags = parseFlags(args, ['user', 'merchant', 'end']);
  const username = required(flags, 'user');
  const merchant = merchantFlag(flags, 'demo');
  const member = await findMemberByUsername(db, merchant, username);
  if (!member) throw new UsageError(`no user '${username}' on merchant '${merchant}'`);
  let ended = null;
  if (flags.end !== undefined) {
    if (flags.end !== 'time-out') throw new UsageError('--end takes time-out');
    try {
      ended = await endExclusionEarly(db, member.id, 'operator', now);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NOT_FOUND')
        throw new Error(`'${username}' has no time-out or self-exclusion in force`);
      if (error instanceof ApiError && error.code === 'EXCLUSION_LOCKED') {
        const until = (error.value as { lockedUntil: string }).lockedUntil;
        throw new Error(`the self-exclusion of '${username}' cannot be ended before ${until}`);
      }
      throw error;
    }
  }
  const rules = await protectionRulesOf(db, merchant);
  const state = await readProtectionState(db, member.id, rules.realityCheckMinutes, now);
  return {
    user: username,
    merchant,
    ...(ended ? { ended: { kind: ended.kind, endsAt: ended.endsAt } } : {}),
    limits: state.limits,
    realityCheckMinutes: state.realityCheckMinutes,
    exclusion: await activeExclusion(db, member.id, now),
    history: await exclusionHistory(db, member.id),
    heldDeposits: await heldDeposits(db, member.id),
  };
}
