import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { merchantOf } from '@mobile/react-kit/testing';
import gamesEn from '@mobile/remote-games/src/locales/EN.json';
import { findRoute, type MerchantManifest, type PageRecord, type Promotion } from '@mobile/shared-contracts';
import { reachedModules } from '@mobile/shell/src/frame/reached-modules-test-kit';
import { renderToStaticMarkup } from 'react-dom/server';
import { createPageDrawings } from './page-drawings';

const HELD = `sha384-${'A'.repeat(64)}`;
const OTHER = `sha384-${'B'.repeat(64)}`;
const CSS = '.member-notice__title { font-weight: 600; }';
const PROMOTIONS_CSS = '.member-promo__title { font-weight: 600; }';
const HELD_GAMES = `sha384-${'G'.repeat(64)}`;
const LOTTERY_CSS = '.lottery-list { padding: 12px; }';
const GAMES_EN = {
  lottery: {
    title: 'Lottery',
    vnLink: 'Vietnam lottery',
    popular: 'Popular lottery games',
    playAs: '{{name}}: {{playType}}',
    playType: { trad: 'Tradition' },
  },
  history: { allResults: 'All lottery results', results: 'Results', resultsOf: 'Results of {{name}}' },
};

let rootDir: string;
beforeAll(() => {
  rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-drawings-'));
  const dist = path.join(rootDir, 'remote-member/dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.mkdirSync(path.join(rootDir, 'remote-member/src/locales'), { recursive: true });
  const games = path.join(rootDir, 'remote-games/dist');
  fs.mkdirSync(games, { recursive: true });
  fs.writeFileSync(path.join(games, 'lottery.css'), LOTTERY_CSS);
  fs.writeFileSync(path.join(games, 'list.css'), '.game-list { padding: 12px; }');
  fs.writeFileSync(
    path.join(games, 'page-assets.json'),
    JSON.stringify({
      entry: { file: 'remoteEntry.js', integrity: HELD_GAMES },
      exposes: {
        './LotteryListPage': { js: [], css: ['lottery.css'], catalogues: {} },
        './GameListPage': { js: [], css: ['list.css'], catalogues: {} },
      },
    }),
  );
  for (const [dir, catalogue] of [
    ['remote-games/src/locales', { ...gamesEn, ...GAMES_EN }],
    [
      'shell/src/i18n/locales',
      { action: { back: 'Back' }, rewardStatus: { coming: 'Coming soon', closed: 'Closed' } },
    ],
  ] as const) {
    fs.mkdirSync(path.join(rootDir, dir), { recursive: true });
    fs.writeFileSync(path.join(rootDir, dir, 'EN.json'), JSON.stringify(catalogue));
  }
  fs.writeFileSync(path.join(dist, 'notice.css'), CSS);
  fs.writeFileSync(path.join(dist, 'promotions.css'), PROMOTIONS_CSS);
  fs.writeFileSync(path.join(dist, 'login.css'), '.auth-page { padding: 0; }');
  fs.writeFileSync(
    path.join(dist, 'page-assets.json'),
    JSON.stringify({
      entry: { file: 'remoteEntry.js', integrity: HELD },
      exposes: {
        './NoticePage': { js: [], css: ['notice.css'], catalogues: {} },
        './PromotionsPage': { js: [], css: ['promotions.css'], catalogues: {} },
        './LoginRegisterPage': { js: [], css: ['login.css'], catalogues: {} },
      },
    }),
  );
  fs.writeFileSync(
    path.join(rootDir, 'remote-member/src/locales/EN.json'),
    JSON.stringify({ notice: { title: 'Announcements' }, promotions: { title: 'Promotions' } }),
  );
});
afterAll(() => fs.rmSync(rootDir, { recursive: true, force: true }));

const manifest = (
  member: Partial<MerchantManifest['remotes']['member']> = {},
  games: Partial<MerchantManifest['remotes']['games']> = {},
): MerchantManifest => {
  const remote = { enabled: true, entry: 'http://remote.test/remoteEntry.js', version: '1' };
  return {
    merchantCode: 'demo',
    name: 'Demo',
    remotes: {
      games: { ...remote, integrity: HELD_GAMES, ...games },
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

const promotion = (id: number, status: Promotion['status']): Promotion => ({
  id,
  code: `P${id}`,
  title: `Festival ${id}`,
  summary: 'Spins every day',
  content: '<p>rules</p>',
  kind: 'apply',
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2026-12-31T00:00:00Z',
  status,
});
const promotions = [promotion(1, null), promotion(2, 'coming')];

const game = (gameId: string, name: string) => ({
  gameId,
  nodeId: gameId,
  gameCode: gameId,
  name,
  vendor: 'LOTT',
  prizeMode: 'LOTT',
  playTypes: ['trad'],
  iconUrl: `https://cdn.test/${gameId}.png`,
});
const lotteryList = { prizeModeMapping: {}, games: [game('7', 'Pick 3')] };
const popularLottery = [game('7', 'Pick 3')];

let answer: (url: string) => Response;
let promotionsAnswer: () => Response;
let games: Record<string, () => unknown>;
const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
const LOGIN_SETTINGS = { ...merchantOf().settings, imageCdns: ['https://cdn.test'] };
const loginBanners = (url: string) => ({ content: [{ id: 1, url }], footer: { unreadCount: 0 } });
const answerWith = (
  values: { list?: unknown; popular?: unknown; notices?: unknown; loginBanner?: unknown } = {},
) => {
  answer = (url) => {
    const { list = lotteryList, popular = popularLottery, notices: announcements = notices } = values;
    const { loginBanner = loginBanners('/banners/login.png') } = values;
    const value = url.includes('/wps/system/settings/consolidated')
      ? LOGIN_SETTINGS
      : url.includes('groupName=m_login')
        ? loginBanner
        : url.includes('/lgw/games/popular')
          ? popular
          : url.includes('/lotto/lgw/games/opened')
            ? list
            : announcements;
    return new Response(JSON.stringify({ success: true, value }));
  };
};
beforeEach(() => {
  answerWith();
  promotionsAnswer = () => new Response(JSON.stringify({ success: true, value: promotions }));
  games = { getVassGameType: () => vass, hotGamesV2: () => [], gameList: () => firstPage };
  jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('MCSFE_promotionList')) return promotionsAnswer();
    const call = Object.keys(games).find((name) => url.includes(`/GCSGAME_${name}?`));
    if (!call) return answer(url);
    const value = games[call]?.();
    return value instanceof Response ? value : ok(value);
  });
});
afterEach(() => jest.restoreAllMocks());

const NOTICE = findRoute('/m/notice') as PageRecord;
const guest = {
  merchantCode: 'demo',
  language: 'EN' as const,
  signedIn: false,
  search: '',
  hostname: '127.0.0.1',
};

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
    answerWith({ notices: { ...notices, content: [] } });
    expect(await drawingWith(manifest())).toBeNull();
  });

  it('draws no other page', async () => {
    expect(await drawingWith(manifest(), guest, findRoute('/m/help') as PageRecord)).toBeNull();
    expect(await drawingWith(manifest(), guest, findRoute('/m/register') as PageRecord)).toBeNull();
  });
});

