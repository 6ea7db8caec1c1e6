import { randomInt } from 'node:crypto';
import { MEMBER_TYPE } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import type { Session } from '../sessions/session-store';
import { createSession } from '../sessions/session-store';
import { createMember } from './account-store';

/** Play money a new free-play account starts with (cents). */
export const TRIAL_BALANCE_CENTS = 200_000;
const NAME_CHARS = 'abcdefghijkmnpqrstuvwxyz23456789';

function trialName(): string {
  return `guest${Array.from({ length: 8 }, () => NAME_CHARS[randomInt(NAME_CHARS.length)]).join('')}`;
}

/**
 * Free play: a caller already in a trial session keeps its account (a new session), anyone else
 * gets a fresh type-4 account that cannot log in by password ('!' hash).
 */
export async function freePlaySession(
  db: Db,
  merchantCode: string,
  current: Session | null,
  now: Date,
): Promise<{ token: string; userName: string; customerType: number }> {
  if (current && current.type === MEMBER_TYPE.FREE_PLAY) {
    const { token } = await createSession(db, { id: current.memberId, merchantCode }, now);
    return { token, userName: current.userName, customerType: MEMBER_TYPE.FREE_PLAY };
  }
  const username = trialName();
  const id = await createMember(
    db,
    {
      merchantCode,
      username,
      passwordHash: '!',
      type: MEMBER_TYPE.FREE_PLAY,
      nickname: null,
      parentId: null,
      mobile: null,
      email: null,
      balanceCents: TRIAL_BALANCE_CENTS,
    },
    now,
  );
  const { token } = await createSession(db, { id, merchantCode }, now);
  return { token, userName: username, customerType: MEMBER_TYPE.FREE_PLAY };
}
