import {
  LIMIT_KINDS,
  type LimitKind,
  type ProtectionState,
  type RealityCheckMinutes,
} from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { effectiveLimit, type LimitState, NO_LIMIT } from './cooling-off';

const num = (value: number | string | null) => (value === null ? null : Number(value));

/** Every limit of a member as stored (a pending change may have become due: see effectiveLimit). */
export async function readLimitStates(db: Db, memberId: number): Promise<Map<LimitKind, LimitState>> {
  const rows = await db
    .selectFrom('protection_limits')
    .selectAll()
    .where('member_id', '=', memberId)
    .execute();
  const states = new Map<LimitKind, LimitState>();
  for (const row of rows) {
    const kind = LIMIT_KINDS.find((k) => k === row.kind);
    if (!kind) continue;
    states.set(kind, {
      value: num(row.value),
      pendingValue: num(row.pending_value),
      pendingFrom: row.pending_from ? new Date(row.pending_from) : null,
    });
  }
  return states;
}

/** The limit in force now (cooling-off over = applied). */
export async function limitInForce(
  db: Db,
  memberId: number,
  kind: LimitKind,
  now: Date,
): Promise<number | null> {
  const states = await readLimitStates(db, memberId);
  return effectiveLimit(states.get(kind) ?? NO_LIMIT, now).value;
}

export async function writeLimitState(
  db: Db,
  memberId: number,
  kind: LimitKind,
  state: LimitState,
  now: Date,
): Promise<void> {
  const values = {
    value: state.value,
    pending_value: state.pendingValue,
    pending_from: state.pendingFrom?.toISOString() ?? null,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('protection_limits')
    .values({ member_id: memberId, kind, ...values })
    .onConflict((oc) => oc.columns(['member_id', 'kind']).doUpdateSet(values))
    .execute();
}

export async function chosenRealityCheck(db: Db, memberId: number): Promise<RealityCheckMinutes | null> {
  const row = await db
    .selectFrom('protection_prefs')
    .select('reality_check_minutes')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const minutes = row?.reality_check_minutes ?? null;
  return minutes === 15 || minutes === 30 || minutes === 60 ? minutes : null;
}

export async function writeRealityCheck(db: Db, memberId: number, minutes: RealityCheckMinutes, now: Date) {
  const values = { reality_check_minutes: minutes, updated_at: now.toISOString() };
  await db
    .insertInto('protection_prefs')
    .values({ member_id: memberId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute();
}

/** What the 'Responsible play' page shows: each limit in force and its waiting change. */
export async function readProtectionState(
  db: Db,
  memberId: number,
  defaultMinutes: RealityCheckMinutes,
  now: Date,
): Promise<ProtectionState> {
  const states = await readLimitStates(db, memberId);
  const chosen = await chosenRealityCheck(db, memberId);
  return {
    limits: LIMIT_KINDS.map((kind) => {
      const state = effectiveLimit(states.get(kind) ?? NO_LIMIT, now);
      return {
        kind,
        value: state.value,
        pending: state.pendingFrom
          ? { value: state.pendingValue, from: state.pendingFrom.toISOString() }
          : null,
      };
    }),
    realityCheckMinutes: chosen ?? defaultMinutes,
    realityCheckChosen: chosen !== null,
  };
}
