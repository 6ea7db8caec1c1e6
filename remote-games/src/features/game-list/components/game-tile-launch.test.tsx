import { sessionOf } from '@mobile/react-kit/testing';
import { screen } from '@testing-library/react';
import { game, HOT, pageOf, VASS } from '../../../test/games';
import { renderParcelRoot } from '../../../test/render';
import { GameList } from './game-list';

const menu = { vassGameType: () => VASS, hotGames: () => HOT };

describe('GameList launch', () => {
  it('opens the game frame for a tapped tile', async () => {
    const { user, navigate } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG',
      session: sessionOf(1),
      api: { ...menu, gameList: () => pageOf([game('12', 'Fortune Tiger')]), favouriteIds: () => [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Play Fortune Tiger' }));
    expect(navigate).toHaveBeenCalledWith('/m/gameFrame?gameType=RNG&vassalage=PG&nodeId=12&gameCode=12');
  });

  it('refuses a free-play member a game without free play', async () => {
    const { user, navigate, bus } = renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RNG',
      session: sessionOf(4),
      api: {
        ...menu,
        gameList: () => pageOf([{ ...game('12', 'Fortune Tiger'), supportPlay: false }]),
        favouriteIds: () => [],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Play Fortune Tiger' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(bus.emit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'toast', messageKey: 'free_reject' }),
    );
  });

  it('lists the recent games of a member under RECENT', async () => {
    renderParcelRoot(<GameList />, {
      path: '/m/gameList?gameType=RECENT',
      session: sessionOf(1),
      api: { ...menu, recentList: () => [game('5', 'Mahjong Ways')], favouriteIds: () => [] },
    });
    expect(await screen.findByRole('button', { name: 'Play Mahjong Ways' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recent' })).toHaveAttribute('aria-current', 'true');
  });
});
