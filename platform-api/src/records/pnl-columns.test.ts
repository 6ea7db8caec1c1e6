import { pnlColumnOf, pnlSums } from './pnl-columns';

describe('pnlColumnOf', () => {
  it.each([
    ['DEPOSIT', 'deposits'],
    ['WITHDRAW', 'withdrawals'],
    ['BET', 'bets'],
    ['BET_REFUND', 'bets'],
    ['PAYOUT', 'wins'],
    ['WIN', 'wins'],
    ['BONUS', 'bonuses'],
    ['REWARD', 'bonuses'],
    ['REBATE', 'rebates'],
  ])('%s goes to %s', (code, column) => {
    expect(pnlColumnOf(code)).toBe(column);
  });

  it('places codes of a known family by their prefix', () => {
    expect(pnlColumnOf('WITHDRAW_REFUND')).toBe('withdrawals');
    expect(pnlColumnOf('DEPOSIT_GATEWAY')).toBe('deposits');
    expect(pnlColumnOf('BET_CANCEL')).toBe('bets');
  });

  it('keeps transfers between own wallets out of every column', () => {
    expect(pnlColumnOf('TRANSFER_IN')).toBeNull();
    expect(pnlColumnOf('TRANSFER_OUT')).toBeNull();
  });

  it('puts a code it does not know in other, never drops it', () => {
    expect(pnlColumnOf('SOMETHING_NEW')).toBe('other');
    expect(pnlColumnOf('')).toBe('other');
  });
});

describe('pnlSums', () => {
  it('sums each column from its rows and nets bets, wins, bonuses and rebates', () => {
    const sums = pnlSums([
      { txCode: 'DEPOSIT', cents: 100_000 },
      { txCode: 'WITHDRAW', cents: -30_000 },
      { txCode: 'WITHDRAW_REFUND', cents: 10_000 },
      { txCode: 'BET', cents: -5_000 },
      { txCode: 'BET_REFUND', cents: 1_000 },
      { txCode: 'PAYOUT', cents: 2_000 },
      { txCode: 'WIN', cents: 500 },
      { txCode: 'BONUS', cents: 300 },
      { txCode: 'REBATE', cents: 200 },
      { txCode: 'TRANSFER_OUT', cents: -7_000 },
      { txCode: 'MYSTERY', cents: 42 },
    ]);
    expect(sums).toEqual({
      deposits: 100_000,
      withdrawals: -20_000,
      bets: -4_000,
      wins: 2_500,
      bonuses: 300,
      rebates: 200,
      other: 42,
      net: -1_000,
    });
  });

  it('is all zero without rows', () => {
    expect(Object.values(pnlSums([])).every((n) => n === 0)).toBe(true);
  });
});
