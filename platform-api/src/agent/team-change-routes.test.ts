import { bearer, envelope } from '../test/test-context';
import { agentKit } from './agent-test-kit';
import { rebateOf } from './rebate-store';

describe('team management writes', () => {
  const kit = agentKit();

  const idOf = kit.idOf;
  const parentOf = async (username: string) =>
    (
      await kit.t.db
        .selectFrom('members')
        .select('parent_id')
        .where('merchant_code', '=', 'demo')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).parent_id;
  const post = (url: string, payload: object, token = kit.token) =>
    kit.t.call({ method: 'POST', url: `/wps/agent/${url}`, headers: bearer(token), payload });

  describe('updateDownlineRebates', () => {
    it("sets a rebate up to the upline's and the agent's own", async () => {
      const id = await idOf('agent41s2');
      const res = await post('updateDownlineRebates', { memberId: id, rebate: 2 });
      expect(res.statusCode).toBe(200);
      expect(await rebateOf(kit.t.db, id)).toBe(2);
      await post('updateDownlineRebates', { memberId: id, rebate: 1.2 });
      expect(await rebateOf(kit.t.db, id)).toBe(1.2);
    });

    it("refuses a rebate above the agent's own, or above the downline's upline", async () => {
      const direct = await idOf('agent41s2');
      const above = await post('updateDownlineRebates', { memberId: direct, rebate: 2.01 });
      expect(above.statusCode).toBe(400);
      expect(envelope(above).code).toBe('REBATE_TOO_HIGH');
      // agent41s1a sits under agent41s1 (1.5 %): 1.8 is below the agent's 2 % but above its upline.
      const indirect = await idOf('agent41s1a');
      expect(envelope(await post('updateDownlineRebates', { memberId: indirect, rebate: 1.8 })).code).toBe(
        'REBATE_TOO_HIGH',
      );
      expect(await rebateOf(kit.t.db, direct)).toBe(1.2);
      expect(await rebateOf(kit.t.db, indirect)).toBe(1);
    });

    it("refuses a rebate below the downline's own downlines, and bad numbers", async () => {
      const sub = await idOf('agent41s1');
      expect((await post('updateDownlineRebates', { memberId: sub, rebate: 0.5 })).statusCode).toBe(400);
      expect((await post('updateDownlineRebates', { memberId: sub, rebate: 1.255 })).statusCode).toBe(400);
      expect((await post('updateDownlineRebates', { memberId: sub, rebate: -1 })).statusCode).toBe(400);
      expect((await post('updateDownlineRebates', { memberId: sub, rebate: '1' })).statusCode).toBe(400);
      expect(await rebateOf(kit.t.db, sub)).toBe(1.5);
    });

    it("refuses another agent's downline and non-agents", async () => {
      const other = await idOf('agent42m1');
      const res = await post('updateDownlineRebates', { memberId: other, rebate: 0.5 });
      expect(res.statusCode).toBe(403);
      expect(envelope(res).code).toBe('NOT_IN_TEAM');
      expect(await rebateOf(kit.t.db, other)).toBe(0);
      const player = await kit.t.login('player0');
      expect((await post('updateDownlineRebates', { memberId: other, rebate: 0 }, player)).statusCode).toBe(
        403,
      );
    });
  });

  describe('transferDownline and transferMultipleDownline', () => {
    it('moves a downline under another agent of the team and back', async () => {
      const [member, target, home] = await Promise.all([
        idOf('agent41m1'),
        idOf('agent41s2'),
        idOf('agent41'),
      ]);
      const res = await post('transferDownline', { memberId: member, targetId: target });
      expect(res.statusCode).toBe(200);
      expect(envelope<{ moved: number }>(res).value.moved).toBe(1);
      expect(await parentOf('agent41m1')).toBe(target);
      await post('transferDownline', { memberId: member, targetId: home });
      expect(await parentOf('agent41m1')).toBe(home);
    });

    it('moves several at once, all or nothing', async () => {
      const ids = await Promise.all(['agent41m2', 'agent41m3'].map(idOf));
      const target = await idOf('agent41s1');
      const home = await idOf('agent41');
      expect((await post('transferMultipleDownline', { memberIds: ids, targetId: target })).statusCode).toBe(
        200,
      );
      expect(await parentOf('agent41m3')).toBe(target);
      const mixed = await post('transferMultipleDownline', {
        memberIds: [ids[0], await idOf('agent42m1')],
        targetId: home,
      });
      expect(mixed.statusCode).toBe(403);
      expect(await parentOf('agent41m2')).toBe(target);
      await post('transferMultipleDownline', { memberIds: ids, targetId: home });
      expect(await parentOf('agent41m2')).toBe(home);
    });

    it('never moves an agent under itself or its own downline', async () => {
      const [sub, subsub, player] = await Promise.all(['agent41s1', 'agent41s1a', 'agent41s1ap1'].map(idOf));
      for (const targetId of [sub, subsub]) {
        const res = await post('transferDownline', { memberId: sub, targetId });
        expect(res.statusCode).toBe(400);
        expect(envelope(res).code).toBe('TEAM_MOVE_CYCLE');
      }
      expect((await post('transferDownline', { memberId: sub, targetId: player })).statusCode).toBe(400);
      expect(await parentOf('agent41s1')).toBe(await idOf('agent41'));
    });

    it("refuses a target outside the team, another agent's downline, and a rebate above the new upline", async () => {
      const member = await idOf('agent41m4');
      const outside = await post('transferDownline', { memberId: member, targetId: await idOf('agent42') });
      expect(envelope(outside).code).toBe('NOT_IN_TEAM');
      const foreign = await post('transferDownline', {
        memberId: await idOf('agent42m1'),
        targetId: await idOf('agent41s1'),
      });
      expect(envelope(foreign).code).toBe('NOT_IN_TEAM');
      // agent41s1 (1.5 %) cannot go under agent41s2 (1.2 %).
      const higher = await post('transferDownline', {
        memberId: await idOf('agent41s1'),
        targetId: await idOf('agent41s2'),
      });
      expect(envelope(higher).code).toBe('REBATE_TOO_HIGH');
      expect(await parentOf('agent41m4')).toBe(await idOf('agent41'));
    });

    it('validates the payload', async () => {
      expect((await post('transferMultipleDownline', { memberIds: [], targetId: 1 })).statusCode).toBe(400);
      expect((await post('transferDownline', { memberId: 'x', targetId: 1 })).statusCode).toBe(400);
      const many = Array.from({ length: 51 }, (_, i) => i + 1);
      expect((await post('transferMultipleDownline', { memberIds: many, targetId: 1 })).statusCode).toBe(400);
    });

    it('lets only one of two crossing moves through (never a cycle)', async () => {
      const [a, b] = await Promise.all([idOf('agent41s2'), idOf('agent41s1a')]);
      await post('updateDownlineRebates', { memberId: a, rebate: 1 });
      const results = await Promise.all([
        post('transferDownline', { memberId: a, targetId: b }),
        post('transferDownline', { memberId: b, targetId: a }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const parents = [await parentOf('agent41s2'), await parentOf('agent41s1a')];
      expect(parents[0] === b && parents[1] === a).toBe(false);
    });
  });
});
