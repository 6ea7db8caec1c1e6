import type { SessionInfo } from '@mobile/shared-contracts';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { runOperator } from './run-operator';

describe('operator command', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const run = (...argv: string[]) => runOperator(t.db, argv);

  it('mints a session in the MC_SESSION_INFO shape that the API accepts', async () => {
    const result = await run('--', 'session', '--user', 'trial4');
    expect(result.exitCode).toBe(0);
    const info = JSON.parse(result.stdout) as SessionInfo;
    expect(Object.keys(info).sort()).toEqual([
      'firstTimeLogin',
      'id',
      'merchantCode',
      'token',
      'type',
      'userName',
    ]);
    expect(info).toMatchObject({ merchantCode: 'demo', userName: 'trial4', type: 4, firstTimeLogin: 4 });
    expect(info.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.call({ url: '/wps/member/info', headers: bearer(info.token) });
    expect(envelope<{ id: number }>(me).value.id).toBe(info.id);
    const stored = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.some((s) => s.token_hash === info.token)).toBe(false);
  });

  it('reports first login once', async () => {
    const first = JSON.parse(
      (await run('session', '--user', 'player1', '--merchant', 'lite')).stdout,
    ) as SessionInfo;
    const second = JSON.parse(
      (await run('session', '--user', 'player1', '--merchant', 'lite')).stdout,
    ) as SessionInfo;
    expect([first.firstTimeLogin, second.firstTimeLogin]).toEqual([true, false]);
  });

  it('prints the manifest', async () => {
    const result = await run('manifest', '--merchant', 'lite');
    expect(JSON.parse(result.stdout)).toMatchObject({
      merchantCode: 'lite',
      remotes: { agent: { enabled: false } },
    });
  });

  it.each([
    [[]],
    [['launch']],
    [['remote', '--merchant', 'demo']],
    [['remote', '--merchant', 'demo', '--name', 'shell']],
    [['remote', '--merchant', 'demo', '--name', 'games', '--enabled', 'yes']],
    [['remote', '--merchant', 'demo', '--name', 'games', '--url', 'ftp://x/remoteEntry.js']],
    [['remote', '--merchant', 'demo', '--name', 'games', '--version', 'a b']],
    [['remote', '--merchant', 'ghost', '--name', 'games', '--enabled', 'false']],
    [['status', '--merchant', 'demo', '--maintenance', 'maybe']],
    [['status', '--merchant', 'demo', '--info', 'x'.repeat(501)]],
    [['status', '--merchant', 'bad code']],
    [['status', '--merchant', 'demo', '--colour', 'red']],
    [['session']],
    [['session', '--user', 'nobody']],
    [['manifest', '--merchant', 'demo', 'extra']],
  ])('exits 2 with a clear message for %j', async (argv) => {
    const result = await run(...argv);
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('usage: operator');
  });

  it('changes nothing on bad input', async () => {
    const before = (await run('manifest', '--merchant', 'demo')).stdout;
    await run('remote', '--merchant', 'demo', '--name', 'games', '--enabled', 'false', '--url', 'nope');
    expect((await run('manifest', '--merchant', 'demo')).stdout).toBe(before);
  });

  it('prints help with exit code 0', async () => {
    expect((await run('--help')).exitCode).toBe(0);
  });
});
