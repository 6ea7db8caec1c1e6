import type { LotteryList } from '@mobile/shared-contracts';
import { lotteryLaunch } from './lottery-launch';

const list: LotteryList = {
  prizeModeMapping: { TCG_LOTTO_VN: 'ELOTT', LOTT: 'LOTT' },
  games: [
    {
      gameId: '40',
      nodeId: '40',
      gameCode: 'vn1',
      name: 'VN Draw',
      vendor: 'TCG_LOTTO_VN',
      prizeMode: 'ELOTT',
      playTypes: ['ent', 'trad'],
      iconUrl: '',
    },
  ],
};

describe('lotteryLaunch', () => {
  it('opens a listed lottery game with its vendor, first play type and the prize mode rule', () => {
    expect(lotteryLaunch(list, '40')).toEqual({
      mui: 'TCG_LOTTO_VN',
      gameId: '40',
      playType: 'ent',
      prizeMode: 'ELOTT',
      pageBack: false,
    });
  });

  it('gives null for a game the lottery list does not hold', () => {
    expect(lotteryLaunch(list, '41')).toBeNull();
  });
});
