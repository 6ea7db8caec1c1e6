import type { AgentContract } from '@mobile/shared-contracts';
import { contractCommand } from '../operator/commands';
import { bearer, envelope } from '../test/test-context';
import { agentKit } from './agent-test-kit';

const APPLY = '/wps/relay/MCS2_applyContractDailySal';

describe('MCS2_applyContractDailySal (an agent applies for a daily salary contract)', () => {
  const kit = agentKit();
  const apply = (token: string) =>
    kit.t.call({ method: 'POST', url: APPLY, headers: bearer(token), payload: {} });
  const info = async (token: string) =>
    envelope<{ appliedAt: string | null }>(
      await kit.t.call({
        method: 'GET',
        url: '/wps/relay/MCS2_getContractDailySalInfo',
        headers: bearer(token),
      }),
    ).value;
  const rows = async (username: string) =>
    kit.t.db
      .selectFrom('agent_contracts')
      .select(['status', 'terms'])
      .where('member_id', '=', await kit.idOf(username))
      .where('kind', '=', 'dailySalary')
      .orderBy('id')
      .execute();

  it('records one application the page shows, refuses a second, and the operator answers it with an offer', async () => {
    const token = await kit.t.login('agent41s2');
    const before = (await rows('agent41s2')).length;
    expect((await info(token)).appliedAt).toBeNull();
    const first = await apply(token);
    expect(first.statusCode).toBe(200);
    const { appliedAt } = envelope<{ appliedAt: string }>(first).value;
    expect((await info(token)).appliedAt).toBe(appliedAt);

    const again = await apply(token);
    expect([again.statusCode, envelope(again).code]).toEqual([409, 'CONTRACT_PENDING']);
    expect(await rows('agent41s2')).toHaveLength(before + 1);
    // The application is no offer the agent could accept itself.
    const listed = envelope<{ pending: AgentContract | null }>(
      await kit.t.call({
        method: 'GET',
        url: '/wps/relay/MCS2_getDailySalContractHist',
        query: { kind: 'dailySalary' },
        headers: bearer(token),
      }),
    ).value;
    expect(listed.pending).toBeNull();

    const answer = (await contractCommand(kit.t.db, ['--user', 'agent41s2', '--offer', 'dailySalary'])) as {
      contractId: number;
      applied: boolean;
    };
    expect(answer).toMatchObject({ status: 'PENDING', offered: true, applied: true });
    expect(await rows('agent41s2')).toHaveLength(before + 1);
    expect((await info(token)).appliedAt).toBeNull();
    const accepted = await kit.t.call({
      method: 'POST',
      url: '/wps/relay/MCS2_processDailySalContract',
      headers: bearer(token),
      payload: { contractId: answer.contractId, decision: 'ACCEPT' },
    });
    expect(envelope<AgentContract>(accepted).value).toMatchObject({
      kind: 'dailySalary',
      status: 'ACCEPTED',
    });
  });

  it('keeps racing applications to one', async () => {
    const token = await kit.t.login('agent41s1a');
    const before = (await rows('agent41s1a')).length;
    const results = await Promise.all([1, 2, 3, 4].map(() => apply(token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await rows('agent41s1a')).filter((r) => r.status === 'APPLIED')).toHaveLength(1);
    expect(await rows('agent41s1a')).toHaveLength(before + 1);
  });

  it('refuses while an offer waits, and refuses players, excluded agent types and guests', async () => {
    const offered = await apply(await kit.t.login('agent1'));
    expect([offered.statusCode, envelope(offered).code]).toEqual([409, 'CONTRACT_PENDING']);
    for (const username of ['player0', 'agent41']) {
      const before = (await rows(username)).length;
      const res = await apply(await kit.t.login(username));
      expect([res.statusCode, envelope(res).success]).toEqual([403, false]);
      expect(await rows(username)).toHaveLength(before);
    }
    expect((await kit.t.call({ method: 'POST', url: APPLY, payload: {} })).statusCode).toBe(401);
  });
});
