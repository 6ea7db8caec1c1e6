import { createDb } from '../db/database';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { ENCRYPTED_HEADERS, encryptLikeBrowser } from './browser-encrypt';
import { CREDENTIAL_KEY_TIMING, credentialKeyring, rotateCredentialKey } from './credential-keyring';
import { decryptCredentials } from './decrypt-credentials';

const T0 = new Date('2031-03-01T00:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const { rotateAfterMs, graceMs, recheckMs } = CREDENTIAL_KEY_TIMING;

describe('credential keys shared through the database', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.close());

  /** A second API instance: its own connection and its own process cache. */
  const otherInstance = () => createDb(database.location);

  it('gives every instance the same key, made once', async () => {
    const other = otherInstance();
    try {
      const a = await credentialKeyring(database.db, {}).current(T0);
      const b = await credentialKeyring(other, {}).current(later(1000));
      expect(b.keyId).toBe(a.keyId);
      expect(b.publicKey).toBe(a.publicKey);
      const rows = await database.db.selectFrom('credential_keys').select('key_id').execute();
      expect(rows).toEqual([{ key_id: a.keyId }]);
    } finally {
      await other.destroy();
    }
  });

  it('opens on one instance what a browser sealed with the key of another', async () => {
    const other = otherInstance();
    try {
      const key = await credentialKeyring(database.db, {}).current(T0);
      const info = {
        keyId: key.keyId,
        publicKey: key.publicKey,
        scheme: Object.values(ENCRYPTED_HEADERS)[0],
      };
      const sealed = await encryptLikeBrowser({ username: 'player0' }, info);
      const found = await credentialKeyring(other, {}).find(key.keyId, T0);
      if (!found) throw new Error('the other instance does not know the key');
      await expect(decryptCredentials(sealed, info.scheme, found)).resolves.toMatchObject({
        payload: { username: 'player0' },
      });
    } finally {
      await other.destroy();
    }
  });

  it('rotates after a week and keeps the previous key for the grace period only', async () => {
    const keyring = credentialKeyring(database.db, {});
    const first = await keyring.current(T0);
    expect((await keyring.current(later(rotateAfterMs - recheckMs))).keyId).toBe(first.keyId);
    const rotatedAt = rotateAfterMs + recheckMs;
    const second = await keyring.current(later(rotatedAt));
    expect(second.keyId).not.toBe(first.keyId);
    expect((await keyring.find(first.keyId, later(rotatedAt + graceMs - 1)))?.keyId).toBe(first.keyId);
    expect(await keyring.find(first.keyId, later(rotatedAt + graceMs + recheckMs))).toBeNull();
    expect((await keyring.find(second.keyId, later(rotatedAt + graceMs + recheckMs)))?.keyId).toBe(
      second.keyId,
    );
  });

  it('sees a rotation made by another instance within a minute, and still opens the old key', async () => {
    const keyring = credentialKeyring(database.db, {});
    const first = await keyring.current(T0);
    const other = otherInstance();
    const rotated = await rotateCredentialKey(other, later(1000));
    await other.destroy();
    expect((await keyring.current(later(recheckMs - 1))).keyId).toBe(first.keyId);
    expect((await keyring.current(later(recheckMs + 1))).keyId).toBe(rotated.keyId);
    expect((await keyring.find(first.keyId, later(recheckMs + 1)))?.keyId).toBe(first.keyId);
  });

  it('refuses an unknown key id', async () => {
    expect(await credentialKeyring(database.db, {}).find('nope', T0)).toBeNull();
  });
});
