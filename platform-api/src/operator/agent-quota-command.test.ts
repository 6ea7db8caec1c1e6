import { createTestContext, type TestContext } from '../test/test-context';
import { runOperator } from './run-operator';

describe('operator agent-quota', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it("shows an agent's quota and sets its total", async () => {
    const shown = await runOperator(t.db, ['agent-quota', '--user', 'agent41']);
    expect(JSON.parse(shown.stdout)).toEqual({ user: 'agent41', total: 20, used: 0, remaining: 20 });
    const set = await runOperator(t.db, ['agent-quota', '--user', 'agent41', '--total', '3']);
    expect(JSON.parse(set.stdout)).toMatchObject({ total: 3, remaining: 3 });
  });

  it('refuses players, unknown users and bad totals with usage (exit 2), changing nothing', async () => {
    for (const args of [
      ['--user', 'player0'],
      ['--user', 'nobody'],
      ['--user', 'agent41', '--total', '-1'],
      ['--user', 'agent41', '--total', '1.5'],
      ['--user', 'agent41', '--total', '999999'],
    ]) {
      expect((await runOperator(t.db, ['agent-quota', ...args])).exitCode).toBe(2);
    }
    const shown = await runOperator(t.db, ['agent-quota', '--user', 'agent41']);
    expect(JSON.parse(shown.stdout)).toMatchObject({ total: 3 });
  });
});
