import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import gamesEn from '@mobile/remote-games/src/locales/EN.json';
import { findRoute, type MerchantManifest, type PageRecord } from '@mobile/shared-contracts';
import { reachedModules } from '@mobile/shell/src/frame/reached-modules-test-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { createPageDrawings } from './page-drawings';

const HELD = `sha384-${'A'.repeat(64)}`;
const OTHER = `sha384-${'B'.repeat(64)}`;
const CSS = '.member-notice__title { font-weight: 600; }';

let rootDir: string;
beforeAll(() => {
  rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-drawings-'));
  const dist = path.join(rootDir, 'remote-member/dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.mkdirSync(path.join(rootDir, 'remote-member/src/locales'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'notice.css'), CSS);
  fs.writeFileSync(
    path.join(dist, 'page-assets.json'),
    JSON.stringify({
      entry: { file: 'remoteEntry.js', integrity: HELD },
      exposes: { './NoticePage': { js: [], css: ['notice.css'], catalogues: {} } },
    }),
  );
  fs.writeFileSync(
    path.join(rootDir, 'remote-member/src/locales/EN.json'),
    JSON.stringify({ notice: { title: 'Announcements' } }),
  );
  const gamesDist = path.join(rootDir, 'remote-games/dist');
  fs.mkdirSync(gamesDist, { recursive: true });
  fs.mkdirSync(path.join(rootDir, 'remote-games/src/locales'), { recursive: true });
  fs.writeFileSync(path.join(gamesDist, 'list.css'), '.game-list { padding: 12px; }');
  fs.writeFileSync(
    path.join(gamesDist, 'page-assets.json'),
    JSON.stringify({
      entry: { file: 'remoteEntry.js', integrity: HELD },
      exposes: { './GameListPage': { js: [], css: ['list.css'], catalogues: {} } },
    }),
  );
  fs.writeFileSync(path.join(rootDir, 'remote-games/src/locales/EN.json'), JSON.stringify(gamesEn));
});
afterAll(() => fs.rmSync(rootDir, { recursive: true, force: true }));

type RemoteEntry = Partial<MerchantManifest['remotes']['member']>;
const manifest = (member: RemoteEntry = {}, games: RemoteEntry = {}): MerchantManifest => {
  const remote = { enabled: true, entry: 'http://remote.test/remoteEntry.js', version: '1' };
  return {
    merchantCode: 'demo',
    name: 'Demo',
    remotes: {
      games: { ...remote, integrity: HELD, ...games },
      member: { ...remote, integrity: HELD, ...member },
      wallet: remote,
      agent: remote,
    },
    frameOrigins: [],
  };
};

const notices = {
  content: [
    {
      id: 7,
      type: 'PL',
      title: 'Maintenance tonight',
      content: '<p>x</p>',
      groupName: null,
      url: null,
      linkage: null,
      read: false,
      createdAt: '2024-05-01T10:00:00Z',
    },
  ],
  footer: { unreadCount: 1 },
};

const vendor = (vassalage: string) => ({ vassalage, accountTypeName: `${vassalage} Games` });
const vass = {
  mapping: {},
  sorting: [
    { gameCategory: 'RNG', vendorNames: [vendor('PG'), vendor('JILI')] },
    { gameCategory: 'LIVE', vendorNames: [vendor('EVO')] },
  ],
};
const tiger = {
  nodeId: '11',
  vassalage: 'PG',
  displayName: 'Fortune Tiger',
  gameName: 'Fortune Tiger',
  nodeName: 'Fortune Tiger',
  showIcon: true,
  iconUrl: 'https://assets.test/games/11.svg',
  roomId: null,
  supportPlay: true,
  gameClassifyNew: 'SLOT',
  gameCode: '11',
};
const firstPage = { content: [tiger], pageNum: 1, pageSize: 25, totalPages: 1, total: 1 };

let answer: () => Response;
let games: Record<string, () => unknown>;
const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
beforeEach(() => {
  answer = () => ok(notices);
  games = { getVassGameType: () => vass, hotGamesV2: () => [], gameList: () => firstPage };
  jest.spyOn(global, 'fetch').mockImplementation(async (url) => {
    const call = Object.keys(games).find((name) => String(url).includes(`/GCSGAME_${name}?`));
    if (!call) return answer();
    const value = games[call]?.();
    return value instanceof Response ? value : ok(value);
  });
});
afterEach(() => jest.restoreAllMocks());

const NOTICE = findRoute('/m/notice') as PageRecord;
const guest = { merchantCode: 'demo', language: 'EN' as const, signedIn: false, search: '' };

async function drawingWith(merchant: MerchantManifest | null, request = guest, route = NOTICE) {
  const drawings = createPageDrawings({ rootDir, apiOrigin: 'http://api', manifestOf: async () => merchant });
  const drawing = await drawings.drawingOf(route, request);
  return drawing ? { html: renderToStaticMarkup(drawing.content), css: drawing.css } : null;
}

describe('createPageDrawings: /m/notice', () => {
  it("draws a guest's announcement titles in the page area the shell keeps, with the held build's CSS", async () => {
    const drawing = await drawingWith(manifest());
    expect(drawing?.html).toContain('data-drawn-page="member:./NoticePage"');
    expect(drawing?.html).toContain('<section class="member-notice" aria-label="Announcements">');
    expect(drawing?.html).toContain('Maintenance tonight');
    expect(drawing?.html).not.toContain('member-notice__dot');
    expect(drawing?.css).toBe('.member-notice__title{font-weight:600}');
    expect(fetch).toHaveBeenCalledWith(
      'http://api/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU&platform=M&merchantCode=demo',
      expect.objectContaining({ headers: { 'X-Merchant-Code': 'demo' } }),
    );
  });

  it.each([
    ['the merchant runs another build of the remote', manifest({ integrity: OTHER })],
    ['the manifest vouches for no build', manifest({ integrity: undefined })],
    ['a canary splits the remote', manifest({ arm: 'canary' })],
    ['the remote is off', manifest({ enabled: false })],
    ['no manifest could be read', null],
  ])('draws nothing when %s', async (_why, merchant) => {
    expect(await drawingWith(merchant)).toBeNull();
  });

  it("draws nothing of a signed-in player's list (their read marks), nor of the agent types", async () => {
    expect(await drawingWith(manifest(), { ...guest, signedIn: true })).toBeNull();
    expect(await drawingWith(manifest(), { ...guest, search: '?types=A' })).toBeNull();
  });

  it('draws nothing when the API fails or the list is empty', async () => {
    answer = () => new Response('{}', { status: 502 });
    expect(await drawingWith(manifest())).toBeNull();
    answer = () => new Response(JSON.stringify({ success: true, value: { ...notices, content: [] } }));
    expect(await drawingWith(manifest())).toBeNull();
  });

  it('draws no other page yet', async () => {
    expect(await drawingWith(manifest(), guest, findRoute('/m/activity') as PageRecord)).toBeNull();
  });
});

const GAME_LIST = findRoute('/m/gameList') as PageRecord;
const slots = { ...guest, search: '?gameType=RNG' };

describe('createPageDrawings: /m/gameList (decision 0611)', () => {
  it("draws a tab's tabs, vendors and first page of games with the held build's CSS, icons as the API gives them", async () => {
    const drawing = await drawingWith(manifest(), slots, GAME_LIST);
    expect(drawing?.html).toContain('data-drawn-page="games:./GameListPage"');
    expect(drawing?.html).toContain('<button type="button" class="category-menu__tab" aria-current="true">');
    expect(drawing?.html).toContain('JILI Games');
    expect(drawing?.html).toContain(
      '<img src="https://assets.test/games/11.svg" alt="" width="96" height="96"',
    );
    expect(drawing?.html).toContain('aria-label="Play Fortune Tiger"');
    expect(drawing?.css).toBe('.game-list{padding:12px}');
    expect(fetch).toHaveBeenCalledWith(
      'http://api/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=25&clientType=2&platform=html5&language=EN&pageNo=1',
      expect.objectContaining({ headers: { 'X-Merchant-Code': 'demo' } }),
    );
  });

  it('draws the same for a signed-in player (nothing of theirs: no FAV or RECENT tab, no heart pressed)', async () => {
    const member = await drawingWith(manifest(), { ...slots, signedIn: true }, GAME_LIST);
    expect(member?.html).toBe((await drawingWith(manifest(), slots, GAME_LIST))?.html);
    expect(member?.html).not.toMatch(/data-category="(FAV|RECENT)"|aria-pressed="true"/);
  });

  it('draws a vendor of the tab, and HOT when the merchant has hot games', async () => {
    const vendorPage = await drawingWith(
      manifest(),
      { ...guest, search: '?gameType=RNG&vassalage=JILI' },
      GAME_LIST,
    );
    expect(vendorPage?.html).toContain('aria-pressed="true">JILI Games</button>');
    games.hotGamesV2 = () => [{ vassalage: 'PG', vendorName: 'PG', gameCategory: 'RNG', games: [tiger] }];
    expect((await drawingWith(manifest(), { ...guest, search: '' }, GAME_LIST))?.html).toContain(
      'data-game-type="HOT"',
    );
  });

  it.each([
    ['a member view', '?gameType=FAV'],
    ['a category the merchant does not have', '?gameType=FISH'],
    ['a vendor the tab does not have', '?gameType=RNG&vassalage=NOPE'],
    ['filters', '?gameType=RNG&minBet=0.5'],
    ['HOT without hot games', '?gameType=HOT'],
  ])('draws nothing for %s', async (_why, search) => {
    expect(await drawingWith(manifest(), { ...guest, search }, GAME_LIST)).toBeNull();
  });

  it('draws nothing when the merchant runs another build of remote-games, or the API fails or lists none', async () => {
    expect(await drawingWith(manifest({}, { integrity: OTHER }), slots, GAME_LIST)).toBeNull();
    games.gameList = () => ({ ...firstPage, content: [] });
    expect(await drawingWith(manifest(), slots, GAME_LIST)).toBeNull();
    games.gameList = () => new Response('{}', { status: 502 });
    expect(await drawingWith(manifest(), slots, GAME_LIST)).toBeNull();
    games.gameList = () => firstPage;
    games.getVassGameType = () => new Response('{}', { status: 502 });
    expect(await drawingWith(manifest(), slots, GAME_LIST)).toBeNull();
  });
});

describe("remote-games' drawing runs in the frame service", () => {
  it('reaches only pure views: no react-kit, query, router or CSS (absent from its image), the JSX runtime said', () => {
    const drawing = require.resolve(
      '@mobile/remote-games/src/features/game-list/components/game-list-drawing',
    );
    const { seen, packages } = reachedModules(drawing);
    reachedModules(require.resolve('@mobile/remote-games/src/lib/catalogue-t'), seen, packages);
    expect([...packages].sort()).toEqual(['@mobile/shared-contracts', 'i18next', 'react']);
    expect([...seen].filter((file) => /\/use-|\.css$/.test(file))).toEqual([]);
    const withoutPragma = [...seen].filter(
      (file) =>
        file.endsWith('.tsx') && !fs.readFileSync(file, 'utf8').startsWith('/* @jsxRuntime automatic'),
    );
    expect(withoutPragma).toEqual([]);
  });
});
