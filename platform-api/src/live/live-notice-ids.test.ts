import { createTestContext, type TestContext } from '../test/test-context';

describe('live notice ids', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const insert = async () =>
    (
      await t.db
        .insertInto('live_notices')
        .values({ payload: '{}', created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('never come back after the pruning empties the table (readers remember the last id they read)', async () => {
    const before = await insert();
    await t.db.deleteFrom('live_notices').execute();
    expect(await insert()).toBeGreaterThan(before);
  });
});
