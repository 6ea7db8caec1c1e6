import type { TeamKpiFooter } from '@mobile/shared-contracts';
import { isoDay } from '../common/date-range';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

const URL = '/wps/relay/ODSFE2_teamKPIC';

describe('team KPI', () => {
  let t: TestContext;
  const today = isoDay(new Date());
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const kpi = async (user: string) =>
    t.call({
      method: 'POST',
      url: URL,
      headers: bearer(await t.login(user)),
      payload: { startDate: today, endDate: today, size: 0 },
    });

  it("counts today's team activity for an agent", async () => {
    const res = await kpi('agent41');
    expect(res.statusCode).toBe(200);
    expect(envelope<{ footer: TeamKpiFooter }>(res).value.footer).toEqual({
      teamLoginMemberCount: 4,
      // Two of the direct team and two of the three-level team (demo/seed/agent-team.ts) bet today.
      teamBetMemberCount: 4,
      teamRegisterMemberCount: 1,
      teamOnlineCount: 1,
    });
  });

  it('refuses members without an agent area (types 0, 4, 40)', async () => {
    for (const user of ['player0', 'trial4', 'agent40']) expect((await kpi(user)).statusCode).toBe(403);
  });

  it('validates the payload', async () => {
    const token = await t.login('agent42');
    const bad = await t.call({
      method: 'POST',
      url: URL,
      headers: bearer(token),
      payload: { startDate: today, endDate: today, size: 5 },
    });
    expect(bad.statusCode).toBe(400);
  });
});