const ACTIVITY = findRoute('/m/activity') as PageRecord;

describe('createPageDrawings: /m/activity', () => {
  it("draws a guest's promotion cards, statuses in the shell's words, with the held build's CSS", async () => {
    const drawing = await drawingWith(manifest(), guest, ACTIVITY);
    expect(drawing?.html).toContain('data-drawn-page="member:./PromotionsPage"');
    expect(drawing?.html).toContain('<section class="member-promo" aria-label="Promotions">');
    expect(drawing?.html).toContain('<a href="/m/activity?id=2" class="member-promo__link">');
    expect(drawing?.html).toContain('Festival 1');
    expect(drawing?.html).toContain('member-promo__status--coming">Coming soon</span>');
    expect(drawing?.css).toBe('.member-promo__title{font-weight:600}');
    expect(fetch).toHaveBeenCalledWith(
      'http://api/wps/relay/MCSFE_promotionList',
      expect.objectContaining({ headers: { 'X-Merchant-Code': 'demo' } }),
    );
  });

  it('draws the list for an unknown ?id=, as the page does, and nothing for a promotion it opens', async () => {
    expect((await drawingWith(manifest(), { ...guest, search: '?id=77' }, ACTIVITY))?.html).toContain(
      'Festival 2',
    );
    expect(await drawingWith(manifest(), { ...guest, search: '?id=2' }, ACTIVITY)).toBeNull();
  });

  it("draws nothing of a signed-in player's list (their statuses are theirs)", async () => {
    expect(await drawingWith(manifest(), { ...guest, signedIn: true }, ACTIVITY)).toBeNull();
  });

  it('draws nothing for another build of the remote', async () => {
    expect(await drawingWith(manifest({ integrity: OTHER }), guest, ACTIVITY)).toBeNull();
  });

  it('draws nothing when the API fails, answers another shape or an empty list', async () => {
    promotionsAnswer = () => new Response('{}', { status: 502 });
    expect(await drawingWith(manifest(), guest, ACTIVITY)).toBeNull();
    promotionsAnswer = () =>
      new Response(JSON.stringify({ success: true, value: [{ ...promotions[0], status: 'won' }] }));
    expect(await drawingWith(manifest(), guest, ACTIVITY)).toBeNull();
    promotionsAnswer = () => new Response(JSON.stringify({ success: true, value: [] }));
    expect(await drawingWith(manifest(), guest, ACTIVITY)).toBeNull();
  });
});

