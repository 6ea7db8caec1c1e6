import type { TotpStatus } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { recoveryCodesLeft } from './recovery-codes';

export interface TotpRow {
  memberId: number;
  sealedSecret: string;
  enabled: boolean;
  lastStep: number | null;
}

export async function readTotp(db: Db, memberId: number): Promise<TotpRow | null> {
  const row = await db
    .selectFrom('member_totp')
    .select(['member_id', 'secret', 'enabled', 'last_step'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    memberId: row.member_id,
    sealedSecret: row.secret,
    enabled: Boolean(row.enabled),
    lastStep: row.last_step === null ? null : Number(row.last_step),
  };
}

/** Whether the member's money calls need a second step. */
export async function totpEnabled(db: Db, memberId: number): Promise<boolean> {
  return (await readTotp(db, memberId))?.enabled ?? false;
}

export async function totpStatus(db: Db, memberId: number): Promise<TotpStatus> {
  const row = await db
    .selectFrom('member_totp')
    .select(['enabled', 'enabled_at'])
    .where('member_id', '=', memberId)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!row) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  return {
    enabled: true,
    enabledAt: row.enabled_at,
    recoveryCodesLeft: await recoveryCodesLeft(db, memberId),
  };
}

/**
 * Moves the last used step on to `step`, only from below it: of two calls with the same code (or a
 * replay of it), one moves it and the other is refused.
 */
export async function takeStep(db: Db, memberId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('member_totp')
    .set({ last_step: step })
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function logTotp(
  db: Db,
  memberId: number,
  action: 'enabled' | 'disabled' | 'recovery' | 'reset',
  actor: string,
  note: string | null,
  now: Date,
): Promise<void> {
  await db
    .insertInto('member_totp_log')
    .values({ member_id: memberId, action, actor, note, created_at: now.toISOString() })
    .execute();
}

/** Everything of the member's second step goes (turned off, or reset by the operator); the log stays. */
export async function removeTotp(db: Db, memberId: number): Promise<boolean> {
  await db.deleteFrom('member_totp_recovery').where('member_id', '=', memberId).execute();
  const result = await db.deleteFrom('member_totp').where('member_id', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
