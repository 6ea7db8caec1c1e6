import { createTestContext, type TestContext } from '../test/test-context';
import { runOperator } from './run-operator';

describe('operator rollback and history', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const op = async (...args: string[]) => runOperator(t.db, args);
  const games = async () =>
    (
      JSON.parse((await op('manifest', '--merchant', 'demo')).stdout) as {
        remotes: { games: { enabled: boolean; entry: string; version: string } };
      }
    ).remotes.games;

  it('restores the previous entry and version, one change at a time', async () => {
    const original = await games();
    await op(
      'remote',
      '--merchant',
      'demo',
      '--name',
      'games',
      '--url',
      'http://127.0.0.1:3201/remoteEntry.js',
      // A dev server's entry: no file to hash (the integrity's own rollback: attack-suite/17).
      '--integrity',
      'none',
      '--version',
      '2.0.0',
    );
    await op('remote', '--merchant', 'demo', '--name', 'games', '--enabled', 'false');
    expect(await games()).toEqual({
      enabled: false,
      entry: 'http://127.0.0.1:3201/remoteEntry.js',
      version: '2.0.0',
    });

    const first = await op('rollback', '--merchant', 'demo', '--name', 'games');
    expect(first.exitCode).toBe(0);
    expect(await games()).toEqual({
      enabled: true,
      entry: 'http://127.0.0.1:3201/remoteEntry.js',
      version: '2.0.0',
    });
    await op('rollback', '--merchant', 'demo', '--name', 'games');
    expect(await games()).toEqual(original);

    const none = await op('rollback', '--merchant', 'demo', '--name', 'games');
    expect(none.exitCode).toBe(1);
    expect(none.stderr).toContain('no earlier entry of games for demo');
    expect(await games()).toEqual(original);
  });

  it('keeps every replaced entry in the history, rolled-back ones marked', async () => {
    const res = await op('history', '--merchant', 'demo', '--name', 'games');
    const rows = JSON.parse(res.stdout) as { version: string; enabled: boolean; restoredAt: string | null }[];
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.restoredAt !== null)).toBe(true);
    expect(rows.map((row) => row.version)).toEqual(['2.0.0', '2.0.0', '2.0.0', expect.any(String)]);
  });

  it('refuses a bad merchant or remote and changes nothing', async () => {
    const before = await games();
    expect((await op('rollback', '--merchant', 'nope', '--name', 'games')).exitCode).toBe(2);
    expect((await op('rollback', '--merchant', 'demo', '--name', 'shell')).exitCode).toBe(2);
    expect((await op('rollback', '--merchant', 'demo')).exitCode).toBe(2);
    expect(await games()).toEqual(before);
  });
});
