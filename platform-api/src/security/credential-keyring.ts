import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import type { Db } from '../db/schema';
import { type CredentialKey, credentialKeyFrom, loadCredentialKey } from './credential-key';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A key is current for a week; after a newer one appears the old one still opens credentials for an
 * hour (a page keeps the key it fetched; a failed call fetches the new one and retries). Instances
 * re-read the current key every minute, so a rotation reaches all of them within a minute.
 */
export const CREDENTIAL_KEY_TIMING = { rotateAfterMs: 7 * DAY, graceMs: HOUR, recheckMs: MINUTE } as const;

export interface CredentialKeyring {
  /** The key handed to browsers: the newest one, made (and shared) when there is none or it is old. */
  current(now: Date): Promise<CredentialKey>;
  /** The key of an envelope's key id while it is current or within its grace period, else null. */
  find(keyId: string, now: Date): Promise<CredentialKey | null>;
}

interface Row {
  key_id: string;
  private_key: string;
  created_at: string;
  retire_at: string | null;
}

const usable = (row: Row, now: Date) => row.retire_at === null || row.retire_at > now.toISOString();

/** Makes a new current key; every other current key gets a retirement time (the grace period). */
export async function rotateCredentialKey(db: Db, now: Date): Promise<CredentialKey> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = credentialKeyFrom(privateKey);
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('credential_keys')
      .set({ retire_at: new Date(now.getTime() + CREDENTIAL_KEY_TIMING.graceMs).toISOString() })
      .where('retire_at', 'is', null)
      .execute();
    await trx
      .insertInto('credential_keys')
      .values({ key_id: key.keyId, private_key: pem, created_at: now.toISOString(), retire_at: null })
      .execute();
  });
  return key;
}

/** Keys in the database, shared by every instance on it (with parsed keys cached per process). */
function databaseKeyring(db: Db): CredentialKeyring {
  const parsed = new Map<string, { key: CredentialKey; row: Row; checkedAt: number }>();
  let cached: { key: CredentialKey; until: number } | null = null;

  const remember = (row: Row, now: Date) => {
    const key = parsed.get(row.key_id)?.key ?? credentialKeyFrom(createPrivateKey(row.private_key));
    parsed.set(row.key_id, { key, row, checkedAt: now.getTime() });
    return key;
  };

  const newestCurrent = (): Promise<Row | undefined> =>
    db
      .selectFrom('credential_keys')
      .selectAll()
      .where('retire_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('key_id', 'desc')
      .executeTakeFirst();

  return {
    async current(now) {
      if (cached && cached.until > now.getTime()) return cached.key;
      const row = await newestCurrent();
      const stale = !row || Date.parse(row.created_at) + CREDENTIAL_KEY_TIMING.rotateAfterMs <= now.getTime();
      const key = stale ? await rotateCredentialKey(db, now) : remember(row, now);
      cached = { key, until: now.getTime() + CREDENTIAL_KEY_TIMING.recheckMs };
      return key;
    },
    async find(keyId, now) {
      const hit = parsed.get(keyId);
      if (hit && now.getTime() - hit.checkedAt < CREDENTIAL_KEY_TIMING.recheckMs)
        return usable(hit.row, now) ? hit.key : null;
      const row = await db
        .selectFrom('credential_keys')
        .selectAll()
        .where('key_id', '=', keyId)
        .executeTakeFirst();
      if (!row) return null;
      const key = remember(row, now);
      return usable(row, now) ? key : null;
    },
  };
}

/** CREDENTIAL_PRIVATE_KEY from shared configuration: one key, rotated by redeploying every instance. */
function configuredKeyring(key: CredentialKey): CredentialKeyring {
  return {
    current: async () => key,
    find: async (keyId) => (keyId === key.keyId ? key : null),
  };
}

const keyrings = new WeakMap<Db, CredentialKeyring>();

/** The keyring of this database (one per process and database). */
export function credentialKeyring(db: Db, env: NodeJS.ProcessEnv = process.env): CredentialKeyring {
  let keyring = keyrings.get(db);
  if (!keyring) {
    keyring = env.CREDENTIAL_PRIVATE_KEY ? configuredKeyring(loadCredentialKey(env)) : databaseKeyring(db);
    keyrings.set(db, keyring);
  }
  return keyring;
}
