import type { Paged, Transaction } from '@mobile/shared-contracts';
import { isoDay } from '../common/date-range';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

const URL = '/wps/relay/ODS2_MemberTransaction';
const DAY_MS = 86_400_000;

describe('member transactions', () => {
  let t: TestContext;
  let token: string;
  const today = isoDay(new Date());
  const monthAgo = isoDay(new Date(Date.now() - 30 * DAY_MS));
  beforeAll(async () => {
    t = await createTestContext();
    token = await t.login('player0');
  });
  afterAll(() => t.close());

  const page = async (query: string, auth = token) => {
    const res = await t.call({ url: `${URL}?${query}`, headers: bearer(auth) });
    expect(res.statusCode).toBe(200);
    return envelope<Paged<Transaction>>(res).value;
  };

  it('pages the ledger newest first, ending at the wallet balance', async () => {
    const first = await page(`startDate=${monthAgo}&endDate=${today}&pageNo=1&pageSize=5`);
    expect(first.content).toHaveLength(5);
    expect(first.total).toBeGreaterThan(10);
    expect(first.content[0]?.balanceAfter).toBe(12345.67);
    const last = await page(`startDate=${monthAgo}&endDate=${today}&pageNo=${first.totalPages}&pageSize=5`);
    expect(last.content.at(-1)?.txCode).toBe('DEPOSIT');
  });

  it('covers the agent team with types=A', async () => {
    const agent = await t.login('agent41');
    const own = await page(`startDate=${monthAgo}&endDate=${today}&pageNo=1`, agent);
    const team = await page(`startDate=${monthAgo}&endDate=${today}&pageNo=1&types=A`, agent);
    expect(team.total).toBeGreaterThan(own.total);
  });

  it('rejects reversed ranges, bad dates and guests', async () => {
    const reversed = await t.call({
      url: `${URL}?startDate=${today}&endDate=${monthAgo}&pageNo=1`,
      headers: bearer(token),
    });
    expect(reversed.statusCode).toBe(400);
    const bad = await t.call({
      url: `${URL}?startDate=yesterday&endDate=${today}&pageNo=1`,
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.call({ url: `${URL}?startDate=${today}&endDate=${today}&pageNo=1` })).statusCode).toBe(
      401,
    );
  });
});
