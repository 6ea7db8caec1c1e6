import { visibleDrawerEntries } from './drawer-entries';

const ids = (switches: Parameters<typeof visibleDrawerEntries>[0]) =>
  visibleDrawerEntries(switches).map((e) => e.id);

describe('visibleDrawerEntries', () => {
  it('shows every entry with all switches on, outside the app', () => {
    expect(ids({ menu: {}, promos: { MISSION: true }, installed: false })).toEqual([
      'myAccount',
      'deposit',
      'withdraw',
      'gameRecord',
      'transactionRecord',
      'profitAndLoss',
      'rewardCenter',
      'vip',
      'securityCenter',
      'downloadApp',
      'pointMall',
      'mission',
    ]);
  });
  it('hides entries whose menu switch is off, but never VIP', () => {
    const shown = ids({
      menu: { pointMall: false, withdraw: false, vip: false },
      promos: {},
      installed: false,
    });
    expect(shown).not.toContain('pointMall');
    expect(shown).not.toContain('withdraw');
    expect(shown).toContain('vip');
  });
  it('shows mission only when the MISSION promo is on', () => {
    expect(ids({ menu: {}, promos: { MISSION: false }, installed: false })).not.toContain('mission');
    expect(ids({ menu: { mission: false }, promos: { MISSION: true }, installed: false })).not.toContain(
      'mission',
    );
  });
  it('hides the download promo inside the app or an installed web app', () => {
    expect(ids({ menu: {}, promos: {}, installed: true })).not.toContain('downloadApp');
  });
});
