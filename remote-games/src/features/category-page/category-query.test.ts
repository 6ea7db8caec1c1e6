import type { CategoryTab } from '../game-list';
import { categoryQuery } from './category-query';

const vendor = (vassalage: string) => ({ vassalage, accountTypeName: vassalage });
const tabs: CategoryTab[] = [
  { category: 'HOT', vendors: [] },
  { category: 'RNG', vendors: [vendor('PG'), vendor('JILI')] },
  { category: 'LIVE', vendors: [vendor('EVO')] },
  { category: 'PROMO', vendors: [] },
  { category: 'FAV', vendors: [] },
];

describe('categoryQuery', () => {
  it('lists the named category and vendor', () => {
    expect(categoryQuery('?gameType=RNG&vassalage=JILI', tabs)).toEqual({
      gameType: 'RNG',
      vassalage: 'JILI',
    });
  });
  it.each([
    ['no vendor', '?gameType=RNG'],
    ['a vendor of another category', '?gameType=RNG&vassalage=EVO'],
  ])('lists the category’s first vendor for %s', (_case, search) => {
    expect(categoryQuery(search, tabs)).toEqual({ gameType: 'RNG', vassalage: 'PG' });
  });
  it('lists HOT and FAV when named', () => {
    expect(categoryQuery('?gameType=FAV', tabs)).toEqual({ gameType: 'FAV', vassalage: undefined });
  });
  it.each([
    ['no category', ''],
    ['a category this page leaves out', '?gameType=COCKFIGHT&vassalage=SV_COCKFIGHT'],
    ['promotions', '?gameType=PROMO'],
    ['a malformed category', '?gameType=<x>'],
  ])('lands on the first vendor category for %s', (_case, search) => {
    expect(categoryQuery(search, tabs)).toEqual({ gameType: 'RNG', vassalage: 'PG' });
  });
  it('is null without tabs', () => {
    expect(categoryQuery('?gameType=RNG', [])).toBeNull();
  });
});
