import type { Downline, DownlineDetail } from '@mobile/shared-contracts';
import { bearer, envelope } from '../test/test-context';
import { agentKit } from './agent-test-kit';

type Page = { content: Downline[]; total: number; totalPages: number; pageNum: number };

describe('team management reads', () => {
  const kit = agentKit();

  const idOf = kit.idOf;
  const list = (query: Record<string, string>, token = kit.token) =>
    kit.t.call({ method: 'GET', url: '/wps/agent/downlines', headers: bearer(token), query });
  const detail = (memberId: number | string, token = kit.token) =>
    kit.t.call({
      method: 'GET',
      url: '/wps/agent/downline',
      headers: bearer(token),
      query: { memberId: String(memberId) },
    });

  it('lists direct downlines only at level 1, and the whole team at every level', async () => {
    const direct = envelope<Page>(await list({ scope: 'direct', pageNo: '1', pageSize: '100' })).value;
    expect(direct.content.every((d) => d.level === 1 && d.uplineName === 'agent41')).toBe(true);
    expect(direct.content.map((d) => d.username)).toContain('agent41s1');
    const all = envelope<Page>(await list({ scope: 'all', pageNo: '1', pageSize: '100' })).value;
    expect(all.total).toBeGreaterThan(direct.total);
    expect(all.content.find((d) => d.username === 'agent41s1ap1')).toMatchObject({
      level: 3,
      uplineName: 'agent41s1a',
    });
  });

  it('pages and searches by name or nickname, wildcards taken literally', async () => {
    const page1 = envelope<Page>(await list({ scope: 'all', pageNo: '1', pageSize: '5' })).value;
    const page2 = envelope<Page>(await list({ scope: 'all', pageNo: '2', pageSize: '5' })).value;
    expect(page1.content).toHaveLength(5);
    expect(page1.totalPages).toBe(Math.ceil(page1.total / 5));
    expect(page2.content[0]?.username).not.toBe(page1.content[0]?.username);
    const found = envelope<Page>(await list({ scope: 'all', keyword: 'NINA', pageNo: '1' })).value;
    expect(found.content.map((d) => d.username)).toEqual(['agent41s1a']);
    expect(envelope<Page>(await list({ scope: 'all', keyword: '%', pageNo: '1' })).value.total).toBe(0);
  });

  it("lists the team's agents as move targets", async () => {
    const agents = envelope<Page>(await list({ scope: 'agents', pageNo: '1', pageSize: '100' })).value;
    expect(agents.content.map((d) => d.username).sort()).toEqual(['agent41s1', 'agent41s1a', 'agent41s2']);
  });

  it('shows a downline with balance, rebate and its bounds', async () => {
    const res = await detail(await idOf('agent41s1a'));
    expect(res.statusCode).toBe(200);
    expect(envelope<DownlineDetail>(res).value).toMatchObject({
      username: 'agent41s1a',
      level: 2,
      rebate: 1,
      rebateCeiling: 1.5,
      rebateFloor: 0,
      downlineCount: 2,
    });
    expect(envelope<DownlineDetail>(res).value.balance).toBeGreaterThanOrEqual(0);
  });

  it("refuses another agent's downline and the agent itself", async () => {
    for (const name of ['agent42m1', 'agent41', 'player0']) {
      const res = await detail(await idOf(name));
      expect(res.statusCode).toBe(403);
      expect(envelope(res).code).toBe('NOT_IN_TEAM');
    }
  });

  it('validates parameters and refuses non-agents', async () => {
    expect((await list({ scope: 'everyone', pageNo: '1' })).statusCode).toBe(400);
    expect((await list({ scope: 'all', pageNo: '0' })).statusCode).toBe(400);
    expect((await list({ scope: 'all', pageNo: '1', pageSize: '1000' })).statusCode).toBe(400);
    expect((await detail('abc')).statusCode).toBe(400);
    const player = await kit.t.login('player0');
    expect((await list({ scope: 'all', pageNo: '1' }, player)).statusCode).toBe(403);
    expect((await kit.t.call({ method: 'GET', url: '/wps/agent/rebate' })).statusCode).toBe(401);
    const own = await kit.t.call({ method: 'GET', url: '/wps/agent/rebate', headers: bearer(kit.token) });
    expect(envelope<{ rebate: number }>(own).value.rebate).toBe(2);
  });
});
