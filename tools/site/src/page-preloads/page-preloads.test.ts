import type { MerchantManifest, RemoteEntry } from '@mobile/shared-contracts';
import { cachedManifest, PROBE_VISITOR_ID } from '../home-frame/merchant-manifest';
import type { PageAssets } from './page-assets';
import { ASSETS_TTL_MS, createPagePreloads, FAILED_TTL_MS } from './page-preloads';

const hash = (letter: string) => `sha384-${letter.repeat(64)}`;
const API = 'http://api.test';
const remote = (port: number, entry: Partial<RemoteEntry> = {}): RemoteEntry => ({
  enabled: true,
  entry: `http://remote.test:${port}/remoteEntry.js`,
  version: '1',
  integrity: hash('E'),
  ...entry,
});
const MANIFEST: MerchantManifest = {
  merchantCode: 'm1',
  name: 'Merchant',
  remotes: { games: remote(1), member: remote(2), wallet: remote(3), agent: remote(4) },
  frameOrigins: [],
};
const ASSETS: PageAssets = {
  entry: { file: 'remoteEntry.js', integrity: hash('E') },
  exposes: {
    './NoticePage': {
      js: [{ file: '__federation_expose_NoticePage.bca6a6d5.js', integrity: hash('B') }],
      css: [],
      catalogues: { EN: { file: 'i18n-member-EN-json.516d70c6.js', integrity: hash('C') } },
    },
    './LoginRegisterPage': {
      js: [{ file: '__federation_expose_LoginRegisterPage.0c1d2e3f.js', integrity: hash('L') }],
      css: [],
      catalogues: { EN: { file: 'i18n-member-EN-json.516d70c6.js', integrity: hash('C') } },
    },
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake network: the manifest from the API, page-assets.json from remote.test:2. */
function network(
  answers: {
    manifest?: () => Response;
    assets?: () => Response | Promise<Response>;
    banners?: () => Response;
  } = {},
) {
  const asked: string[] = [];
  const fetchFake = jest.fn(async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    if (url.startsWith(`${API}/wps/system/manifest`))
      return answers.manifest?.() ?? json({ success: true, value: MANIFEST });
    if (url === 'http://remote.test:2/page-assets.json') return (await answers.assets?.()) ?? json(ASSETS);
    if (url === `${API}/wps/system/settings/consolidated`)
      return json({ success: true, value: { imageCdns: ['http://plain.test', 'https://cdn.test/img/'] } });
    if (url.startsWith(`${API}/wps/relay/MCSFE_getListAnnouncements?`))
      return answers.banners?.() ?? json({ success: true, value: { content: [] } });
    return new Response('not found', { status: 404 });
  });
  return { asked, fetch: fetchFake as unknown as typeof fetch };
}

/** The preloads with their own manifest reader, both on the fake network. */
const preloadsOn = (net: { fetch: typeof fetch }, now?: () => number) =>
  createPagePreloads({
    manifestOf: cachedManifest({ apiOrigin: API, fetch: net.fetch, ...(now ? { now } : {}) }),
    apiOrigin: API,
    fetch: net.fetch,
    ...(now ? { now } : {}),
  });

const request = (url: string, cookie?: string) => ({
  url,
  host: 'localhost:8080',
  cookie,
  pageOrigin: 'http://localhost:8080',
});

describe('createPagePreloads', () => {
  it("reads the manifest (with the probe visitor, to see canaries) and the owner's page-assets.json", async () => {
    const net = network();
    const preloads = preloadsOn(net);
    const links = await preloads.links(request('/m/notice'));
    expect(links).toHaveLength(3);
    expect(links[0]).toContain('href="http://remote.test:2/remoteEntry.js"');
    expect(links[2]).toContain('i18n-member-EN-json');
    expect(net.asked[0]).toContain(`visitorId=${PROBE_VISITOR_ID}`);
    expect(net.asked[1]).toBe('http://remote.test:1/page-assets.json');
    // Every vouched remote's table is asked for with the first page (the owner's among them), so the first
    // deep link into another remote does not wait for its own.
    expect(net.asked.filter((url) => url.endsWith('/page-assets.json')).sort()).toEqual(
      [1, 2, 3, 4].map((port) => `http://remote.test:${port}/page-assets.json`),
    );
  });

  it("answers with the remote's table while it is refreshed, and asks again after its time", async () => {
    let now = 0;
    const net = network();
    const preloads = preloadsOn(net, () => now);
    const memberTables = () => net.asked.filter((url) => url === 'http://remote.test:2/page-assets.json');
    expect(await preloads.links(request('/m/notice'))).toHaveLength(3);
    now += ASSETS_TTL_MS;
    expect(await preloads.links(request('/m/notice'))).toHaveLength(3);
    expect(memberTables()).toHaveLength(2);
  });

  it("takes the language from the shell's cookie hint", async () => {
    const net = network({
      assets: () =>
        json({
          ...ASSETS,
          exposes: {
            './NoticePage': {
              ...ASSETS.exposes['./NoticePage'],
              catalogues: { TH: { file: 'i18n-member-TH-json.9ff55054.js', integrity: hash('D') } },
            },
          },
        }),
    });
    const links = await preloadsOn(net).links(request('/m/notice', 'mc_lang=TH'));
    expect(links.at(-1)).toContain('i18n-member-TH-json');
  });

  it('keeps the table for a while, and asks again after a failure only after a pause', async () => {
    let now = 0;
    let fail = true;
    const net = network({ assets: () => (fail ? new Response('gone', { status: 503 }) : json(ASSETS)) });
    const preloads = preloadsOn(net, () => now);
    const assetRequests = () =>
      net.asked.filter((url) => url === 'http://remote.test:2/page-assets.json').length;
    expect(await preloads.links(request('/m/notice'))).toEqual([]);
    fail = false;
    now += FAILED_TTL_MS - 1;
    expect(await preloads.links(request('/m/notice'))).toEqual([]);
    expect(assetRequests()).toBe(1);
    now += 2;
    expect(await preloads.links(request('/m/notice'))).toHaveLength(3);
    now += ASSETS_TTL_MS - 1;
    await preloads.links(request('/m/notice'));
    expect(assetRequests()).toBe(2);
  });

  it('gives no preloads for a missing, malformed or unreachable table, or a manifest the API refuses', async () => {
    const cases = [
      network({ assets: () => new Response('missing', { status: 404 }) }),
      network({ assets: () => json({ entry: { file: '../x.js', integrity: hash('E') }, exposes: {} }) }),
      network({ assets: () => Promise.reject(new TypeError('fetch failed')) }),
      network({ manifest: () => json({ success: false, value: null }, 404) }),
    ];
    for (const net of cases) expect(await preloadsOn(net).links(request('/m/notice'))).toEqual([]);
  });

  it('asks for nothing on home or a path that is no page', async () => {
    const net = network();
    const preloads = preloadsOn(net);
    for (const path of ['/m/home', '/m/missing.1a2b3c4d.js', '/m/no-such-page'])
      expect(await preloads.links(request(path))).toEqual([]);
    expect(net.asked).toEqual([]);
  });

  it('preloads a page only for a player the shell shows it to, by the frame hints (decision 0501)', async () => {
    const net = network({
      assets: () => json({ ...ASSETS, exposes: { './MemberCentrePage': ASSETS.exposes['./NoticePage'] } }),
    });
    const preloads = preloadsOn(net);
    const member = 'mc_signed_in=1; mc_member_type=0';
    expect(await preloads.links(request('/m/member/home'))).toEqual([]);
    expect(await preloads.links(request('/m/withdraw'))).toEqual([]);
    expect(await preloads.links(request('/m/agent/team/overview', member))).toEqual([]);
    expect(await preloads.links(request('/m/withdraw', 'mc_signed_in=1; mc_member_type=4'))).toEqual([]);
    expect(net.asked).toEqual([]);
    expect(await preloads.links(request('/m/member/home', member))).toHaveLength(3);
  });

  it("puts the links in the page's head, and sends the page without them when they are late", async () => {
    jest.useFakeTimers();
    try {
      const html = '<html><head></head><body></body></html>';
      const fast = preloadsOn(network());
      expect(await fast.html(html, request('/m/notice'))).toContain('remoteEntry.js');
      const slow = preloadsOn(network({ assets: () => new Promise<Response>(() => {}) }));
      const page = slow.html(html, request('/m/notice'));
      await jest.advanceTimersByTimeAsync(400);
      expect(await page).toBe(html);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks at low priority on a drawn page, at the default one while the boot splash waits for the JavaScript', async () => {
    const preloads = preloadsOn(network());
    const drawn = await preloads.html(
      '<html><head></head><body><div id=root><header></header></div></body></html>',
      request('/m/notice'),
    );
    const splash = await preloads.html(
      '<html><head></head><body><div id=root><div class=boot-splash role=status aria-label=Loading></div></div></body></html>',
      request('/m/notice'),
    );
    const preloadTags = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloadTags(drawn)).toHaveLength(3);
    for (const tag of preloadTags(drawn)) expect(tag).toMatch(/ fetchpriority="low">$/);
    expect(preloadTags(splash)).toHaveLength(3);
    for (const tag of preloadTags(splash)) expect(tag).not.toContain('fetchpriority');
  });

  it("preloads the login banner's image, under the site's first https CDN, after the page's files", async () => {
    const net = network({
      banners: () =>
        json({
          success: true,
          value: { content: [{ url: '' }, { url: 'banners/login.webp' }, { url: 'x.png' }] },
        }),
    });
    const links = await preloadsOn(net).links(request('/m/login'));
    expect(links).toHaveLength(4);
    expect(links.at(-1)).toBe(
      '<link rel="preload" as="image" href="https://cdn.test/img/banners/login.webp">',
    );
    const banners = net.asked.find((url) => url.includes('MCSFE_getListAnnouncements'));
    expect(new URL(banners ?? '').searchParams.get('groupName')).toBe('m_login');
    // Other pages ask for no banner.
    net.asked.length = 0;
    await preloadsOn(net).links(request('/m/notice'));
    expect(net.asked.some((url) => url.includes('MCSFE_getListAnnouncements'))).toBe(false);
  });

  it('preloads no banner when the group has none, only an inline one, or its call fails', async () => {
    const answers = [
      json({ success: true, value: { content: [] } }),
      json({ success: true, value: { content: [{ url: 'data:image/png;base64,AAAA' }] } }),
      json({ success: false, value: null }, 500),
    ];
    for (const answer of answers) {
      const net = network({ banners: () => answer });
      const links = await preloadsOn(net).links(request('/m/login'));
      expect(links).toHaveLength(3);
      expect(links.join('')).not.toContain('as="image"');
    }
  });
});
