import type { Reward } from '@mobile/shared-contracts';
import { REWARD_STATUSES } from '@mobile/shared-contracts';
import { inTransaction } from '../db/in-transaction';
import { envelope, expectLedgerMatches, memberCaller, memberIdOf, newKey } from '../test/records-test-kit';
import { createTestContext, type TestContext } from '../test/test-context';
import { grantReward } from './reward-store';

describe('reward centre', () => {
  let t: TestContext;
  let player: ReturnType<typeof memberCaller>;
  let other: ReturnType<typeof memberCaller>;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestContext();
    player = memberCaller(t, await t.login('player1'));
    other = memberCaller(t, await t.login('player2'));
    memberId = await memberIdOf(t, 'player1');
  });
  afterAll(() => t.close());

  const rewards = async (query: Record<string, string> = {}) =>
    envelope<Reward[]>(await player.get('/wps/rewards', query)).value;
  const grant = (reference: string, amountCents = 1_000) =>
    inTransaction(t.db, (trx) =>
      grantReward(trx, { memberId, title: 'Test reward', source: 'test', amountCents, reference }),
    );
  const claim = (rewardId: unknown, key: string | null, caller = player) =>
    caller.post('/wps/rewards/claim', { rewardId }, key);

  it('lists the seeded rewards in every status, and by one status', async () => {
    const all = await rewards();
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(REWARD_STATUSES));
    const issued = await rewards({ status: 'issued' });
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.every((r) => r.status === 'issued')).toBe(true);
    expect((await player.get('/wps/rewards', { status: 'paid' })).statusCode).toBe(400);
  });

  it('grantReward grants once per reference', async () => {
    const first = await grant('test:once');
    const second = await grant('test:once', 5_000);
    expect(second).toEqual({ rewardId: first.rewardId, created: false });
    expect((await rewards()).filter((r) => r.rewardId === first.rewardId)).toHaveLength(1);
  });

  it('claiming an issued reward credits the wallet once; a replay answers the same', async () => {
    const before = await expectLedgerMatches(t, memberId);
    const { rewardId } = await grant('test:claim', 2_500);
    const key = newKey('claim');
    const first = await claim(rewardId, key);
    expect(first.statusCode).toBe(200);
    expect(envelope(first).value).toEqual({ rewardId, amount: 25, balance: (before + 2_500) / 100 });
    expect(envelope(await claim(rewardId, key)).value).toEqual(envelope(first).value);
    const again = await claim(rewardId, newKey('claim'));
    expect(again.statusCode).toBe(409);
    expect(envelope(again).code).toBe('REWARD_NOT_CLAIMABLE');
    expect(await expectLedgerMatches(t, memberId)).toBe(before + 2_500);
    expect((await rewards()).find((r) => r.rewardId === rewardId)?.status).toBe('claimed');
  });

  it('20 concurrent claims of one reward: exactly one credits', async () => {
    const before = await expectLedgerMatches(t, memberId);
    const { rewardId } = await grant('test:race', 700);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(rewardId, newKey('race'))));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => envelope(a).code === 'REWARD_NOT_CLAIMABLE')).toHaveLength(19);
    expect(await expectLedgerMatches(t, memberId)).toBe(before + 700);
  });

  it("refuses rewards not issued, another member's reward and bad ids, moving nothing", async () => {
    const before = await expectLedgerMatches(t, memberId);
    const all = await rewards();
    for (const status of ['applying', 'rejected', 'claimed', 'closed', 'coming', 'signed']) {
      const reward = all.find((r) => r.status === status) as Reward;
      const res = await claim(reward.rewardId, newKey('nope'));
      expect(res.statusCode).toBe(409);
      expect(envelope(res).code).toBe('REWARD_NOT_CLAIMABLE');
    }
    const issued = all.find((r) => r.status === 'issued') as Reward;
    const foreign = await claim(issued.rewardId, newKey('foreign'), other);
    expect(foreign.statusCode).toBe(404);
    expect(envelope(foreign).code).toBe('NOT_FOUND');
    for (const bad of [0, -3, 2.5, 'x', null]) expect((await claim(bad, newKey('bad'))).statusCode).toBe(400);
    expect((await claim(issued.rewardId, null)).statusCode).toBe(400);
    expect(await expectLedgerMatches(t, memberId)).toBe(before);
    expect((await rewards()).find((r) => r.rewardId === issued.rewardId)?.status).toBe('issued');
  });
});
