import type { MerchantManifest, RemoteEntry } from '@mobile/shared-contracts';
import type { PageAssets } from './page-assets';
import { preloadLinks, preloadTarget, withPreloadLinks } from './preload-links';

const hash = (letter: string) => `sha384-${letter.repeat(64)}`;
const ENTRY = 'http://127.0.0.1:3102/remoteEntry.js';

const remote = (entry: Partial<RemoteEntry> = {}): RemoteEntry => ({
  enabled: true,
  entry: ENTRY,
  version: '1.0.0',
  integrity: hash('E'),
  ...entry,
});

const manifestWith = (member: RemoteEntry): MerchantManifest => ({
  merchantCode: 'm1',
  name: 'Merchant',
  remotes: {
    games: remote({ entry: 'http://127.0.0.1:3101/remoteEntry.js' }),
    member,
    wallet: remote({ entry: 'http://127.0.0.1:3103/remoteEntry.js' }),
    agent: remote({ entry: 'http://127.0.0.1:3104/remoteEntry.js' }),
  },
  frameOrigins: [],
});

const assets: PageAssets = {
  entry: { file: 'remoteEntry.js', integrity: hash('E') },
  exposes: {
    './NoticePage': {
      js: [
        { file: '1222.4ca601d8.js', integrity: hash('A') },
        { file: '__federation_expose_NoticePage.bca6a6d5.js', integrity: hash('B') },
      ],
      css: ['__federation_expose_NoticePage.1d541ac1.css'],
      catalogues: {
        EN: { file: 'i18n-member-EN-json.516d70c6.js', integrity: hash('C') },
        CN: { file: 'i18n-member-CN-json.acf0c25d.js', integrity: hash('D') },
      },
    },
  },
};

describe('preloadTarget', () => {
  it("finds the page's owner remote, its entry and the entry's integrity (query ignored)", () => {
    const target = preloadTarget('/m/notice?from=sms', manifestWith(remote()));
    expect(target).toMatchObject({ remote: 'member', entry: ENTRY, integrity: hash('E') });
    expect(target?.route.expose).toBe('./NoticePage');
  });

  it('has nothing for home and for paths that are no page', () => {
    for (const path of ['/m/home', '/m', '/', '/m/no-such-page', '/wps/system/status'])
      expect(preloadTarget(path, manifestWith(remote()))).toBeNull();
  });

  it('has nothing for a remote the merchant switched off', () => {
    expect(preloadTarget('/m/notice', manifestWith(remote({ enabled: false })))).toBeNull();
  });

  it('has nothing while a canary runs for the remote (the arm is chosen in the browser)', () => {
    for (const arm of ['stable', 'canary'] as const)
      expect(preloadTarget('/m/notice', manifestWith(remote({ arm })))).toBeNull();
  });

  it('has nothing for an entry without integrity (a dev server)', () => {
    const { integrity: _none, ...withoutIntegrity } = remote();
    expect(preloadTarget('/m/notice', manifestWith(withoutIntegrity))).toBeNull();
  });
});

