import { VASS } from '../../../test/games';
import { buildCategoryTabs } from './category-tabs';
import {
  activeFilterCount,
  applySheet,
  classificationOptions,
  filterScope,
  providerOptions,
} from './filter-options';

const tabs = buildCategoryTabs(VASS, { hasHot: true, loggedIn: true, excludeCockfight: false });

describe('game list filter options (SPEC 7 gameClassify, minBet, minLine)', () => {
  it('classifications are the catalogue categories in server order', () => {
    expect(classificationOptions(tabs)).toEqual(['RNG', 'LIVE', 'SPORTS']);
  });

  it('providers are the active tab’s vendors, or every vendor once, in tab order, on a view', () => {
    expect(providerOptions(tabs, 'RNG').map((v) => v.vassalage)).toEqual(['PG', 'JILI']);
    expect(providerOptions(tabs, 'HOT').map((v) => v.vassalage)).toEqual([
      'PG',
      'JILI',
      'EVO',
      'SV_COCKFIGHT',
      'ARENA',
    ]);
  });

  it('favourites take the classification only, recent games nothing', () => {
    expect(filterScope('RNG')).toBe('all');
    expect(filterScope('FAV')).toBe('classification');
    expect(filterScope('RECENT')).toBe('none');
    const query = { gameType: 'FAV', gameClassify: 'LIVE', minBet: '1' };
    expect(activeFilterCount(query, 'classification')).toBe(1);
    expect(applySheet(query, { gameClassify: 'RNG', minBet: '5', minLine: '9' }, 'classification')).toEqual({
      gameType: 'FAV',
      gameClassify: 'RNG',
    });
  });

  it('empty choices drop out of the address; the tab stays', () => {
    expect(
      applySheet(
        { gameType: 'RNG', vassalage: 'PG', minBet: '1' },
        { vassalage: 'PG', minLine: '25' },
        'all',
      ),
    ).toEqual({ gameType: 'RNG', vassalage: 'PG', minLine: '25' });
    expect(activeFilterCount({ gameType: 'RNG', vassalage: 'PG', minLine: '25' }, 'all')).toBe(1);
  });
});
