import type { MemberInfo } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';

export interface MemberRow {
  id: number;
  merchantCode: string;
  username: string;
  type: number;
  nickname: string | null;
  lastLoginAt: string | null;
}

export async function findMemberByUsername(
  db: Db,
  merchantCode: string,
  username: string,
): Promise<MemberRow | null> {
  const row = await db
    .selectFrom('members')
    .select(['id', 'merchant_code', 'username', 'type', 'nickname', 'last_login_at'])
    .where('merchant_code', '=', merchantCode)
    .where('username', '=', username)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    username: row.username,
    type: row.type,
    nickname: row.nickname,
    lastLoginAt: row.last_login_at,
  };
}

function parseLabels(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  }
}

/** SPEC 3 member info: `account` is the login name; a club label of type AUTO means a VIP club. */
export async function readMemberInfo(db: Db, memberId: number): Promise<MemberInfo | null> {
  const row = await db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    type: row.type,
    nickname: row.nickname,
    account: row.username,
    memberLabel: parseLabels(row.labels).map((labelName) => ({ labelName })),
    clubLabel: row.club_label ? { labelName: row.club_label, type: row.club_type ?? 'AUTO' } : null,
    ...(row.avatar === null ? {} : { avatar: row.avatar }),
  };
}
