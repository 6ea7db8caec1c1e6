import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createMember, usernameTaken } from './account-store';
import { memberIdByMobile, normaliseEmail } from './contacts';

const usernameExists = (field: string) => new ApiError('USERNAME_EXISTS', 409, { field });

/** Refuses a username or mobile number (its key) that another member of the merchant already has. */
export async function requireFreeAccount(
  db: Db,
  merchantCode: string,
  username: string,
  mobile: string | null,
): Promise<void> {
  if (await usernameTaken(db, merchantCode, username)) throw usernameExists('username');
  if (mobile && (await memberIdByMobile(db, merchantCode, mobile)) !== null)
    throw usernameExists('mobileNum');
}

export interface RegisteredMember {
  merchantCode: string;
  username: string;
  passwordHash: string;
  type: number;
  parentId: number | null;
  mobile: string | null;
  /** The checked register fields: nickname and e-mail come from them. */
  fields: ReadonlyMap<string, string>;
  birthDate: string;
}

/**
 * Creates a member who registered (or was opened by an agent) with wallet 0 and its birth date; a
 * concurrent registration that took the name or number first is refused as taken.
 */
export async function createRegisteredMember(db: Db, member: RegisteredMember, now: Date): Promise<number> {
  const { fields } = member;
  const email = fields.get('email');
  let id: number;
  try {
    id = await createMember(
      db,
      {
        merchantCode: member.merchantCode,
        username: member.username,
        passwordHash: member.passwordHash,
        type: member.type,
        nickname: fields.get('nickname') ?? null,
        parentId: member.parentId,
        mobile: member.mobile,
        email: email ? normaliseEmail(email) : null,
        balanceCents: 0,
      },
      now,
    );
  } catch {
    throw usernameExists('username');
  }
  await db.updateTable('members').set({ birth_date: member.birthDate }).where('id', '=', id).execute();
  return id;
}
