import type { FieldEvent } from '@mobile/shared-contracts';
import { recordFieldBatch } from '../field/field-store';
import { setCanary } from '../platform/canary-store';
import { createTestContext, type TestContext } from '../test/test-context';
import { healthCommand } from './health-command';
import { runOperator } from './run-operator';

const NOW = new Date('2026-11-27T07:00:00Z');
const event = (
  kind: FieldEvent['kind'],
  version: string,
  arm: FieldEvent['arm'],
  value?: number,
): FieldEvent => ({
  kind,
  page: 'gameList',
  owner: 'games',
  version,
  arm,
  ...(value === undefined ? {} : { value }),
});
let sessions = 0;
const session = () => {
  sessions += 1;
  return `health-session-${String(sessions).padStart(16, '0')}`;
};

describe('operator health', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    const at = new Date(NOW.getTime() - 10 * 60_000);
    const record = (events: FieldEvent[], when = at) =>
      recordFieldBatch(t.db, { merchantCode: 'demo', sessionId: session(), events }, when);
    // Stable 1.0.0: 20 pages, 1 error, INP 100 ms x 16 and 300 ms x 4, LCP 1,800 ms x 20, CLS 0.02 x 20.
    for (let i = 0; i < 20; i += 1)
      await record([
        event('view', '1.0.0', 'stable'),
        event('INP', '1.0.0', 'stable', i < 16 ? 100 : 300),
        event('LCP', '1.0.0', 'stable', 1_800),
        event('CLS', '1.0.0', 'stable', 0.02),
        ...(i === 0 ? [event('error', '1.0.0', 'stable')] : []),
      ]);
    // Canary 1.1.0: 10 pages, 5 errors and 2 load failures, INP 450 ms x 10.
    for (let i = 0; i < 10; i += 1)
      await record([
        event('view', '1.1.0', 'canary'),
        event('INP', '1.1.0', 'canary', 450),
        ...(i < 5 ? [event('error', '1.1.0', 'canary')] : []),
        ...(i < 2 ? [event('load-failure', '1.1.0', 'canary')] : []),
      ]);
    // Two hours ago: outside the default window.
    await record([event('error', '1.0.0', 'stable')], new Date(NOW.getTime() - 2 * 3_600_000));
    await recordFieldBatch(
      t.db,
      {
        merchantCode: 'demo',
        sessionId: session(),
        events: [{ kind: 'view', page: 'home', owner: 'shell', version: '1.0.0', arm: 'stable' }],
      },
      at,
    );
    await setCanary(t.db, 'demo', 'games', {
      entry: 'http://127.0.0.1:3299/remoteEntry.js',
      version: '1.1.0',
      share: 1_000,
    });
  });
  afterAll(() => t.close());

  it('prints p75 vitals and rates per version, and the canary arms side by side', async () => {
    const out = (await healthCommand(t.db, ['--merchant', 'demo', '--remote', 'games'], NOW)) as {
      remotes: { remote: string; versions: unknown[]; canary: Record<string, unknown> }[];
    };
    expect(out.remotes.map((r) => r.remote)).toEqual(['games']);
    const [games] = out.remotes;
    expect(games?.canary).toEqual({
      sharePercent: 10,
      stable: {
        version: '1.0.0',
        arm: 'stable',
        views: 20,
        errors: 1,
        loadFailures: 0,
        errorRate: 0.05,
        loadFailureRate: 0,
        // p75 is read inside its histogram bucket (rank 15 of 20): INP 16 x 100 ms in (75, 100] gives 98;
        // LCP all in (1,500, 2,000] gives 1,875; CLS all in (0.01, 0.025] gives 0.021.
        p75: { LCP: 1_875, INP: 98, CLS: 0.021 },
        samples: { LCP: 20, INP: 20, CLS: 20 },
        good: { LCP: true, INP: true, CLS: true },
      },
      canary: {
        version: '1.1.0',
        arm: 'canary',
        views: 10,
        errors: 5,
        loadFailures: 2,
        errorRate: 0.5,
        loadFailureRate: 0.2,
        p75: { LCP: null, INP: 475, CLS: null },
        samples: { LCP: 0, INP: 10, CLS: 0 },
        good: { LCP: null, INP: false, CLS: null },
      },
    });
    expect(games?.versions).toHaveLength(2);
  });

  it('widens the window with --since, lists the shell too, and refuses bad flags', async () => {
    const wide = (await healthCommand(t.db, ['--merchant', 'demo', '--since', '3h'], NOW)) as {
      remotes: { remote: string; versions: { version: string; errors: number }[] }[];
    };
    expect(wide.remotes.map((r) => r.remote)).toEqual(['games', 'shell']);
    expect(wide.remotes[0]?.versions.find((v) => v.version === '1.0.0')?.errors).toBe(2);
    for (const bad of [
      ['--merchant', 'demo', '--since', '1y'],
      ['--merchant', 'demo', '--remote', 'casino'],
      ['--merchant', 'nope'],
    ]) {
      const res = await runOperator(t.db, ['health', ...bad]);
      expect({ bad, exitCode: res.exitCode }).toEqual({ bad, exitCode: 2 });
    }
  });

  it('sets and shows the share of page loads that report', async () => {
    expect(JSON.parse((await runOperator(t.db, ['field-sampling', '--merchant', 'demo'])).stdout)).toEqual({
      merchant: 'demo',
      sharePercent: 10,
    });
    const set = await runOperator(t.db, ['field-sampling', '--merchant', 'demo', '--share', '25']);
    expect(JSON.parse(set.stdout)).toEqual({ merchant: 'demo', sharePercent: 25 });
    const res = await t.call({
      url: '/wps/system/settings/consolidated',
      headers: { 'x-merchant-code': 'demo' },
    });
    expect(JSON.parse(res.body).value.fieldSampling).toBe(0.25);
    expect(
      (await runOperator(t.db, ['field-sampling', '--merchant', 'demo', '--share', '101'])).exitCode,
    ).toBe(2);
  });
});
