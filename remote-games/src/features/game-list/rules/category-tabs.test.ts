import type { VassGameType } from '@mobile/shared-contracts';
import { buildCategoryTabs, queryGameType, tabAction, type Vendor } from './category-tabs';

const vendor = (vassalage: string, accountTypeName = vassalage): Vendor => ({ vassalage, accountTypeName });

const vass: VassGameType = {
  mapping: {},
  sorting: [
    { gameCategory: 'LOTTERY', vendorNames: [vendor('LOTT')] },
    { gameCategory: 'RNG', vendorNames: [vendor('PG'), vendor('JILI')] },
    { gameCategory: 'LIVE', vendorNames: [vendor('EVO')] },
    { gameCategory: 'FISH', vendorNames: [vendor('REEF_FISH')] },
    {
      gameCategory: 'SPORTS',
      vendorNames: [
        vendor('ARENA_SPORTS'),
        vendor('SV_COCKFIGHT', 'SV Cockfight'),
        vendor('DERBY', 'Derby Cockfight'),
      ],
    },
    { gameCategory: 'ESPORTS', vendorNames: [vendor('PIXEL_ESPORTS')] },
  ],
};

const names = (tabs: { category: string }[]) => tabs.map((tab) => tab.category);
const options = { hasHot: true, loggedIn: true, excludeCockfight: false };

describe('buildCategoryTabs', () => {
  it('puts HOT first, server order, COCKFIGHT right after LIVE, then FAV and RECENT', () => {
    expect(names(buildCategoryTabs(vass, options))).toEqual([
      'HOT',
      'LOTTERY',
      'RNG',
      'LIVE',
      'COCKFIGHT',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'FAV',
      'RECENT',
    ]);
  });

  it('moves the cockfight vendors out of SPORTS', () => {
    const tabs = buildCategoryTabs(vass, options);
    expect(tabs.find((tab) => tab.category === 'COCKFIGHT')?.vendors.map((v) => v.vassalage)).toEqual([
      'SV_COCKFIGHT',
      'DERBY',
    ]);
    expect(tabs.find((tab) => tab.category === 'SPORTS')?.vendors.map((v) => v.vassalage)).toEqual([
      'ARENA_SPORTS',
    ]);
  });

  it('leaves out HOT without hot games, FAV and RECENT for guests and COCKFIGHT when excluded', () => {
    expect(
      names(buildCategoryTabs(vass, { hasHot: false, loggedIn: false, excludeCockfight: true })),
    ).toEqual(['LOTTERY', 'RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS']);
  });

  it('appends COCKFIGHT to the vendor categories when there is no LIVE', () => {
    const noLive = { mapping: {}, sorting: vass.sorting.filter((group) => group.gameCategory !== 'LIVE') };
    expect(names(buildCategoryTabs(noLive, options)).slice(-3)).toEqual(['COCKFIGHT', 'FAV', 'RECENT']);
  });
});

describe('queryGameType', () => {
  it.each([
    ['ESPORTS', 'SPORTS'],
    ['COCKFIGHT', 'SPORTS'],
    ['SPORTS', 'SPORTS'],
    ['RNG', 'RNG'],
  ])('queries %s as %s', (category, expected) => {
    expect(queryGameType(category)).toBe(expected);
  });
});

describe('tabAction', () => {
  it('opens promotions for PROMO', () => {
    expect(tabAction('PROMO', [])).toBe('promo');
  });
  it('launches a category with exactly one vendor', () => {
    expect(tabAction('LIVE', [vendor('EVO')])).toBe('launch');
  });
  it.each(['RNG', 'HOT', 'FAV', 'RECENT'])('never launches %s', (category) => {
    expect(tabAction(category, [vendor('PG')])).toBe('list');
  });
  it('lists a category with several vendors', () => {
    expect(tabAction('LIVE', [vendor('EVO'), vendor('SA')])).toBe('list');
  });
});
