import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRoute, type MerchantManifest, type PageRecord } from '@mobile/shared-contracts';
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

let answer: () => Response;
beforeEach(() => {
  answer = () => new Response(JSON.stringify({ success: true, value: notices }));
  jest.spyOn(global, 'fetch').mockImplementation(async () => answer());
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
