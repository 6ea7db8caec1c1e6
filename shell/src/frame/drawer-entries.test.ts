import { findRoute, GUEST_ACCESS, isHomePath, REMOTE_NAMES } from '@mobile/shared-contracts';
import { TAB_PATHS } from './active-tab';
import { DRAWER_ENTRIES, type DrawerSwitches, visibleDrawerEntries } from './drawer-entries';

interface Switches extends Omit<DrawerSwitches, 'enabledRemotes' | 'access'> {
  enabledRemotes?: DrawerSwitches['enabledRemotes'];
  promos: Readonly<Record<string, boolean>>;
  /** Merchant features; CBS3 (chat, live streams) unless given. */
  features?: readonly string[];
  labels?: readonly string[];
}

/** The drawer of a type-0 member. */
const ids = ({ promos, features = ['CBS3'], labels = [], ...switches }: Switches) =>
  visibleDrawerEntries({
    enabledRemotes: REMOTE_NAMES,
    access: { ...GUEST_ACCESS, memberType: 0, promos, features: [...features], memberLabels: [...labels] },
    ...switches,
  }).map((e) => e.id);

describe('visibleDrawerEntries', () => {
  it('shows every entry with all switches on, outside the app', () => {
    expect(ids({ menu: {}, promos: { MISSION: true }, installed: false })).toEqual([
      'myAccount',
      'deposit',
      'withdraw',
      'gameRecord',
      'transactionRecord',
      'profitAndLoss',
      'liveRooms',
      'rewardCenter',
      'vip',
      'securityCenter',
      'responsible',
      'downloadApp',
      'pointMall',
      'mission',
      'mail',
    ]);
  });
  it('shows live streams as the chat: with CBS3, not to a member labelled nochat', () => {
    expect(ids({ menu: {}, promos: {}, installed: false })).toContain('liveRooms');
    expect(ids({ menu: {}, promos: {}, installed: false, features: [] })).not.toContain('liveRooms');
    expect(ids({ menu: {}, promos: {}, installed: false, labels: ['nochat'] })).not.toContain('liveRooms');
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
  it('never hides responsible gaming, whatever the menu says', () => {
    expect(ids({ menu: { responsible: false }, promos: {}, installed: false })).toContain('responsible');
    expect(ids({ menu: {}, promos: {}, installed: false, enabledRemotes: ['games'] })).not.toContain(
      'responsible',
    );
  });
  it('shows mission only when the MISSION promo is on', () => {
    expect(ids({ menu: {}, promos: { MISSION: false }, installed: false })).not.toContain('mission');
    expect(ids({ menu: { mission: false }, promos: { MISSION: true }, installed: false })).not.toContain(
      'mission',
    );
  });
  it('shows the messages entry unless the site switched mail off', () => {
    expect(ids({ menu: { mail: false }, promos: {}, installed: false })).not.toContain('mail');
  });
  it('hides the download promo inside the app or an installed web app', () => {
    expect(ids({ menu: {}, promos: {}, installed: true })).not.toContain('downloadApp');
  });
  it('drops the entries of a remote the merchant switched off (wallet off: its pages go)', () => {
    const shown = ids({
      menu: {},
      promos: { MISSION: true },
      installed: false,
      enabledRemotes: ['games', 'member'],
    });
    expect(shown).toEqual([
      'myAccount',
      'liveRooms',
      'vip',
      'securityCenter',
      'responsible',
      'downloadApp',
      'mission',
      'mail',
    ]);
  });
});

const SWITCH_RULES = ['mission', 'mailCentre', 'dividend', 'referral'];

describe('drawer entries against the page records', () => {
  it('opens only pages that have a record, with the access rule of that page', () => {
    for (const entry of DRAWER_ENTRIES) {
      if (!entry.path) continue;
      const record = findRoute(entry.path);
      expect(record?.path).toBe(entry.path);
      // An entry that checks a rule checks the page's own or a merchant switch (mission: MISSION) in front of a
      // page every member may open; one that checks none leads to a page every member may open.
      if (entry.access && !SWITCH_RULES.includes(String(entry.access)))
        expect(entry.access).toEqual(record?.access);
      else expect(['guest', 'member']).toContain(record?.access);
    }
  });

  it('tabs lead to home or to a page record', () => {
    for (const path of Object.values(TAB_PATHS))
      expect(isHomePath(path) || findRoute(path) !== undefined).toBe(true);
  });
});
