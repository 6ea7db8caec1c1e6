import type { AgentContract, ContractInfoValue } from '@mobile/shared-contracts';
import { runOperator } from '../operator/run-operator';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

type Contracts = { pending: AgentContract | null; history: AgentContract[] };

describe('agent contracts', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestContext();
    token = await t.login('agent1');
  });
  afterAll(() => t.close());

  const info = async (user: string) =>
    t.call({
      method: 'GET',
      url: '/wps/relay/MCS2_getContracDailySalReq',
      headers: bearer(await t.login(user)),
    });
  const contracts = (kind: string, auth = token) =>
    t.call({
      method: 'GET',
      url: '/wps/relay/MCS2_getDailySalContractHist',
      headers: bearer(auth),
      query: { kind },
    });
  const answer = (contractId: unknown, decision: string, auth = token) =>
    t.call({
      method: 'POST',
      url: '/wps/relay/MCS2_processDailySalContract',
      headers: bearer(auth),
      payload: { contractId, decision } as object,
    });
  const pendingOf = async (kind: string) => envelope<Contracts>(await contracts(kind)).value.pending;

  it('names each pending kind for the prompts of the seeded contract agent', async () => {
    expect(envelope<ContractInfoValue>(await info('agent1')).value).toEqual({
      dailysalreqtype: 'DAILY',
      divtypecompperiodreq: 'HALF_MONTH',
      contracthoursalreq: 'HOURLY',
    });
  });

  it.each(['agent41', 'agent42', 'agent40', 'trial4'])(
    'has nothing to prompt for type-excluded %s',
    async (user) => {
      expect(envelope<ContractInfoValue>(await info(user)).value).toEqual({
        dailysalreqtype: null,
        divtypecompperiodreq: null,
        contracthoursalreq: null,
      });
    },
  );

  it('shows the offered terms and the history of a kind', async () => {
    const salary = envelope<Contracts>(await contracts('dailySalary')).value;
    expect(salary.pending).toMatchObject({ kind: 'dailySalary', status: 'PENDING', period: 'DAILY' });
    expect(salary.pending?.terms).toContainEqual({ term: 'salary', value: 300 });
    expect(salary.history).toHaveLength(1);
    expect(salary.history[0]?.status).toBe('ACCEPTED');
  });

  it('accepts once: the offer moves to the history and the prompt info clears', async () => {
    const offer = await pendingOf('hourlySalary');
    const accepted = await answer(offer?.id, 'ACCEPT');
    expect(accepted.statusCode).toBe(200);
    expect(envelope<AgentContract>(accepted).value.status).toBe('ACCEPTED');
    expect(await pendingOf('hourlySalary')).toBeNull();
    expect(envelope<ContractInfoValue>(await info('agent1')).value.contracthoursalreq).toBeNull();
    const again = await answer(offer?.id, 'REJECT');
    expect(again.statusCode).toBe(409);
    expect(envelope(again).code).toBe('CONTRACT_ANSWERED');
  });

  it('lets only one of two racing answers through', async () => {
    const offer = await pendingOf('dividend');
    const results = await Promise.all([answer(offer?.id, 'ACCEPT'), answer(offer?.id, 'REJECT')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = envelope<Contracts>(await contracts('dividend')).value.history;
    expect(history).toHaveLength(1);
  });

  it("refuses another member's contract, bad payloads and members without an agent area", async () => {
    const offer = await pendingOf('dailySalary');
    const other = await t.login('agent41');
    const foreign = await answer(offer?.id, 'ACCEPT', other);
    expect(foreign.statusCode).toBe(404);
    expect((await answer(offer?.id, 'MAYBE')).statusCode).toBe(400);
    expect((await answer('1', 'ACCEPT')).statusCode).toBe(400);
    expect((await contracts('weekly')).statusCode).toBe(400);
    expect((await contracts('dailySalary', await t.login('player0'))).statusCode).toBe(403);
    expect((await pendingOf('dailySalary'))?.status).toBe('PENDING');
  });

  it('the operator offers a contract again once the last one was answered', async () => {
    const args = ['contract', '--user', 'agent1', '--offer', 'hourlySalary'];
    const offered = await runOperator(t.db, args);
    expect(offered.exitCode).toBe(0);
    expect(JSON.parse(offered.stdout)).toMatchObject({ offered: true, status: 'PENDING' });
    expect(JSON.parse((await runOperator(t.db, args)).stdout)).toMatchObject({ offered: false });
    expect((await runOperator(t.db, ['contract', '--user', 'agent1', '--offer', 'weekly'])).exitCode).toBe(2);
    expect((await runOperator(t.db, ['contract', '--user', 'nobody', '--offer', 'dividend'])).exitCode).toBe(
      2,
    );
  });
});
