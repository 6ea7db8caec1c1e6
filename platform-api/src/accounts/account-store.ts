import { type LoginResult, MEMBER_TYPE } from '@mobile/shared-contracts';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { publishLive } from '../live/live-notice';
import { revokeDrawToken } from '../sessions/draw-token';
import { createLoginSession } from '../sessions/session-store';
import { postEntry } from '../wallet/ledger';
import { DEFAULT_CURRENCY_SYMBOL } from '../wallet/wallet-store';

export interface LoginMember {
  id: number;
  merchantCode: string;
  username: string;
  type: number;
  passwordHash: string;
  lastLoginAt: string | null;
}

const COLUMNS = ['id', 'merchant_code', 'username', 'type', 'password_hash', 'last_login_at'] as const;

function toLoginMember(row: {
  id: number;
  merchant_code: string;
  username: string;
  type: number;
  password_hash: string;
  last_login_at: string | null;
}): LoginMember {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    username: row.username,
    type: row.type,
    passwordHash: row.password_hash,
    lastLoginAt: row.last_login_at,
  };
}

export async function loginMemberByName(db: Db, merchantCode: string, username: string) {
  const row = await db
    .selectFrom('members')
    .select(COLUMNS)
    .where('merchant_code', '=', merchantCode)
    .where('username', '=', username)
    .executeTakeFirst();
  return row ? toLoginMember(row) : null;
}

export async function loginMemberById(db: Db, id: number) {
  const row = await db.selectFrom('members').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toLoginMember(row) : null;
}

export async function usernameTaken(db: Db, merchantCode: string, username: string): Promise<boolean> {
  return (await loginMemberByName(db, merchantCode, username)) !== null;
}

export interface NewMember {
  merchantCode: string;
  username: string;
  passwordHash: string;
  type: number;
  nickname: string | null;
  parentId: number | null;
  mobile: string | null;
  email: string | null;
  balanceCents: number;
}

/**
 * Member, wallet (an opening balance posted through the ledger) and contacts in one transaction; a unique
 * violation surfaces as the thrown error.
 */
export async function createMember(db: Db, member: NewMember, now: Date): Promise<number> {
  // Inside the caller's transaction when there is one (an agent's opening also takes its quota).
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('members')
      .values({
        merchant_code: member.merchantCode,
        username: member.username,
        password_hash: member.passwordHash,
        type: member.type,
        nickname: member.nickname,
        club_label: null,
        club_type: null,
        labels: '[]',
        parent_id: member.parentId,
        created_at: now.toISOString(),
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('wallets')
      .values({
        member_id: inserted.id,
        currency_symbol: DEFAULT_CURRENCY_SYMBOL,
        balance_cents: 0,
      })
      .execute();
    // An opening balance (free play's play money) is a ledger row like any credit (finding 16).
    if (member.balanceCents > 0) {
      const credited = await postEntry(trx, {
        memberId: inserted.id,
        txCode: member.type === MEMBER_TYPE.FREE_PLAY ? 'FREE_PLAY' : 'ADJUSTMENT',
        amountCents: member.balanceCents,
        remark: member.type === MEMBER_TYPE.FREE_PLAY ? 'Free-play balance' : 'Opening balance',
        reference: `opening:${inserted.id}`,
        at: now,
      });
      if (!credited.ok) throw new Error('a credit cannot be refused');
    }
    if (member.mobile || member.email) {
      await trx
        .insertInto('member_contacts')
        .values({
          member_id: inserted.id,
          merchant_code: member.merchantCode,
          mobile: member.mobile,
          email: member.email,
        })
        .execute();
    }
    return inserted.id;
  });
}

/** Opens a session and reports whether this was the member's first login. */
export async function openSession(db: Db, member: LoginMember, now: Date): Promise<LoginResult> {
  const { token } = await createLoginSession(db, member, now);
  return {
    token,
    userName: member.username,
    type: member.type,
    firstTimeLogin: member.lastLoginAt === null,
  };
}

export async function setPassword(db: Db, memberId: number, passwordHash: string): Promise<void> {
  await db.updateTable('members').set({ password_hash: passwordHash }).where('id', '=', memberId).execute();
}

/**
 * Ends every session of the member except, optionally, the one with this token hash (a password changed
 * or reset); the member's other open pages are told on their live stream.
 */
export async function endSessions(db: Db, memberId: number, keepTokenHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('member_id', '=', memberId);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
  // The kept session draws no more with the draw token it had: its page asks for a new one (0641).
  if (keepTokenHash) await revokeDrawToken(db, keepTokenHash);
  await publishLive(db, { k: 'logout', m: memberId, r: 'password-changed' });
}
