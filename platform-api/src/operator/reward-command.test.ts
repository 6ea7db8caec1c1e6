import type { Reward } from '@mobile/shared-contracts';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { runOperator } from './run-operator';

describe('operator reward', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('grants an issued reward the member sees in the reward centre', async () => {
    const result = await runOperator(t.db, [
      'reward',
      '--user',
      'player0',
      '--amount',
      '12.5',
      '--title',
      'Thank you',
    ]);
    expect(result.exitCode).toBe(0);
    const { rewardId } = JSON.parse(result.stdout) as { rewardId: number };
    const res = await t.call({
      url: '/wps/rewards?status=issued',
      headers: bearer(await t.login('player0')),
    });
    const reward = envelope<Reward[]>(res).value.find((r) => r.rewardId === rewardId);
    expect(reward).toMatchObject({ title: 'Thank you', amount: 12.5, status: 'issued', source: 'operator' });
  });

  it.each([
    [['reward', '--amount', '5'], '--user'],
    [['reward', '--user', 'player0'], '--amount'],
    [['reward', '--user', 'player0', '--amount', '-5'], '--amount'],
    [['reward', '--user', 'player0', '--amount', '1.234'], '--amount'],
    [['reward', '--user', 'nobody', '--amount', '5'], 'no user'],
    [['reward', '--user', 'player0', '--amount', '5', '--title', 'x'.repeat(81)], '--title'],
  ])('refuses %p with a usage error', async (argv, message) => {
    const result = await runOperator(t.db, argv);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(message);
  });
});
