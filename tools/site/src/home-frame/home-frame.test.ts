import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createHomeFrame, type HomeFrameRequest, hostnameOf } from './home-frame';
import { registerHomeFrame } from './register-home-frame';

const ROOT = path.resolve(__dirname, '../../../..');
const INDEX =
  '<!doctype html><html lang=en><head><title>Mobile</title><script defer src=/m/main.1.js></script><link rel=preload as=script href=/m/2.js></head>' +
  '<body><div id=root><div class=boot-splash role=status aria-label=Loading></div></div></body></html>';

const remote = (enabled: boolean) => ({
  enabled,
  entry: 'http://127.0.0.1:3101/remoteEntry.js',
  version: '1',
});
function answers(options: { open?: boolean; wallet?: boolean } = {}): Record<string, unknown> {
  return {
    '/wps/system/manifest': {
      merchantCode: 'demo',
      name: 'Demo',
      frameOrigins: [],
      remotes: {
        games: remote(true),
        member: remote(true),
        wallet: remote(options.wallet ?? true),
        agent: remote(true),
      },
    },
    '/wps/system/settings/consolidated': { siteName: 'Demo Play', imageCdns: [] },
    '/wps/relay/MCSFE_getListAnnouncements': {
      content: [{ id: 1, title: 'Welcome', url: '/wps/static/banners/1.svg', linkage: null }],
    },
    '/wps/system/status': {
      maintenance: options.open === false,
      regionRestriction: false,
      location: { ip: '1.2.3.4' },
      info: null,
    },
  };
}

function fakeApi(options: { open?: boolean; wallet?: boolean; fail?: boolean } = {}) {
  const values = answers(options);
  return jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
    if (options.fail) throw new Error('connect ECONNREFUSED');
    const url = new URL(String(input));
    return new Response(
      JSON.stringify({ success: true, code: 'OK', message: null, value: values[url.pathname] }),
    );
  });
}

let shellDir: string;
beforeAll(() => {
  shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-frame-'));
  fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX);
});
afterAll(() => fs.rmSync(shellDir, { recursive: true, force: true }));
afterEach(() => jest.restoreAllMocks());

const frames = () => createHomeFrame({ rootDir: ROOT, shellDir, apiOrigin: 'http://api' });
const ask = (pathname: string, cookie?: string): HomeFrameRequest => ({
  pathname,
  host: '127.0.0.1:8080',
  cookie,
  userAgent: 'Mozilla/5.0',
  ip: '1.2.3.4',
});
/** The page's HTML as the service answers it, or null (the plain index.html). */
const htmlOf = async (frame: ReturnType<typeof frames>, request: HomeFrameRequest) =>
  (await frame.page(request))?.html ?? null;
const MEMBER = 'mc_signed_in=1; mc_member_type=0';
const AGENT = 'mc_signed_in=1; mc_member_type=41';

