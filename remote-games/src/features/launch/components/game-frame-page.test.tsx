import { sessionOf } from '@mobile/react-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { GameFramePage } from './game-frame-page';

const ORIGIN = 'http://games.test';
const LINK = '/m/gameFrame?gameType=RNG&vassalage=PG&nodeId=12&gameCode=tiger';
const merchant = { frameOrigins: [ORIGIN] };
const launched = () => ({ url: `${ORIGIN}/play?ticket=abc.def` });

describe('GameFramePage', () => {
  it('launches the game of the address and embeds it sandboxed, loading until the frame has loaded', async () => {
    const { call } = renderParcelRoot(<GameFramePage />, {
      path: LINK,
      session: sessionOf(1),
      merchant,
      api: { launchGame: launched, addRecent: () => ({ success: true }) },
    });

    const frame = await screen.findByTitle('Game');
    expect(frame).toHaveAttribute('src', `${ORIGIN}/play?ticket=abc.def`);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups allow-same-origin');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      'launchGame',
      { gameType: 'RNG', vassalage: 'PG', nodeId: '12', gameCode: 'tiger', isGameH5: '1' },
      expect.anything(),
    );
  });

  it('records the game as recent once', async () => {
    const { call } = renderParcelRoot(<GameFramePage />, {
      path: LINK,
      session: sessionOf(1),
      merchant,
      api: { launchGame: launched, addRecent: () => ({ success: true }) },
    });
    fireEvent.load(await screen.findByTitle('Game'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('addRecent', { nodeId: '12' }));
    expect(call.mock.calls.filter(([key]) => key === 'addRecent')).toHaveLength(1);
  });

  it('never embeds a URL outside the merchant frame origins', async () => {
    renderParcelRoot(<GameFramePage />, {
      path: LINK,
      session: sessionOf(1),
      merchant,
      api: {
        launchGame: () => ({ url: 'https://elsewhere.test/play' }),
        addRecent: () => ({ success: true }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This game cannot be opened here.');
    expect(screen.queryByTitle('Game')).not.toBeInTheDocument();
  });

  it('shows the failure with a retry that launches again', async () => {
    let attempts = 0;
    const { user } = renderParcelRoot(<GameFramePage />, {
      path: LINK,
      session: sessionOf(1),
      merchant,
      api: {
        launchGame: () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
          return launched();
        },
        addRecent: () => ({ success: true }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Game')).toBeInTheDocument();
  });

  it('refuses a malformed link without calling the server', async () => {
    const { call } = renderParcelRoot(<GameFramePage />, {
      path: '/m/gameFrame?gameType=RNG',
      session: sessionOf(1),
      merchant,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This game link is not valid.');
    expect(call).not.toHaveBeenCalled();
  });

  it('closes home when the player came from outside, refreshing the wallet', async () => {
    const { user, navigate, bus } = renderParcelRoot(<GameFramePage />, {
      path: LINK,
      session: sessionOf(1),
      merchant,
      api: { launchGame: launched, addRecent: () => ({ success: true }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(bus.emit).toHaveBeenCalledWith({ type: 'refresh-wallet' });
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('goes back when an earlier page of the site is in the history', async () => {
    window.history.replaceState({ idx: 3 }, '');
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { user, navigate } = renderParcelRoot(<GameFramePage />, {
      path: LINK,
      session: sessionOf(1),
      merchant,
      api: { launchGame: launched, addRecent: () => ({ success: true }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(back).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    back.mockRestore();
    window.history.replaceState(null, '');
  });

  it('moves a lottery game on to the lotto frame with the lottery launcher', async () => {
    const lotteryList = () => ({
      prizeModeMapping: { LOTT: 'ELOTT' as const },
      games: [
        {
          gameId: '40',
          nodeId: '40',
          gameCode: 'l40',
          name: 'Pick 3',
          vendor: 'LOTT',
          prizeMode: 'LOTT' as const,
          playTypes: ['trad' as const],
          iconUrl: '',
        },
      ],
    });
    const { navigate, call } = renderParcelRoot(<GameFramePage />, {
      path: '/m/gameFrame?gameType=LOTTERY&vassalage=LOTT&nodeId=40',
      session: sessionOf(1),
      merchant,
      api: { lotteryList },
    });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        '/m/lottoGame?mui=LOTT&playType=trad&gameId=40&prize_mode=ELOTT',
        {
          replace: true,
        },
      ),
    );
    expect(call).not.toHaveBeenCalledWith('launchGame', expect.anything(), expect.anything());
  });

  it('launches a lottery game the lottery list lacks with the generic launcher', async () => {
    renderParcelRoot(<GameFramePage />, {
      path: '/m/gameFrame?gameType=LOTTERY&vassalage=LOTT&nodeId=41',
      session: sessionOf(1),
      merchant,
      api: {
        lotteryList: () => ({ prizeModeMapping: {}, games: [] }),
        launchGame: launched,
        addRecent: () => ({ success: true }),
      },
    });
    expect(await screen.findByTitle('Game')).toBeInTheDocument();
  });

  it('launches through the free-play launcher for a free-play session', async () => {
    const { call } = renderParcelRoot(<GameFramePage />, {
      path: `${LINK}&free=1`,
      session: sessionOf(4),
      merchant,
      api: { freePlayLaunch: launched, addRecent: () => ({ success: true }) },
    });
    expect(await screen.findByTitle('Game')).toHaveAttribute('src', `${ORIGIN}/play?ticket=abc.def`);
    expect(call).toHaveBeenCalledWith(
      'freePlayLaunch',
      { gameType: 'RNG', vassalage: 'PG', nodeId: '12', gameCode: 'tiger', supportPlay: '1', isGameH5: '1' },
      expect.anything(),
    );
    expect(call).not.toHaveBeenCalledWith('launchGame', expect.anything(), expect.anything());
  });

  it('shows the free-play refusal of a game without free play', async () => {
    renderParcelRoot(<GameFramePage />, {
      path: LINK,
      session: sessionOf(4),
      merchant,
      api: {
        freePlayLaunch: () => {
          throw {
            name: 'ApiError',
            code: 'FREE_REJECT',
            messageKey: 'free_reject',
            status: 403,
            value: null,
          };
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in with a real account');
    expect(screen.queryByTitle('Game')).not.toBeInTheDocument();
  });
});
