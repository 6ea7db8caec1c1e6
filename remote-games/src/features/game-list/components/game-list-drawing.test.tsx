import { sessionOf } from '@mobile/react-kit/testing';
import { queryFromSearch } from '@mobile/shared-contracts';
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { catalogueT } from '../../../lib/catalogue-t';
import en from '../../../locales/EN.json';
import { game, HOT, pageOf, VASS } from '../../../test/games';
import { renderParcelRoot } from '../../../test/render';
import { buildCategoryTabs } from '../rules/category-tabs';
import { GameList } from './game-list';
import { GameListDrawing } from './game-list-drawing';

// Seven games (three rows, all within jsdom's viewport, so the virtualiser keeps every one) of two pages.
const games = [1, 2, 3, 4, 5, 6, 7].map((n) => game(String(n), `Game ${n} <b>&</b>`));
const first = pageOf(games, 1, 2);
const guestTabs = buildCategoryTabs(VASS, { hasHot: true, loggedIn: false, excludeCockfight: false });
const t = catalogueT('EN', en);

/**
 * A tree as the browser holds it, one line per node: attributes in name order (the server writes them in
 * JSX order, React's client sets some later), inline styles as the browser reads them (`height:1px` and
 * `height: 1px;` are one style).
 */
function canonical(node: Node, depth = 0): string[] {
  const pad = ' '.repeat(depth);
  if (node.nodeType === Node.TEXT_NODE) return [`${pad}"${node.textContent}"`];
  if (!(node instanceof Element)) return [];
  const attributes = [...node.attributes]
    .map(({ name, value }) =>
      name === 'style' && node instanceof HTMLElement ? `style=${node.style.cssText}` : `${name}=${value}`,
    )
    .sort();
  return [
    `${pad}<${node.tagName.toLowerCase()} ${attributes.join(' ')}>`,
    ...[...node.childNodes].flatMap((child) => canonical(child, depth + 1)),
  ];
}

/**
 * Parsed as the browser parses the frame's HTML. React's server renderer writes a preload link ahead of the
 * markup for each eager image (the first row's icons); in the frame they land before it, in #root, which
 * the shell's first render empties: they are not part of the page area.
 */
function parsed(html: string): string[] {
  const box = document.createElement('div');
  box.innerHTML = html;
  return [...box.childNodes]
    .filter((child) => child.nodeName !== 'LINK')
    .flatMap((child) => canonical(child));
}

async function committed(search: string, session = false): Promise<string[]> {
  renderParcelRoot(<GameList />, {
    path: `/m/gameList${search}`,
    ...(session ? { session: sessionOf(0) } : {}),
    api: { vassGameType: () => VASS, hotGames: () => HOT, gameList: () => first, favouriteIds: () => [] },
  });
  await screen.findByText('Game 7 <b>&</b>');
  const nav = screen.getByRole('navigation', { name: en.gameList.categories });
  return canonical(nav.parentElement as HTMLElement);
}

const drawn = (search: string) =>
  parsed(
    renderToStaticMarkup(
      <GameListDrawing query={queryFromSearch(search)} tabs={guestTabs} page={first} t={t} />,
    ),
  );

describe('GameListDrawing', () => {
  it.each([
    ['a category', '?gameType=RNG'],
    ['a vendor with filters set', '?gameType=RNG&vassalage=JILI&minBet=0.5'],
    ['HOT', '?gameType=HOT'],
  ])('is the markup GameList commits for a guest once %s is in', async (_case, search) => {
    expect(drawn(search)).toEqual(await committed(search));
  });

  it("is a member's page but for their own tabs, which the page adds at the end of the row", async () => {
    const member = await committed('?gameType=RNG', true);
    const guest = drawn('?gameType=RNG');
    // The member's page has two more tabs (FAV, RECENT) after the guest's: 6 lines each (li, button, svg,
    // path, span, text), at the end of the tab row.
    const end = guest.indexOf(guest.find((line) => line.includes('category-menu__vendors')) as string);
    expect(
      member.slice(end, end + 12).filter((line) => /data-category=(FAV|RECENT)/.test(line)),
    ).toHaveLength(2);
    expect([...member.slice(0, end), ...member.slice(end + 12)]).toEqual(guest);
  });

  it('draws every row of the first page, each in its place, the icons with their box', () => {
    const twentyFive = pageOf(
      Array.from({ length: 25 }, (_, n) => game(String(n), `G${n}`)),
      1,
      1,
    );
    const html = renderToStaticMarkup(
      <GameListDrawing query={queryFromSearch('?gameType=RNG')} tabs={guestTabs} page={twentyFive} t={t} />,
    );
    expect(html.match(/<ul class="game-list__grid"/g)).toHaveLength(9);
    expect(html).toContain('style="height:1332px"');
    expect(html).toContain('transform:translateY(1184px)');
    expect(html.match(/<img src="https:\/\/cdn.test\/\d+.png" alt="" width="96" height="96"/g)).toHaveLength(
      25,
    );
    expect(html).not.toContain('aria-pressed="true"');
    expect(html).not.toContain('role="status"');
  });
});
