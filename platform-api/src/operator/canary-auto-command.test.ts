import { runCanaryJudge } from '../platform/canary-scheduler';
import { createTestContext, type TestContext } from '../test/test-context';
import { runOperator } from './run-operator';

const DEV_URL = 'http://127.0.0.1:3201/remoteEntry.js';

describe('operator canary --auto and --status', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const op = (...args: string[]) => runOperator(t.db, args);
  const canary = (...more: string[]) => op('canary', '--merchant', 'demo', '--name', 'games', ...more);
  const autoOf = (stdout: string) =>
    (JSON.parse(stdout) as { canaries: { name: string; auto: unknown }[] }).canaries.find(
      (c) => c.name === 'games',
    )?.auto;

  it('starts a canary judged automatically with the margins given, the defaults for the rest', async () => {
    const res = await canary(
      ...['--url', DEV_URL, '--integrity', 'none', '--version', '2.0.0', '--share', '10'],
      ...['--auto', '--min-samples', '50', '--error-margin', '0.05'],
    );
    expect(res.stderr).toBe('');
    expect(autoOf(res.stdout)).toEqual({
      minSamples: 50,
      errorMargin: 0.05,
      inpMarginMs: 50,
      timeoutMinutes: 360,
    });
  });

  it('keeps the policy on a share change, and --auto alone changes a running canary', async () => {
    expect(autoOf((await canary('--share', '20')).stdout)).toEqual(
      expect.objectContaining({ minSamples: 50 }),
    );
    const changed = await canary('--auto', '--inp-margin-ms', '80', '--timeout', '2h');
    expect(autoOf(changed.stdout)).toEqual({
      minSamples: 200,
      errorMargin: 0.02,
      inpMarginMs: 80,
      timeoutMinutes: 120,
    });
  });

  it('refuses margins without --auto, --auto with --end, and bad values, changing nothing', async () => {
    const before = (await canary('--auto')).stdout;
    for (const bad of [
      ['--min-samples', '10'],
      ['--end', 'abort', '--auto'],
      ['--auto', '--min-samples', '0'],
      ['--auto', '--min-samples', '1.5'],
      ['--auto', '--error-margin', '2'],
      ['--auto', '--error-margin', '-0.1'],
      ['--auto', '--inp-margin-ms', 'ten'],
      ['--auto', '--timeout', '0m'],
      ['--auto=yes'],
    ]) {
      const res = await canary(...bad);
      expect({ bad, exitCode: res.exitCode }).toEqual({ bad, exitCode: 2 });
    }
    const after = JSON.parse((await op('canary', '--merchant', 'demo', '--status')).stdout) as {
      canaries: unknown;
    };
    expect(after.canaries).toEqual((JSON.parse(before) as { canaries: unknown }).canaries);
  });

  it('shows the judge: no run yet, then its holder and last run', async () => {
    const status = async () =>
      JSON.parse((await op('canary', '--merchant', 'demo', '--status')).stdout) as {
        judge: Record<string, unknown>;
      };
    expect((await status()).judge).toEqual({
      holder: null,
      leaseExpiresAt: null,
      lastRunAt: null,
      lastRunBy: null,
      lastRun: null,
    });
    await runCanaryJudge({ db: t.db, holder: 'api-1', intervalMs: 3_600_000 });
    expect((await status()).judge).toEqual({
      holder: 'api-1',
      leaseExpiresAt: expect.any(String),
      lastRunAt: expect.any(String),
      lastRunBy: 'api-1',
      lastRun: 'demo/games: waiting: stable 0, canary 0 of 200 page loads',
    });
  });

  it('records an operator end without actor or reason, and the history shows both columns', async () => {
    expect((await canary('--end', 'abort')).exitCode).toBe(0);
    const history = JSON.parse((await op('history', '--merchant', 'demo', '--name', 'games')).stdout) as {
      actor: string | null;
      reason: string | null;
    }[];
    expect(history[0]).toEqual(expect.objectContaining({ actor: null, reason: null }));
  });
});