describe('preloadLinks', () => {
  const target = preloadTarget('/m/notice', manifestWith(remote()));
  if (!target) throw new Error('no target');

  it('preloads the entry, the page chunks, its stylesheet and the catalogue, each carrying its integrity', () => {
    expect(preloadLinks({ target, assets, language: 'EN', pageOrigin: 'http://127.0.0.1:8080' })).toEqual([
      `<link rel="preload" as="script" href="${ENTRY}" integrity="${hash('E')}" crossorigin="anonymous">`,
      `<link rel="preload" as="script" href="http://127.0.0.1:3102/1222.4ca601d8.js" integrity="${hash('A')}" crossorigin="anonymous">`,
      `<link rel="preload" as="script" href="http://127.0.0.1:3102/__federation_expose_NoticePage.bca6a6d5.js" integrity="${hash('B')}" crossorigin="anonymous">`,
      '<link rel="preload" as="style" href="http://127.0.0.1:3102/__federation_expose_NoticePage.1d541ac1.css" crossorigin="anonymous">',
      `<link rel="preload" as="script" href="http://127.0.0.1:3102/i18n-member-EN-json.516d70c6.js" integrity="${hash('C')}" crossorigin="anonymous">`,
    ]);
  });

  it("takes the player's language's catalogue, none when the remote has no catalogue in it", () => {
    const cn = preloadLinks({ target, assets, language: 'CN', pageOrigin: 'http://127.0.0.1:8080' });
    expect(cn.at(-1)).toContain('i18n-member-CN-json.acf0c25d.js');
    const ja = preloadLinks({ target, assets, language: 'JA', pageOrigin: 'http://127.0.0.1:8080' });
    expect(ja.some((link) => link.includes('i18n-'))).toBe(false);
  });

  it('asks for a stylesheet of the same origin without CORS, as mini-css-extract does', () => {
    const links = preloadLinks({ target, assets, language: 'EN', pageOrigin: 'http://127.0.0.1:3102' });
    expect(links.find((link) => link.includes('as="style"'))).toBe(
      '<link rel="preload" as="style" href="http://127.0.0.1:3102/__federation_expose_NoticePage.1d541ac1.css">',
    );
  });

  it('preloads nothing when the table is of another build than the entry the manifest vouches for', () => {
    const other = { ...assets, entry: { file: 'remoteEntry.js', integrity: hash('F') } };
    expect(preloadLinks({ target, assets: other, language: 'EN', pageOrigin: 'http://x' })).toEqual([]);
  });

  it('preloads nothing when the table does not know the page', () => {
    const empty = { ...assets, exposes: {} };
    expect(preloadLinks({ target, assets: empty, language: 'EN', pageOrigin: 'http://x' })).toEqual([]);
  });

  it('escapes what it writes into an attribute', () => {
    const odd = preloadTarget(
      '/m/notice',
      manifestWith(remote({ entry: 'http://127.0.0.1:3102/a"b/remoteEntry.js' })),
    );
    if (!odd) throw new Error('no target');
    expect(preloadLinks({ target: odd, assets, language: 'EN', pageOrigin: 'http://x' })[0]).toContain(
      'href="http://127.0.0.1:3102/a&quot;b/remoteEntry.js"',
    );
  });
});

describe('withPreloadLinks', () => {
  const links = ['<link rel="preload" as="script" href="/a.js">', '<link rel=preload as=style href=/b.css>'];

  it('puts the links at the end of the head, as they are when the page waits for its JavaScript', () => {
    expect(withPreloadLinks('<html><head><title>t</title></head><body></body></html>', links, 'splash')).toBe(
      `<html><head><title>t</title>${links.join('')}</head><body></body></html>`,
    );
  });

  it('asks for them at low priority when the frame is drawn (decision 0551)', () => {
    expect(withPreloadLinks('<head></head>', links, 'frame')).toBe(
      '<head><link rel="preload" as="script" href="/a.js" fetchpriority="low"><link rel=preload as=style href=/b.css fetchpriority="low"></head>',
    );
  });

  it('leaves the stylesheets out when the content is drawn too, its CSS inline (decision 0553)', () => {
    expect(withPreloadLinks('<head></head>', links, 'content')).toBe(
      '<head><link rel="preload" as="script" href="/a.js" fetchpriority="low"></head>',
    );
  });

  it('holds them with the start preloads where frame-start adds them after the first frame (decision 0591)', () => {
    expect(
      withPreloadLinks('<head><template data-late-preloads><a></template></head>', links, 'content'),
    ).toBe(
      '<head><template data-late-preloads><a><link rel="preload" as="script" href="/a.js" fetchpriority="low"></template></head>',
    );
    // A boot splash needs them at once: never held.
    expect(withPreloadLinks('<head><template data-late-preloads></template></head>', links, 'splash')).toBe(
      `<head><template data-late-preloads></template>${links.join('')}</head>`,
    );
  });

  it('leaves the page alone without links or head', () => {
    expect(withPreloadLinks('<head></head>', [], 'frame')).toBe('<head></head>');
    expect(withPreloadLinks('<body></body>', ['<a>'], 'splash')).toBe('<body></body>');
  });
});
