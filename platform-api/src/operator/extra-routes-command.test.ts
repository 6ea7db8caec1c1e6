import type { ConsolidatedSettings } from '@mobile/shared-contracts';
import { createTestContext, envelope, type TestContext } from '../test/test-context';
import { runOperator } from './run-operator';

describe('operator routes (merchant extra routes)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const routes = (...args: string[]) => runOperator(t.db, ['routes', '--merchant', 'demo', ...args]);
  const served = async () =>
    envelope<ConsolidatedSettings>(
      await t.call({ url: '/wps/system/settings/consolidated', headers: { 'x-merchant-code': 'demo' } }),
    ).value.extraRoutes;

  it('adds a route to an existing page, serves it in the settings, and removes it', async () => {
    const added = await routes('--add', '/m/vipWeek', '--title', 'VIP week', '--target', '/m/activity?id=2');
    expect(added.exitCode).toBe(0);
    expect(await served()).toEqual([{ path: '/m/vipWeek', title: 'VIP week', target: '/m/activity?id=2' }]);
    // Adding the same path again replaces it; the other settings stay.
    await routes('--add', '/m/vipWeek', '--title', 'VIP days', '--target', '/m/notice');
    expect(await served()).toEqual([{ path: '/m/vipWeek', title: 'VIP days', target: '/m/notice' }]);
    expect(JSON.parse((await routes()).stdout)).toHaveLength(1);
    expect((await routes('--remove', '/m/vipWeek')).exitCode).toBe(0);
    expect(await served()).toEqual([]);
  });

  it.each([
    [['--add', '/m/activity', '--title', 'X', '--target', '/m/home'], 'a page of the site'],
    [['--add', '/m/x', '--title', 'X', '--target', 'https://evil.example/'], 'frame origins'],
    [['--add', '/m/x', '--title', 'X', '--target', '/m/nowhere'], 'not a page'],
    [['--add', '/m/x', '--target', '/m/home'], '--title'],
    [['--remove', '/m/none'], 'no extra route'],
  ])('refuses %j with a reason and changes nothing', async (args, reason) => {
    const result = await routes(...args);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(reason);
    expect((await served()) ?? []).toEqual([]);
  });
});
