import { sessionOf } from '@mobile/react-kit/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { HOT, VASS } from '../../../test/games';
import { renderParcelRoot } from '../../../test/render';
import { queryFromSearch } from '../query-from-search';
import { CategoryMenu } from './category-menu';

function renderMenu(search: string, { hot = HOT, loggedIn = false } = {}) {
  return renderParcelRoot(<CategoryMenu query={queryFromSearch(search)} />, {
    path: `/m/gameList${search}`,
    session: loggedIn ? sessionOf(0) : null,
    api: { vassGameType: () => VASS, hotGames: () => hot },
  });
}

const tabNames = async () => {
  const menu = await screen.findByRole('navigation', { name: 'Game categories' });
  return within(menu)
    .getAllByRole('button')
    .filter((button) => !button.hasAttribute('aria-pressed'))
    .map((button) => button.textContent);
};

describe('CategoryMenu', () => {
  it('shows HOT, the server categories with Cockfight after Live, Favourites and Recent for members', async () => {
    renderMenu('?gameType=RNG', { loggedIn: true });
    await screen.findByRole('button', { name: 'Hot' });
    expect(await tabNames()).toEqual([
      'Hot',
      'Slots',
      'Live Casino',
      'Cockfight',
      'Sports',
      'Promotions',
      'Favourites',
      'Recent',
    ]);
  });

  it('leaves out HOT without hot games and Favourites for guests', async () => {
    renderMenu('?gameType=RNG', { hot: [] });
    await screen.findByRole('button', { name: 'Slots' });
    expect(await tabNames()).toEqual(['Slots', 'Live Casino', 'Cockfight', 'Sports', 'Promotions']);
  });

  it('highlights the tab of the address and offers its vendors', async () => {
    renderMenu('?gameType=RNG&vassalage=JILI');
    expect(await screen.findByRole('button', { name: 'Slots' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Live Casino' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Jili', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PG Soft', pressed: false })).toBeInTheDocument();
  });

  it('replaces the address with the chosen tab and its first vendor', async () => {
    const { user, navigate } = renderMenu('?gameType=LIVE');
    await user.click(await screen.findByRole('button', { name: 'Slots' }));
    expect(navigate).toHaveBeenLastCalledWith('/m/gameList?gameType=RNG&vassalage=PG', { replace: true });
  });

  it('launches the lobby of a category with a single vendor', async () => {
    const { user, navigate } = renderMenu('?gameType=RNG');
    await user.click(await screen.findByRole('button', { name: 'Cockfight' }));
    expect(navigate).toHaveBeenLastCalledWith('/m/gameFrame?gameType=COCKFIGHT&vassalage=SV_COCKFIGHT');
  });

  it('replaces the address with a chosen vendor', async () => {
    const { user, navigate } = renderMenu('?gameType=RNG&vassalage=PG');
    await user.click(await screen.findByRole('button', { name: 'Jili' }));
    expect(navigate).toHaveBeenLastCalledWith('/m/gameList?gameType=RNG&vassalage=JILI', { replace: true });
  });

  it('opens the promotions page for Promotions', async () => {
    const { user, navigate } = renderMenu('?gameType=RNG');
    await user.click(await screen.findByRole('button', { name: 'Promotions' }));
    expect(navigate).toHaveBeenLastCalledWith('/m/activity');
  });

  it('shows each category menu item with its icon and translated name (SPEC 2)', async () => {
    renderMenu('?gameType=RNG', { loggedIn: true });
    const live = await screen.findByRole('button', { name: 'Live Casino' });
    expect(live.querySelector('svg[data-category="LIVE"]')).not.toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Game categories' });
    const tabs = within(menu)
      .getAllByRole('button')
      .filter((button) => !button.hasAttribute('aria-pressed'));
    expect(tabs.map((tab) => tab.querySelector('svg')?.getAttribute('data-category'))).toEqual([
      'HOT',
      'RNG',
      'LIVE',
      'COCKFIGHT',
      'SPORTS',
      'PROMO',
      'FAV',
      'RECENT',
    ]);
  });

  describe('sticky bar switch at 1.4 rem (2.8 rem with download bar), SPEC 9', () => {
    const scrollTo = (y: number) =>
      act(() => {
        window.scrollY = y;
        fireEvent.scroll(window);
      });
    afterEach(() => {
      window.scrollY = 0;
    });

    it('sticks once the list has scrolled 1.4 rem (70 px on a 375 px screen)', async () => {
      window.innerWidth = 375;
      renderMenu('?gameType=RNG');
      const menu = await screen.findByRole('navigation', { name: 'Game categories' });
      expect(menu).not.toHaveClass('category-menu--stuck');
      scrollTo(69);
      expect(menu).not.toHaveClass('category-menu--stuck');
      scrollTo(70);
      expect(menu).toHaveClass('category-menu--stuck');
      scrollTo(0);
      expect(menu).not.toHaveClass('category-menu--stuck');
    });

    it('waits for 2.8 rem under the download bar (140 px on a 375 px screen)', async () => {
      window.innerWidth = 375;
      renderParcelRoot(<CategoryMenu query={queryFromSearch('?gameType=RNG')} />, {
        path: '/m/home',
        api: { vassGameType: () => VASS, hotGames: () => HOT },
      });
      const menu = await screen.findByRole('navigation', { name: 'Game categories' });
      scrollTo(139);
      expect(menu).not.toHaveClass('category-menu--stuck');
      scrollTo(140);
      expect(menu).toHaveClass('category-menu--stuck');
    });
  });
});
