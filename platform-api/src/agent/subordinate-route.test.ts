import type { SubordinateSummary } from '@mobile/shared-contracts';
import { envelope } from '../test/test-context';
import { agentKit } from './agent-test-kit';
import { subordinateSummary } from './subordinate-route';
import { teamTree } from './team-tree';

const URL = '/wps/relay/ODSFE2_Subordinate';

describe('ODSFE2_Subordinate (direct and indirect downlines)', () => {
  const kit = agentKit();
  const summary = async (query: Record<string, string> = {}) =>
    envelope<SubordinateSummary>(await kit.get(URL, query)).value;

  it("counts the agent's direct downlines and everyone below them, from the members table", async () => {
    const agentId = await kit.idOf('agent41');
    const direct = await kit.t.db
      .selectFrom('members')
      .select('id')
      .where('parent_id', '=', agentId)
      .execute();
    const team = await teamTree(kit.t.db, agentId);
    expect(await summary()).toEqual({
      memberId: agentId,
      direct: direct.length,
      indirect: team.length - direct.length,
    });
  });

  it('counts below one member of its team', async () => {
    // agent41s1: agent41s1a and two players directly, agent41s1a's two players below.
    const id = await kit.idOf('agent41s1');
    expect(await summary({ memberId: String(id) })).toEqual({ memberId: id, direct: 3, indirect: 2 });
    const player = await kit.idOf('agent41s1ap1');
    expect(await summary({ memberId: String(player) })).toEqual({ memberId: player, direct: 0, indirect: 0 });
  });

  it("refuses another team's member, bad ids, players and guests with the error envelope", async () => {
    for (const other of ['agent42', 'player0']) {
      const res = await kit.get(URL, { memberId: String(await kit.idOf(other)) });
      expect([res.statusCode, envelope(res).code]).toEqual([403, 'NOT_IN_TEAM']);
    }
    for (const memberId of ['0', '-3', 'x', '1.5'])
      expect((await kit.get(URL, { memberId })).statusCode).toBe(400);
    expect((await kit.get(URL, {}, await kit.t.login('player0'))).statusCode).toBe(403);
    expect((await kit.t.call({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('reads any depth from the tree without walking a node twice', () => {
    const tree = [
      { id: 2, parentId: 1, level: 1 },
      { id: 3, parentId: 2, level: 2 },
      { id: 4, parentId: 3, level: 3 },
      { id: 5, parentId: 1, level: 1 },
    ];
    expect(subordinateSummary(tree, 1)).toEqual({ memberId: 1, direct: 2, indirect: 2 });
    expect(subordinateSummary(tree, 2)).toEqual({ memberId: 2, direct: 1, indirect: 1 });
  });
});
