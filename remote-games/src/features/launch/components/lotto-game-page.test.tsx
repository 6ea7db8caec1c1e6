import { sessionOf } from '@mobile/react-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { LottoGamePage } from './lotto-game-page';

const ORIGIN = 'http://lotto.test';
const api = {
  lotteryLaunch: () => ({ url: `${ORIGIN}/lotto/demo/play?ticket=t.s&playType=ent` }),
  addRecent: () => ({ success: true }),
};
const render = (query: string) =>
  renderParcelRoot(<LottoGamePage />, {
    path: `/m/lottoGame?${query}`,
    session: sessionOf(1),
    merchant: { frameOrigins: [ORIGIN] },
    api,
  });

describe('LottoGamePage', () => {
  it('launches the lottery game through the lottery launcher with its play type and embeds it with merchant code and stylesheet', async () => {
    const { call } = render('mui=TCG_LOTTO_VN&playType=ent&gameId=40&prize_mode=ELOTT');
    const frame = await screen.findByTitle('Lottery');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin).toBe(ORIGIN);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      ticket: 't.s',
      mui: 'TCG_LOTTO_VN',
      gameId: '40',
      playType: 'ent',
      prize_mode: 'ELOTT',
      merchantCode: 'demo',
      style: 'demo-lotto',
    });
    expect(src.searchParams.has('token')).toBe(false);
    expect(call).toHaveBeenCalledWith(
      'lotteryLaunch',
      { vendor: 'TCG_LOTTO_VN', gameId: '40', prizeMode: 'ELOTT', playType: 'ent' },
      expect.anything(),
    );
    await waitFor(() => expect(call).toHaveBeenCalledWith('addRecent', { nodeId: '40' }));
  });

  it('closing without pageBack returns to /m/game (SPEC 2 lotto game frame)', async () => {
    const { user, navigate, bus } = render('mui=LOTT&playType=trad&gameId=40&prize_mode=LOTT');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(navigate).toHaveBeenCalledWith('/m/game', { replace: true });
    expect(bus.emit).toHaveBeenCalledWith({ type: 'refresh-wallet' });
  });

  it('closes home with pageBack', async () => {
    const { user, navigate } = render('mui=LOTT&playType=trad&gameId=40&prize_mode=LOTT&pageBack=1');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('refuses a link without a valid prize mode', async () => {
    render('mui=LOTT&playType=trad&gameId=40&prize_mode=XX');
    expect(await screen.findByRole('alert')).toHaveTextContent('This game link is not valid.');
  });
});
