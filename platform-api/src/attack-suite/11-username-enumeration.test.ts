import { LIMITS } from '../accounts/limits';
import { createTestContext, envelope, type TestContext } from '../test/test-context';

/**
 * Issue 26 finding 11 (asset: who is a member): `/wps/check/username` answered 30 names a minute per
 * address, and addresses are cheap to rotate, so members could be listed at scale. Now each address has
 * a small budget and the merchant one budget for all addresses together (docs/decisions/0173): rotating
 * addresses cannot check more names than the merchant's budget per window.
 */
jest.setTimeout(180_000);

let t: TestContext;
beforeAll(async () => {
  // Each request arrives from a trusted proxy that saw a different client address.
  t = await createTestContext({ trustProxy: ['172.18.0.3'] });
});
afterAll(() => t.close());

const check = (username: string, client: string, merchant = 'demo') =>
  t.call({
    url: `/wps/check/username?username=${username}`,
    remoteAddress: '172.18.0.3',
    headers: { 'x-merchant-code': merchant, 'x-forwarded-for': client },
  });

/** A different client address for each call: 10.x.y.z from a counter. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

describe('11: the username check cannot enumerate members', () => {
  it('one address gets a few checks, then is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.usernameCheckPerIp.max; i += 1)
      statuses.push((await check(`guess${i}`, '198.51.100.7')).statusCode);
    expect(statuses.slice(0, LIMITS.usernameCheckPerIp.max)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it("rotating addresses answer no more names than the merchant's budget per window", async () => {
    const budget = LIMITS.usernameCheckPerMerchant.max;
    let answered = 0;
    let refused = 0;
    // One call per address: every address is fresh, only the merchant's budget can stop them.
    for (let i = 0; i < budget + 50; i += 1) {
      const res = await check(i % 7 === 0 ? 'player0' : `rotating${i}`, addressOf(i + 1));
      if (res.statusCode === 200) answered += 1;
      else {
        expect(envelope(res).code).toBe('RATE_LIMITED');
        refused += 1;
      }
    }
    // The first test's address spent its checks of the same merchant budget.
    expect(answered).toBeLessThanOrEqual(budget);
    expect(refused).toBeGreaterThanOrEqual(50);
  });

  it("another merchant's budget is its own", async () => {
    const other = await t.db
      .selectFrom('merchants')
      .select('code')
      .where('code', '!=', 'demo')
      .executeTakeFirst();
    if (!other) return;
    expect((await check('someone', '203.0.113.77', other.code)).statusCode).toBe(200);
  });
});
