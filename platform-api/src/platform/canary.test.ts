import type { MerchantManifest, RemoteEntry } from '@mobile/shared-contracts';
import { runOperator } from '../operator/run-operator';
import { type EntryFileServer, startEntryFileServer } from '../test/entry-file-server';
import { createTestContext, envelope, type TestContext } from '../test/test-context';
import { sha384Integrity } from './entry-integrity';

const CANARY_BUILD = 'var remote_games = "canary";';
const CANARY_INTEGRITY = sha384Integrity(Buffer.from(CANARY_BUILD));
const visitors = Array.from({ length: 40 }, (_, i) => `visitor-${String(i).padStart(4, '0')}`);

describe('canary rollouts (operator canary, manifest per visitor)', () => {
  let t: TestContext;
  // The canary build's origin: `operator canary --url` takes the hash of the file served there.
  let origin: EntryFileServer;
  let CANARY_URL: string;
  beforeAll(async () => {
    t = await createTestContext();
    origin = await startEntryFileServer(CANARY_BUILD);
    CANARY_URL = origin.url;
  });
  afterAll(async () => {
    await origin.close();
    await t.close();
  });

  const op = (...args: string[]) => runOperator(t.db, args);
  const canary = (...more: string[]) => op('canary', '--merchant', 'demo', '--name', 'games', ...more);
  const gamesFor = async (visitorId?: string): Promise<RemoteEntry> => {
    const query = visitorId ? `&visitorId=${visitorId}` : '';
    const res = await t.call({ url: `/wps/system/manifest?merchantCode=demo${query}` });
    expect(res.statusCode).toBe(200);
    return envelope<MerchantManifest>(res).value.remotes.games;
  };
  const status = async () =>
    JSON.parse((await op('status', '--merchant', 'demo')).stdout) as {
      canaries: { name: string; canary: { version: string }; sharePercent: number }[];
    };
  let stable: RemoteEntry;
  beforeAll(async () => {
    stable = await gamesFor();
  });

  it('sends every visitor to the new version at 100 % and nobody at 0 %', async () => {
    expect((await canary('--url', CANARY_URL, '--version', '2.0.0', '--share', '100')).exitCode).toBe(0);
    for (const visitor of visitors.slice(0, 10)) {
      expect(await gamesFor(visitor)).toEqual({
        enabled: true,
        entry: CANARY_URL,
        version: '2.0.0',
        integrity: CANARY_INTEGRITY,
        arm: 'canary',
      });
    }
    // A caller without a visitor id (the home-frame service, an old shell) gets the stable entry.
    expect(await gamesFor()).toEqual(stable);

    expect((await canary('--share', '0')).exitCode).toBe(0);
    // Each is told it is on the stable arm while the canary runs (the field beacon tags measurements so).
    for (const visitor of visitors.slice(0, 10))
      expect(await gamesFor(visitor)).toEqual({ ...stable, arm: 'stable' });
  });

  it('splits visitors at 50 %, each one keeping its choice on every load', async () => {
    await canary('--share', '50');
    const first = await Promise.all(visitors.map((visitor) => gamesFor(visitor)));
    const second = await Promise.all(visitors.map((visitor) => gamesFor(visitor)));
    expect(second).toEqual(first);
    const inCanary = first.filter((games) => games.version === '2.0.0').length;
    expect(first.filter((games) => games.arm === 'canary').length).toBe(inCanary);
    expect(inCanary).toBeGreaterThan(5);
    expect(inCanary).toBeLessThan(35);
    // Other remotes are untouched.
    const res = await t.call({ url: `/wps/system/manifest?merchantCode=demo&visitorId=${visitors[0]}` });
    expect(envelope<MerchantManifest>(res).value.remotes.member.version).toBe('1.0.0');
  });

  it('shows the running canary in operator status', async () => {
    expect((await status()).canaries).toEqual([
      {
        name: 'games',
        stable: { entry: stable.entry, version: stable.version, integrity: stable.integrity ?? null },
        canary: { entry: CANARY_URL, version: '2.0.0', integrity: CANARY_INTEGRITY },
        sharePercent: 50,
        // Started by the first step; the share changes since kept that start. Judged by hand (no --auto).
        startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        auto: null,
      },
    ]);
  });

  it('promotes the canary to everyone, and rollback brings the canary back as it was', async () => {
    expect((await canary('--end', 'promote')).exitCode).toBe(0);
    expect((await status()).canaries).toEqual([]);
    for (const visitor of [undefined, ...visitors.slice(0, 5)]) {
      expect(await gamesFor(visitor)).toEqual({
        enabled: true,
        entry: CANARY_URL,
        version: '2.0.0',
        integrity: CANARY_INTEGRITY,
      });
    }
    expect((await op('rollback', '--merchant', 'demo', '--name', 'games')).exitCode).toBe(0);
    expect(await gamesFor()).toEqual(stable);
    expect((await status()).canaries).toMatchObject([{ name: 'games', sharePercent: 50 }]);
  });

  it('aborts the canary: everyone back on the stable version', async () => {
    expect((await canary('--end', 'abort')).exitCode).toBe(0);
    for (const visitor of visitors) expect(await gamesFor(visitor)).toEqual(stable);
    expect((await status()).canaries).toEqual([]);
  });

  it('is undone by rollback like any manifest change', async () => {
    await canary('--url', CANARY_URL, '--version', '2.1.0', '--share', '100');
    expect(await gamesFor(visitors[0])).toMatchObject({ version: '2.1.0' });
    await op('rollback', '--merchant', 'demo', '--name', 'games');
    expect(await gamesFor(visitors[0])).toEqual(stable);
    expect((await status()).canaries).toEqual([]);
  });

  it('refuses bad input and changes nothing', async () => {
    const usage = [
      ['--share', '101'],
      ['--share', '-5'],
      ['--share', 'half'],
      ['--url', CANARY_URL, '--share', '10'],
      ['--version', '3.0.0', '--share', '10'],
      ['--url', 'javascript:alert(1)', '--version', '3.0.0', '--share', '10'],
      ['--url', CANARY_URL, '--version', 'bad version', '--share', '10'],
      ['--url', CANARY_URL, '--version', '3.0.0'],
      ['--end', 'promote', '--share', '10'],
      ['--end', 'later'],
    ];
    for (const args of usage) expect((await canary(...args)).exitCode).toBe(2);
    expect((await op('canary', '--merchant', 'ghost', '--name', 'games', '--share', '5')).exitCode).toBe(2);
    expect((await op('canary', '--merchant', 'demo', '--name', 'shell', '--share', '5')).exitCode).toBe(2);

    const noCanary = await canary('--share', '10');
    expect(noCanary.exitCode).toBe(1);
    expect(noCanary.stderr).toContain('has no canary running');
    expect((await canary('--end', 'abort')).exitCode).toBe(1);
    const same = await canary('--url', stable.entry, '--version', stable.version, '--share', '10');
    expect(same.exitCode).toBe(1);
    expect(same.stderr).toContain('its own stable entry');
    expect((await status()).canaries).toEqual([]);
    expect(await gamesFor(visitors[0])).toEqual(stable);
  });

  it('answers 400 for a malformed visitor id', async () => {
    for (const bad of ['short', 'x'.repeat(65), '%3Cscript%3E', 'a%20b%20c%20d%20e']) {
      const res = await t.call({ url: `/wps/system/manifest?merchantCode=demo&visitorId=${bad}` });
      expect(res.statusCode).toBe(400);
      expect(envelope(res).success).toBe(false);
    }
  });
});
