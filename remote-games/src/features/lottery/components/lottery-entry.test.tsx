import { renderParcelRoot } from '../../../test/render';
import { LotteryEntry } from './lottery-entry';

describe('LotteryEntry', () => {
  it('/m/startLottery is the quick start into the list: the address becomes /m/lottery', () => {
    const { navigate } = renderParcelRoot(<LotteryEntry />, {
      path: '/m/startLottery',
      api: { lotteryList: () => ({ prizeModeMapping: {}, games: [] }) },
    });
    expect(navigate).toHaveBeenCalledWith('/m/lottery', { replace: true });
  });

  it('/m/lottery stays where it is', () => {
    const { navigate } = renderParcelRoot(<LotteryEntry />, {
      path: '/m/lottery',
      api: { lotteryList: () => ({ prizeModeMapping: {}, games: [] }) },
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});