describe('which pages get their frame drawn', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it("draws a guest's page with its title in the player's language, and keeps the start chunks' preloads at low priority", async () => {
    fakeApi();
    const html = await htmlOf(frames(), ask('/m/notice', 'mc_lang=TY'));
    const ty = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/src/i18n/locales/TY.json'), 'utf8'));
    expect(html).toContain(`<h1 class="titled-bar__title">${ty.title.notice}</h1>`);
    expect(html).toContain('<html lang="fil">');
    expect(html).toContain('data-prerendered');
    expect(html).not.toContain('class=boot-splash');
    expect(html).not.toContain('<nav class="tab-bar"');
    expect(html).toContain('<link rel=preload as=script href=/m/2.js fetchpriority="low">');
    expect(html).toContain('<script defer src=/m/main.1.js></script>');
  });

  it('names the frame-start script on a page too, holding the preloads for it (decisions 0552, 0591)', async () => {
    fakeApi();
    const start = path.join(shellDir, 'frame-start.0a1b2c3d.js');
    fs.writeFileSync(start, '');
    try {
      const html = await htmlOf(frames(), ask('/m/notice'));
      expect(html).toContain(
        '<script defer src="/m/frame-start.0a1b2c3d.js" data-main="/m/main.1.js"></script>',
      );
      expect(html).toContain(
        '<template data-late-preloads><link rel=preload as=script href=/m/2.js fetchpriority="low"></template></head>',
      );
      expect(html).not.toContain('<script defer src=/m/main.1.js>');
      expect(html).not.toContain('href="/m/main.1.js"');
    } finally {
      fs.rmSync(start);
    }
  });

  it('draws the tab bar where the page has one', async () => {
    fakeApi();
    const html = await htmlOf(frames(), ask('/m/activity'));
    expect(html).toContain('<h1 class="titled-bar__title">Promotions</h1>');
    expect(html).toMatch(/<a href="\/m\/activity" class="tab-bar__item tab-bar__item--active"/);
  });

  it("draws a member's page for a signed-in member only, an agent's for an agent only", async () => {
    fakeApi();
    const frame = frames();
    expect(await htmlOf(frame, ask('/m/gameRecord'))).toBeNull();
    expect(await htmlOf(frame, ask('/m/gameRecord', MEMBER))).toContain('titled-bar__title');
    // Its frame holds nothing of the member's own: revalidated, not no-store (0642).
    expect((await frame.page(ask('/m/gameRecord', MEMBER)))?.membersOwn).toBe(false);
    expect(await htmlOf(frame, ask('/m/agent/team/overview', MEMBER))).toBeNull();
    expect(await htmlOf(frame, ask('/m/agent/team/overview', AGENT))).toContain('titled-bar__title');
  });

  it('draws nothing, and asks the API nothing, for a path without a frame', async () => {
    const api = fakeApi();
    const frame = frames();
    for (const pathname of ['/m/register', '/m/nowhere', '/m/main.1.js'])
      expect(await htmlOf(frame, ask(pathname))).toBeNull();
    // A page without a frame drawn only with its content (decisions 0621, 0631): never for a member.
    expect(await htmlOf(frame, ask('/m/lottery', MEMBER))).toBeNull();
    expect(await htmlOf(frame, ask('/m/login', MEMBER))).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('draws a page without a frame only with its content: without it, the plain index.html', async () => {
    // The manifest here vouches for no build of remote-games (no integrity): the lobby is not drawn.
    fakeApi();
    expect(await htmlOf(frames(), ask('/m/lottery'))).toBeNull();
  });

  it("draws nothing for a switched-off remote's page, a closed site or an API that does not answer", async () => {
    fakeApi({ wallet: false });
    expect(await htmlOf(frames(), ask('/m/voucherCenter', MEMBER))).toBeNull();
    jest.restoreAllMocks();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi({ open: false });
    expect(await htmlOf(frames(), ask('/m/notice'))).toBeNull();
    jest.restoreAllMocks();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi({ fail: true });
    expect(await htmlOf(frames(), ask('/m/notice'))).toBeNull();
  });

  it('still draws home with its banner', async () => {
    fakeApi();
    const html = await htmlOf(frames(), ask('/m/home'));
    expect(html).toContain('<header class="home-header">');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/wps/static/banners/1.svg" fetchpriority="high">',
    );
  });
});

describe('registerHomeFrame', () => {
  it('answers every /m/ page address: drawn where it can be, else the plain index.html', async () => {
    fakeApi();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = Fastify();
    registerHomeFrame(app, { rootDir: ROOT, shellDir, apiOrigin: 'http://api' });
    app.get('/m/main.1.js', async () => 'a built file');
    const notice = await app.inject({ url: '/m/notice?from=sms' });
    expect(notice.headers['cache-control']).toBe('private, no-cache');
    expect(notice.headers.vary).toBe('Cookie');
    expect(notice.body).toContain('<h1 class="titled-bar__title">Announcements</h1>');
    const login = await app.inject({ url: '/m/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toBe(INDEX);
    expect((await app.inject({ url: '/m/main.1.js' })).body).toBe('a built file');
    expect((await app.inject({ url: '/m/home' })).body).toContain('home-header');
    await app.close();
  });

  it('reads the merchant manifest once for the frame and the preloads of a page', async () => {
    const api = fakeApi();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = Fastify();
    registerHomeFrame(app, { rootDir: ROOT, shellDir, apiOrigin: 'http://api' });
    const manifestCalls = () =>
      api.mock.calls.filter(([input]) => new URL(String(input)).pathname === '/wps/system/manifest').length;
    expect((await app.inject({ url: '/m/notice' })).body).toContain('titled-bar__title');
    expect(manifestCalls()).toBe(1);
    await app.inject({ url: '/m/activity' });
    expect(manifestCalls()).toBe(1);
    await app.close();
  });
});

describe('hostnameOf', () => {
  it("gives a Host header's name without its port, or '' for none or nonsense", () => {
    expect(hostnameOf('demo.example:8443')).toBe('demo.example');
    expect(hostnameOf('127.0.0.1:18080')).toBe('127.0.0.1');
    expect(hostnameOf('[::1]:80')).toBe('[::1]');
    expect(hostnameOf(undefined)).toBe('');
    expect(hostnameOf('a b')).toBe('');
  });
});
