import { BUST_LINE_CENTS, progressOf, withdrawableOf } from './turnover-rules';

const bonus = (id: number, transactionId: number, bonusCents: number, requiredCents: number) => ({
  id,
  transactionId,
  bonusCents,
  requiredCents,
});
const bet = (id: number, stakeCents: number, balanceAfterCents: number, reference: string | null = null) => ({
  id,
  txCode: 'BET',
  amountCents: -stakeCents,
  balanceAfterCents,
  reference,
});

describe('bonus turnover rules', () => {
  it('counts only stakes placed after the bonus', () => {
    const [p] = progressOf([bonus(1, 10, 500, 5_000)], [bet(5, 1_000, 9_000), bet(11, 2_000, 9_000)]);
    expect(p).toMatchObject({ countedCents: 2_000, state: 'open' });
  });

  it('fills the oldest bonus first and carries the rest to the next', () => {
    const progress = progressOf(
      [bonus(2, 20, 100, 1_000), bonus(1, 10, 100, 300)],
      [bet(15, 200, 5_000), bet(25, 1_000, 5_000)],
    );
    expect(progress.map((p) => [p.id, p.countedCents, p.state])).toEqual([
      [1, 300, 'met'],
      [2, 900, 'open'],
    ]);
    expect(withdrawableOf(5_000, progress)).toEqual({
      balanceCents: 5_000,
      lockedCents: 100,
      withdrawableCents: 4_900,
      turnoverLeftCents: 100,
    });
  });

  it('takes a refunded stake back', () => {
    const refund = { id: 12, txCode: 'BET_REFUND', amountCents: 400, balanceAfterCents: 0, reference: null };
    const [p] = progressOf([bonus(1, 10, 500, 5_000)], [bet(11, 1_000, 9_000), refund]);
    expect(p?.countedCents).toBe(600);
  });

  it('a bet that leaves less than the bust line ends the bonuses before it, judged after its payout', () => {
    const payout = {
      id: 12,
      txCode: 'PAYOUT',
      amountCents: 1_000,
      balanceAfterCents: 1_000,
      reference: 'bet:1',
    };
    expect(progressOf([bonus(1, 10, 500, 5_000)], [bet(11, 1_000, 0, 'bet:1'), payout])[0]?.state).toBe(
      'open',
    );
    const lost = progressOf([bonus(1, 10, 500, 5_000)], [bet(11, 1_000, BUST_LINE_CENTS - 1, 'bet:2')]);
    expect(lost[0]?.state).toBe('busted');
    expect(withdrawableOf(0, lost).lockedCents).toBe(0);
  });

  it('never binds more than the balance', () => {
    const progress = progressOf([bonus(1, 10, 500, 5_000)], []);
    expect(withdrawableOf(300, progress)).toMatchObject({ lockedCents: 300, withdrawableCents: 0 });
  });
});
