import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRoute, type MerchantManifest, type PageRecord, type Promotion } from '@mobile/shared-contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { createPageDrawings } from './page-drawings';

const HELD = `sha384-${'A'.repeat(64)}`;
const OTHER = `sha384-${'B'.repeat(64)}`;
const CSS = '.member-notice__title { font-weight: 600; }';
const PROMOTIONS_CSS = '.member-promo__title { font-weight: 600; }';

let rootDir: string;
beforeAll(() => {
  rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-drawings-'));
  const dist = path.join(rootDir, 'remote-member/dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.mkdirSync(path.join(rootDir, 'remote-member/src/locales'), { recursive: true });
  fs.mkdirSync(path.join(rootDir, 'shell/src/i18n/locales'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'notice.css'), CSS);
  fs.writeFileSync(path.join(dist, 'promotions.css'), PROMOTIONS_CSS);
  fs.writeFileSync(
    path.join(dist, 'page-assets.json'),
    JSON.stringify({
      entry: { file: 'remoteEntry.js', integrity: HELD },
      exposes: {
        './NoticePage': { js: [], css: ['notice.css'], catalogues: {} },
        './PromotionsPage': { js: [], css: ['promotions.css'], catalogues: {} },
      },
    }),
  );
  fs.writeFileSync(
    path.join(rootDir, 'remote-member/src/locales/EN.json'),
    JSON.stringify({ notice: { title: 'Announcements' }, promotions: { title: 'Promotions' } }),
  );
  fs.writeFileSync(
    path.join(rootDir, 'shell/src/i18n/locales/EN.json'),
    JSON.stringify({ rewardStatus: { coming: 'Coming soon', closed: 'Closed' } }),
  );
});
afterAll(() => fs.rmSync(rootDir, { recursive: true, force: true }));

const manifest = (member: Partial<MerchantManifest['remotes']['member']> = {}): MerchantManifest => {
  const remote = { enabled: true, entry: 'http://remote.test/remoteEntry.js', version: '1' };
  return {
    merchantCode: 'demo',
    name: 'Demo',
    remotes: {
      games: remote,
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

let answer: () => Response;
let promotionsAnswer: () => Response;
beforeEach(() => {
  answer = () => new Response(JSON.stringify({ success: true, value: notices }));
  promotionsAnswer = () => new Response(JSON.stringify({ success: true, value: promotions }));
  jest
    .spyOn(global, 'fetch')
    .mockImplementation(async (url) =>
      String(url).includes('MCSFE_promotionList') ? promotionsAnswer() : answer(),
    );
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

  it('draws no other page', async () => {
    expect(await drawingWith(manifest(), guest, findRoute('/m/help') as PageRecord)).toBeNull();
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
