import { createHash } from 'node:crypto';
import type { MerchantManifest, RemoteEntry } from '@mobile/shared-contracts';
import { runOperator } from '../operator/run-operator';
import { type EntryFileServer, startEntryFileServer } from '../test/entry-file-server';
import { createTestContext, envelope, type TestContext } from '../test/test-context';

/**
 * Issue 26 finding 17 (the platform's half; the browser's is e2e/tests/attack-17-remote-integrity.spec.ts):
 * remote code ran in the shell's origin, where the session token lives, with no integrity check, because no
 * manifest carried an integrity. Now pointing a remote (or a canary) at a URL takes the SHA-384 of the file
 * served there into the manifest the shell loads, an unreachable file is refused, and the hash follows its
 * entry through promote and rollback. Asset: the session token (script in the shell's origin).
 */
jest.setTimeout(60_000);

const STABLE_BUILD = 'var remote_games = "build 2";';
const CANARY_BUILD = 'var remote_games = "build 3";';
const sri = (body: string) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

let t: TestContext;
let stableOrigin: EntryFileServer;
let canaryOrigin: EntryFileServer;
beforeAll(async () => {
  t = await createTestContext();
  stableOrigin = await startEntryFileServer(STABLE_BUILD);
  canaryOrigin = await startEntryFileServer(CANARY_BUILD);
});
afterAll(async () => {
  await stableOrigin.close();
  await canaryOrigin.close();
  await t.close();
});

const op = (...args: string[]) => runOperator(t.db, args);
const games = async (visitorId?: string): Promise<RemoteEntry> => {
  const query = visitorId ? `&visitorId=${visitorId}` : '';
  const res = await t.call({ url: `/wps/system/manifest?merchantCode=lite${query}` });
  return envelope<MerchantManifest>(res).value.remotes.games;
};
const pointGames = (...more: string[]) => op('remote', '--merchant', 'lite', '--name', 'games', ...more);

describe('finding 17: the manifest carries the SHA-384 of each remote entry', () => {
  it('takes the hash of the file served at the URL the operator points a remote at', async () => {
    const result = await pointGames('--url', stableOrigin.url, '--version', '2.0.0');
    expect(result.exitCode).toBe(0);
    expect(await games()).toEqual({
      enabled: true,
      entry: stableOrigin.url,
      version: '2.0.0',
      integrity: sri(STABLE_BUILD),
    });
  });

  it('refuses to point a remote at a file it cannot fetch, and changes nothing', async () => {
    const before = await games();
    const unreachable = await pointGames('--url', 'http://127.0.0.1:9/remoteEntry.js', '--version', '9.9.9');
    expect(unreachable.exitCode).toBe(1);
    expect(unreachable.stderr).toMatch(/unreachable: its integrity cannot be taken/);
    const missing = await pointGames('--url', stableOrigin.url.replace('remoteEntry', 'gone'));
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toMatch(/answered 404/);
    expect(await games()).toEqual(before);
  });

  it('leaves an entry without a hash only for a dev server on this machine', async () => {
    const before = await games();
    const remote = await pointGames('--url', 'https://cdn.example/remoteEntry.js', '--integrity', 'none');
    expect(remote.exitCode).toBe(2);
    expect(remote.stderr).toMatch(/--integrity none is for a dev server on this machine/);
    expect(await games()).toEqual(before);
    expect(
      (await pointGames('--url', 'http://127.0.0.1:3189/remoteEntry.js', '--integrity', 'none')).exitCode,
    ).toBe(0);
    expect(await games()).not.toHaveProperty('integrity');
    // Back to the stable build for what follows; a switch of the flag alone keeps the hash.
    await pointGames('--url', stableOrigin.url, '--version', '2.0.0');
    await pointGames('--enabled', 'false');
    await pointGames('--enabled', 'true');
    expect((await games()).integrity).toBe(sri(STABLE_BUILD));
  });

  it('takes the new hash when a new build is deployed at the same URL and the operator points there again', async () => {
    stableOrigin.serve(`${STABLE_BUILD}/* 2.0.1 */`);
    await pointGames('--url', stableOrigin.url, '--version', '2.0.1');
    expect((await games()).integrity).toBe(sri(`${STABLE_BUILD}/* 2.0.1 */`));
  });

  it("gives canary visitors the canary's own hash, and promote and rollback carry each hash with its entry", async () => {
    const stable = await games();
    const canary = (...more: string[]) => op('canary', '--merchant', 'lite', '--name', 'games', ...more);
    expect((await canary('--url', canaryOrigin.url, '--version', '3.0.0', '--share', '100')).exitCode).toBe(
      0,
    );
    expect(await games('visitor-1')).toEqual({
      enabled: true,
      entry: canaryOrigin.url,
      version: '3.0.0',
      integrity: sri(CANARY_BUILD),
      arm: 'canary',
    });
    expect(await games()).toEqual(stable);
    const unreachable = await canary(
      '--url',
      'http://127.0.0.1:9/remoteEntry.js',
      '--version',
      '3.0.1',
      '--share',
      '5',
    );
    expect(unreachable.exitCode).toBe(1);

    expect((await canary('--end', 'promote')).exitCode).toBe(0);
    expect((await games()).integrity).toBe(sri(CANARY_BUILD));
    expect((await op('rollback', '--merchant', 'lite', '--name', 'games')).exitCode).toBe(0);
    expect(await games()).toEqual(stable);
    expect((await games('visitor-1')).integrity).toBe(sri(CANARY_BUILD));
  });
});