const LOTTERY = findRoute('/m/lottery') as PageRecord;

describe('createPageDrawings: /m/lottery (no frame: decision 0621)', () => {
  it("draws a guest's lobby from remote-games' own page, with the held build's CSS, from the page's two calls", async () => {
    const drawing = await drawingWith(manifest(), guest, LOTTERY);
    expect(drawing?.html).toContain('data-drawn-page="games:./LotteryListPage"');
    expect(drawing?.html).toContain('<section class="lottery-list">');
    expect(drawing?.html).toMatch(
      /<h2 id="[^"]+" class="lottery-list__popular-title">Popular lottery games<\/h2>/,
    );
    expect(drawing?.html).toContain('aria-label="Back"');
    expect(drawing?.html).not.toContain('data-mk-loading');
    expect(drawing?.css).toBe('.lottery-list{padding:12px}');
    expect(fetch).toHaveBeenCalledWith(
      'http://api/lotto/lgw/games/opened/numero?language=EN',
      expect.objectContaining({ headers: { 'X-Merchant-Code': 'demo' } }),
    );
    expect(fetch).toHaveBeenCalledWith('http://api/lgw/games/popular?language=EN&limit=4', expect.anything());
  });

  it.each([
    ['the merchant runs another build of remote-games', manifest({}, { integrity: OTHER })],
    ['remote-games is off', manifest({}, { enabled: false })],
    ['a canary splits remote-games', manifest({}, { arm: 'canary' })],
  ])('draws nothing when %s', async (_why, merchant) => {
    expect(await drawingWith(merchant, guest, LOTTERY)).toBeNull();
  });

  it('draws nothing for a signed-in player, when a call fails, or when no game is open', async () => {
    expect(await drawingWith(manifest(), { ...guest, signedIn: true }, LOTTERY)).toBeNull();
    answerWith({ popular: { error: 'not a list' } });
    expect(await drawingWith(manifest(), guest, LOTTERY)).toBeNull();
    answerWith({ list: { prizeModeMapping: {}, games: [] } });
    expect(await drawingWith(manifest(), guest, LOTTERY)).toBeNull();
  });

  it('says before any call which pages it may draw for whom', () => {
    const drawings = createPageDrawings({ rootDir, apiOrigin: 'http://api', manifestOf: async () => null });
    expect(drawings.mayDraw(LOTTERY, { signedIn: false })).toBe(true);
    expect(drawings.mayDraw(LOTTERY, { signedIn: true })).toBe(false);
    expect(drawings.mayDraw(findRoute('/m/register') as PageRecord, { signedIn: false })).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});

const GAME_LIST = findRoute('/m/gameList') as PageRecord;
const slots = { ...guest, search: '?gameType=RNG' };

const LOGIN = findRoute('/m/login') as PageRecord;

describe('createPageDrawings: /m/login (no frame: decision 0631)', () => {
  it("draws a guest's login page from remote-member's own page, inert, its banner in, with the held build's CSS", async () => {
    const drawing = await drawingWith(manifest(), guest, LOGIN);
    expect(drawing?.html).toMatch(
      /<div class="remote-area__host" inert="" data-drawn-page="member:.\/LoginRegisterPage">/,
    );
    expect(drawing?.html).toContain('<img class="auth-banner__image" src="/banners/login.png" alt=""/>');
    expect(drawing?.html).toContain('id="login-username"');
    expect(drawing?.html).not.toContain('data-mk-loading');
    expect(drawing?.html).not.toContain('auth-footer');
    expect(drawing?.css).toBe('.auth-page{padding:0}');
  });

  it('draws nothing for a signed-in visitor, another build, or a banner group without an image', async () => {
    expect(await drawingWith(manifest(), { ...guest, signedIn: true }, LOGIN)).toBeNull();
    expect(await drawingWith(manifest({ integrity: OTHER }), guest, LOGIN)).toBeNull();
    answerWith({ loginBanner: { content: [], footer: { unreadCount: 0 } } });
    expect(await drawingWith(manifest(), guest, LOGIN)).toBeNull();
  });

  it('may be drawn for a guest only', () => {
    const drawings = createPageDrawings({ rootDir, apiOrigin: 'http://api', manifestOf: async () => null });
    expect(drawings.mayDraw(LOGIN, { signedIn: false })).toBe(true);
    expect(drawings.mayDraw(LOGIN, { signedIn: true })).toBe(false);
  });
});

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
