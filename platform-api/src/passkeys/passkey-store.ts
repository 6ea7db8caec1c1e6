import type { PasskeyItem } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';

/** How many passkeys one member may keep (a phone, a laptop, a security key, with room to spare). */
export const MAX_PASSKEYS_PER_MEMBER = 10;

export interface StoredPasskey {
  id: number;
  memberId: number;
  merchantCode: string;
  rpId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

export interface NewPasskey extends Omit<StoredPasskey, 'id'> {
  name: string;
  synced: boolean;
}

function parseTransports(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

const ITEM_COLUMNS = ['id', 'name', 'created_at', 'last_used_at', 'synced'] as const;
const toItem = (row: {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
  synced: number;
}): PasskeyItem => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  synced: Boolean(row.synced),
});

export async function listPasskeys(db: Db, memberId: number): Promise<PasskeyItem[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(ITEM_COLUMNS)
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return rows.map(toItem);
}

/** The member's credential ids on one relying party (the browser is told not to register them twice). */
export async function credentialIdsOf(db: Db, memberId: number, rpId: string) {
  const rows = await db
    .selectFrom('passkeys')
    .select(['credential_id', 'transports'])
    .where('member_id', '=', memberId)
    .where('rp_id', '=', rpId)
    .execute();
  return rows.map((r) => ({ id: r.credential_id, transports: parseTransports(r.transports) }));
}

export async function countPasskeys(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findPasskey(db: Db, credentialId: string): Promise<StoredPasskey | null> {
  const row = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    memberId: row.member_id,
    merchantCode: row.merchant_code,
    rpId: row.rp_id,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: parseTransports(row.transports),
  };
}

/** Saves a verified credential; null when that credential is already registered (to anyone). */
export async function insertPasskey(db: Db, passkey: NewPasskey, now: Date): Promise<PasskeyItem | null> {
  if (await findPasskey(db, passkey.credentialId)) return null;
  const row = await db
    .insertInto('passkeys')
    .values({
      member_id: passkey.memberId,
      merchant_code: passkey.merchantCode,
      rp_id: passkey.rpId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      synced: passkey.synced ? 1 : 0,
      name: passkey.name,
      created_at: now.toISOString(),
      last_used_at: null,
    })
    .returning(ITEM_COLUMNS)
    .executeTakeFirstOrThrow();
  return toItem(row);
}

export async function renamePasskey(db: Db, memberId: number, id: number, name: string) {
  await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .execute();
  const row = await db
    .selectFrom('passkeys')
    .select(ITEM_COLUMNS)
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ? toItem(row) : null;
}

/** Removes one of the member's passkeys; false when the member has no passkey of that id. */
export async function deletePasskey(db: Db, memberId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Moves the signature counter on after a verified login, only from the value the check saw: of two logins
 * racing with the same counter, one updates and the other is refused (a cloned authenticator's replay).
 */
export async function advanceCounter(
  db: Db,
  passkey: StoredPasskey,
  newCounter: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: newCounter, last_used_at: now.toISOString() })
    .where('id', '=', passkey.id)
    .where('counter', '=', passkey.counter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
