import type { HotVendor } from '@mobile/shared-contracts';
import { game } from '../../test/games';
import { activeVendor, vendorsWithGames, vendorTabWidth } from './hot-games-rules';

const vendor = (
  vassalage: string,
  games = [game(`${vassalage}-1`, `${vassalage} game`, vassalage)],
): HotVendor => ({
  vassalage,
  vendorName: vassalage,
  gameCategory: 'RNG',
  games,
});

describe('vendorsWithGames', () => {
  it('keeps server order and drops vendors without hot games', () => {
    const list = vendorsWithGames([vendor('B'), vendor('A', []), vendor('C')]);
    expect(list.map((v) => v.vassalage)).toEqual(['B', 'C']);
  });
});

describe('activeVendor', () => {
  const vendors = [vendor('PG'), vendor('JILI')];
  it('is the first vendor until one is chosen', () => {
    expect(activeVendor(vendors, null)?.vassalage).toBe('PG');
  });
  it('is the chosen vendor', () => {
    expect(activeVendor(vendors, 'JILI')?.vassalage).toBe('JILI');
  });
  it('falls back to the first when the chosen one is gone', () => {
    expect(activeVendor(vendors, 'EVO')?.vassalage).toBe('PG');
  });
  it('is nothing without vendors', () => {
    expect(activeVendor([], 'PG')).toBeUndefined();
  });
});

describe('vendorTabWidth', () => {
  it('turns 1.4 design rem into a share of the screen width', () => {
    expect(vendorTabWidth()).toBe('calc(1.4 * 100vw / 7.5)');
  });
});
