import { resourceUrl } from '@mobile/shared-contracts';
import { findMerchant } from '../merchants/merchant-store';
import { readSetting } from '../merchants/settings-store';
import { createTestContext, type TestContext } from '../test/test-context';

describe('demo task link (SPEC 2: the task frame embeds the task link with the session token)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const taskLink = async (merchant: string) => {
    const settings = (await readSetting(t.db, merchant, 'consolidated')) as {
      resources: { resourceType: string; url: string }[];
    };
    return resourceUrl(settings.resources, 'TASK');
  };

  it("points the demo's TASK link to a task page on one of the merchant's frame origins", async () => {
    const link = await taskLink('demo');
    expect(link).toBe('http://127.0.0.1:4000/lgw/demo-task/demo');
    const merchant = await findMerchant(t.db, 'demo');
    expect(merchant?.frameOrigins).toContain(new URL(link ?? '').origin);
  });

  it('serves the task page to the session the token names, framable by the frame origin only', async () => {
    const token = await t.login('player0');
    const res = await t.call({ url: `/lgw/demo-task/demo?token=${encodeURIComponent(token)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Hello, player0.');
    expect(String(res.headers['content-security-policy'])).toContain(
      "frame-ancestors 'self' http://127.0.0.1:4000",
    );
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).not.toContain('<script');
  });

  it('refuses a missing or wrong token, and a session of another merchant', async () => {
    expect((await t.call({ url: '/lgw/demo-task/demo' })).statusCode).toBe(401);
    expect((await t.call({ url: '/lgw/demo-task/demo?token=nope' })).statusCode).toBe(401);
    const lite = await t.login('player0', 'lite');
    const other = await t.call({ url: `/lgw/demo-task/demo?token=${encodeURIComponent(lite)}` });
    expect(other.statusCode).toBe(401);
    expect(other.body).not.toContain('player0');
  });

  it('does not exist in the production profile', async () => {
    const production = await createTestContext({ profile: 'production' });
    try {
      const token = await production.login('player0');
      const res = await production.call({ url: `/lgw/demo-task/demo?token=${encodeURIComponent(token)}` });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
