import { sessionOf } from '@mobile/react-kit/testing';
import type { VnGameMenu, VnMenuGame, VnOpenedNumero } from '@mobile/shared-contracts';
import { act, screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { VnGamePage } from './vn-game-page';

const game = (gameId: string, name: string, drawTime: string): VnMenuGame => ({
  gameId,
  nodeId: gameId,
  gameCode: `vn${gameId}`,
  name,
  vendor: 'TCG_LOTTO_VN',
  prizeMode: 'ELOTT',
  playTypes: ['trad', 'ent'],
  iconUrl: `https://cdn.test/${gameId}.png`,
  drawTime,
});

const HANOI = game('1', 'Hanoi', '18:15');
const SAIGON = game('2', 'Ho Chi Minh', '16:15');
const menu = (): VnGameMenu => ({
  prizeModeMapping: { TCG_LOTTO_VN: 'ELOTT' },
  regions: [
    { region: 'NORTH', games: [HANOI] },
    { region: 'SOUTH', games: [SAIGON] },
  ],
});
const draw = (gameId: string, numero: string, closeTime: string): VnOpenedNumero => ({
  gameId,
  numero,
  closeTime,
  drawTime: closeTime,
});
const NOW = Date.parse('2026-11-23T10:00:00Z');
const draws = () => [
  draw('1', '20261123', '2026-11-23T11:00:00Z'),
  draw('2', '20261123', '2026-11-23T10:00:05Z'),
];

describe('VnGamePage', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the first region with each open draw, switches region and plays a game in the lotto frame', async () => {
    const { user, navigate } = renderParcelRoot(<VnGamePage />, {
      api: { vnGameMenu: menu, vnOpenedNumeros: draws },
    });
    const north = await screen.findByRole('list', { name: 'North' });
    expect(within(north).getByText('Hanoi')).toBeInTheDocument();
    expect(await within(north).findByText(/No\. 20261123/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'North' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'South' }));
    const south = screen.getByRole('list', { name: 'South' });
    expect(within(south).getByText('Ho Chi Minh')).toBeInTheDocument();
    await user.click(within(south).getByRole('button', { name: 'Ho Chi Minh: Entertainment' }));
    expect(navigate).toHaveBeenCalledWith(
      '/m/lottoGame?mui=TCG_LOTTO_VN&playType=ent&gameId=2&prize_mode=ELOTT',
    );
  });

  it('counts down to the close and asks for the next draw once one has closed', async () => {
    jest.useFakeTimers({ now: NOW });
    let asked = 0;
    const { call } = renderParcelRoot(<VnGamePage />, {
      api: {
        vnGameMenu: menu,
        vnOpenedNumeros: () => {
          asked += 1;
          return asked === 1
            ? draws()
            : [draw('1', '20261123', '2026-11-23T11:00:00Z'), draw('2', '20261124', '2026-11-24T09:00:00Z')];
        },
      },
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText(/Closes in 1:00:00/)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.getByText(/Closes in 0:59:58/)).toBeInTheDocument();
    // South's draw closes at 10:00:05; after the 5 s gap the open draws are asked again.
    await act(() => jest.advanceTimersByTimeAsync(4000));
    expect(call.mock.calls.filter(([key]) => key === 'vnOpenedNumeros')).toHaveLength(2);
  });

  it('says betting is closed once the close has passed, until the next draw arrives', async () => {
    jest.useFakeTimers({ now: NOW });
    renderParcelRoot(<VnGamePage />, {
      api: { vnGameMenu: menu, vnOpenedNumeros: () => [draw('1', '20261123', '2026-11-23T10:00:01Z')] },
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Closes in 0:00:01')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Betting closed')).toBeInTheDocument();
  });

  it("shows a member's recent VN games to play again, and asks nothing for a guest", async () => {
    const { user, navigate } = renderParcelRoot(<VnGamePage />, {
      session: sessionOf(1),
      api: { vnGameMenu: menu, vnOpenedNumeros: draws, vnRecentMenu: () => [SAIGON] },
    });
    const recent = await screen.findByRole('region', { name: 'Recently played' });
    await user.click(within(recent).getByRole('button', { name: 'Play Ho Chi Minh again' }));
    expect(navigate).toHaveBeenCalledWith(
      '/m/lottoGame?mui=TCG_LOTTO_VN&playType=trad&gameId=2&prize_mode=ELOTT',
    );
  });

  it('asks no recent list for a guest', async () => {
    const { call } = renderParcelRoot(<VnGamePage />, { api: { vnGameMenu: menu, vnOpenedNumeros: draws } });
    await screen.findByRole('list', { name: 'North' });
    expect(screen.queryByRole('region', { name: 'Recently played' })).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('vnRecentMenu', expect.anything(), expect.anything());
  });

  it('keeps the menu playable when the draws fail, with a retry that loads them', async () => {
    let attempts = 0;
    const { user } = renderParcelRoot(<VnGamePage />, {
      api: {
        vnGameMenu: menu,
        vnOpenedNumeros: () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
          return draws();
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Draw times could not be loaded.');
    expect(screen.getByRole('button', { name: 'Hanoi: Tradition' })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No\. 20261123/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the menu failure with a retry, and the empty menu', async () => {
    let attempts = 0;
    const { user } = renderParcelRoot(<VnGamePage />, {
      api: {
        vnOpenedNumeros: draws,
        vnGameMenu: () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
          return { prizeModeMapping: {}, regions: [] };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No Vietnamese lottery games are open right now.')).toBeInTheDocument();
  });
});
