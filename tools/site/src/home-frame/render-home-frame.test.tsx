import fs from 'node:fs';
import path from 'node:path';
import { loadFrameCss, minifyCss } from './frame-css';
import type { MerchantFrameData } from './frame-data';
import { LATE_PRELOADS_ATTRIBUTE, latePreloads } from './late-preloads';
import { drawIntoIndex, drawnStateOf, loadCatalogue, renderHomeFrame, textsOf } from './render-home-frame';

const ROOT = path.resolve(__dirname, '../../../..');
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mobile</title><script defer src="/m/main.1.js"></script></head>' +
  '<body><div id="root"><div class="boot-splash" role="status" aria-label="Loading"></div></div></body></html>';
const css = loadFrameCss(ROOT);
const DEMO: MerchantFrameData = {
  siteName: 'Demo Play',
  enabledRemotes: ['games', 'member', 'wallet', 'agent'],
  banners: [
    { id: 1, image: '/wps/static/banners/1.svg', title: 'Welcome "Bonus"', link: '/m/activity' },
    { id: 2, image: '/wps/static/banners/2.svg', title: 'Second', link: null },
    { id: 3, image: '/wps/static/banners/3.svg', title: 'Third', link: null },
  ],
};
const guest = {
  merchantCode: 'demo',
  language: 'EN' as const,
  signedIn: false,
  memberType: null,
  downloadClosed: false,
  memberDraw: null,
  installed: false,
};

describe('renderHomeFrame', () => {
  it('draws header, ticker, first banner at high priority and tab bar into #root, CSS inline', () => {
    const html = renderHomeFrame(INDEX, css, DEMO, loadCatalogue(ROOT, 'EN'), guest);
    expect(html).toContain('<header class="home-header">');
    expect(html).toContain('<span class="home-header__site">Demo Play</span>');
    expect(html).toContain('href="/m/login">Log in</a>');
    expect(html).toMatch(
      /<img class="banner-carousel__image" src="\/wps\/static\/banners\/1.svg" alt="Welcome &quot;Bonus&quot;"[^>]*fetchPriority="high"/i,
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/wps/static/banners/1.svg" fetchpriority="high">',
    );
    expect(html).toContain('aria-label="1 of 3"');
    expect(html).toContain('<nav class="tab-bar" aria-label="Main">');
    expect(html).toContain('Deposit');
    expect(html).toContain(`<style>${css.css}</style></head>`);
    expect(html).not.toContain('class="boot-splash"');
    expect(html).not.toMatch(/<script>/);
  });

  it("escapes the banner's address in its preload", () => {
    const odd = { ...DEMO, banners: [{ id: 9, image: '/b.svg?a=1&b="2"', title: 'Odd', link: null }] };
    expect(renderHomeFrame(INDEX, css, odd, loadCatalogue(ROOT, 'EN'), guest)).toContain(
      '<link rel="preload" as="image" href="/b.svg?a=1&amp;b=&quot;2&quot;" fetchpriority="high">',
    );
  });

  it('names the frame-start script instead of main.js, which it loads after the banner', () => {
    const html = renderHomeFrame(
      INDEX,
      css,
      DEMO,
      loadCatalogue(ROOT, 'EN'),
      guest,
      '/m/frame-start.0a1b2c3d.js',
    );
    expect(html).toContain(
      '<script defer src="/m/frame-start.0a1b2c3d.js" data-main="/m/main.1.js"></script>',
    );
    expect(html).not.toContain('<script defer src="/m/main.1.js">');
    const minified = INDEX.replace('<script defer src="/m/main.1.js">', '<script defer src=/m/main.1.js>');
    expect(
      renderHomeFrame(minified, css, DEMO, loadCatalogue(ROOT, 'EN'), guest, '/m/frame-start.0a1b2c3d.js'),
    ).toContain('data-main="/m/main.1.js"');
  });

  it('keeps main.js where the build has no frame-start script', () => {
    const html = renderHomeFrame(INDEX, css, DEMO, loadCatalogue(ROOT, 'EN'), guest);
    expect(html).toContain('<script defer src="/m/main.1.js"></script>');
  });

  it('speaks the player language (PH) and sets <html lang>', () => {
    const html = renderHomeFrame(INDEX, css, DEMO, loadCatalogue(ROOT, 'TY'), { ...guest, language: 'TY' });
    const ty = textsOf(loadCatalogue(ROOT, 'TY'));
    expect(html).toContain('<html lang="fil">');
    expect(html).toContain(`>${ty('frame.login')}</a>`);
    expect(html).toContain(`aria-label="${ty('tab.navLabel')}"`);
  });

  it('leaves out tabs of a switched-off remote, and login for a signed-in player', () => {
    const lite = { ...DEMO, siteName: 'Lite', enabledRemotes: ['games', 'member'] as const };
    const html = renderHomeFrame(INDEX, css, lite, loadCatalogue(ROOT, 'EN'), { ...guest, signedIn: true });
    expect(html).not.toContain('href="/m/voucherCenter"');
    expect(html).toContain('href="/m/member/home"');
    expect(html).not.toContain('href="/m/login"');
  });

  it('leaves out a closed download bar and the one inside the app', () => {
    const catalogue = loadCatalogue(ROOT, 'EN');
    expect(renderHomeFrame(INDEX, css, DEMO, catalogue, guest)).toContain('download-banner');
    expect(renderHomeFrame(INDEX, css, DEMO, catalogue, { ...guest, downloadClosed: true })).not.toContain(
      '<aside class="download-banner"',
    );
    expect(renderHomeFrame(INDEX, css, DEMO, catalogue, { ...guest, installed: true })).not.toContain(
      '<aside class="download-banner"',
    );
  });

  it('finds its places in the minified index.html of the production build', () => {
    const minified =
      '<!doctype html><html lang=en><head><title>Mobile</title><script defer src=/m/main.1.js></script><link rel=preload as=script href=/m/2.js><link rel=preload as=style href=/m/b.css></head><body><div id=root><div class=boot-splash role=status aria-label=Loading></div></div></body></html>';
    const html = renderHomeFrame(minified, css, DEMO, loadCatalogue(ROOT, 'TY'), {
      ...guest,
      language: 'TY',
    });
    expect(html).toContain('<html lang="fil">');
    expect(html).toMatch(/<div id=root>.*<div class="app-frame app-frame--tab-bar"/s);
    expect(html).not.toContain('class=boot-splash');
    // The start chunks' preloads would compete with the banner: main.js asks for them itself.
    expect(html).not.toContain('rel=preload as=script');
    expect(html).not.toContain('rel=preload as=style');
    expect(html).toContain('<script defer src=/m/main.1.js></script>');
  });

  it('refuses an index.html without the boot splash', () =>
    expect(() => renderHomeFrame('<html></html>', css, DEMO, loadCatalogue(ROOT, 'EN'), guest)).toThrow());
});

describe('drawIntoIndex on other pages', () => {
  const minified =
    '<!doctype html><html lang=en><head><title>Mobile</title><script defer src=/m/main.1.js></script><link rel=preload as=script href=/m/2.js><link rel=preload as=style href=/m/b.css></head><body><div id=root><div class=boot-splash role=status aria-label=Loading></div></div></body></html>';
  const page = (startPreloads: 'low' | 'scripts', frameStartSrc: string | null = null) =>
    drawIntoIndex(minified, { markup: '<main></main>', language: 'EN', css, startPreloads, frameStartSrc });

  it('asks for the start chunks at low priority on a drawn frame (decision 0551)', () => {
    expect(page('low')).toContain(
      '<link rel=preload as=script href=/m/2.js fetchpriority="low"><link rel=preload as=style href=/m/b.css fetchpriority="low">',
    );
  });

  it("leaves the start's stylesheet out where the page's content is drawn with its CSS inline (decision 0553)", () => {
    const html = page('scripts');
    expect(html).toContain('<link rel=preload as=script href=/m/2.js fetchpriority="low">');
    expect(html).not.toContain('as=style');
  });

  it('holds the preloads for frame-start, which runs main.js after the first frame (decisions 0552, 0591)', () => {
    const html = page('low', '/m/frame-start.1.js');
    const [head = '', body = ''] = html.split('</head>');
    // Nothing but the HTML is asked for before the first paint: the preloads wait in an inert template.
    expect(head.replace(/<template data-late-preloads>.*<\/template>/s, '')).not.toMatch(/rel="?preload/);
    expect(head).toMatch(
      /<template data-late-preloads><link rel=preload as=script href=\/m\/2.js fetchpriority="low"><link rel=preload as=style href=\/m\/b.css fetchpriority="low"><\/template>$/,
    );
    expect(html).toContain('<script defer src="/m/frame-start.1.js" data-main="/m/main.1.js"></script>');
    expect(html).not.toContain('<script defer src=/m/main.1.js>');
    expect(body).not.toContain('template');
    // Drawn content: the scripts only (0553).
    expect(page('scripts', '/m/frame-start.1.js')).toContain(
      '<template data-late-preloads><link rel=preload as=script href=/m/2.js fetchpriority="low"></template>',
    );
  });

  it('frame-start looks for the template this service writes', () => {
    const { LATE_PRELOADS_ATTRIBUTE: built } = require('@mobile/build/frame-start.cjs') as {
      LATE_PRELOADS_ATTRIBUTE: string;
    };
    expect(built).toBe(LATE_PRELOADS_ATTRIBUTE);
    expect(latePreloads([])).toBe(`<template ${built}></template>`);
  });

  it('tells a boot splash, a drawn frame and drawn content apart', () => {
    expect(drawnStateOf(minified)).toBe('splash');
    expect(drawnStateOf(page('low'))).toBe('frame');
    expect(
      drawnStateOf(
        '<main><div class="remote-area__host" data-drawn-page="member:./NoticePage"></div></main>',
      ),
    ).toBe('content');
  });
});

describe('frame CSS', () => {
  it('is minified and carries its CSP hash', () => {
    expect(minifyCss('/* x */ .a {\n  color : red;\n}\n')).toBe('.a{color:red}');
    expect(css.css).toContain('.home-header');
    expect(css.cspHash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});

describe('textsOf', () => {
  it('interpolates and falls back to the key', () => {
    const t = textsOf({ a: { b: '{{index}} of {{count}}' } });
    expect(t('a.b', { index: 1, count: 2 })).toBe('1 of 2');
    expect(t('a.missing')).toBe('a.missing');
  });
});

describe('the home frame service', () => {
  it("draws no element of its own: the frame is the shell's PrerenderedHomeFrame (no copy of markup or icons)", () => {
    const sources = fs
      .readdirSync(__dirname)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => ({ file, text: fs.readFileSync(path.join(__dirname, file), 'utf8') }));
    for (const { file, text } of sources) {
      // JSX elements (className=, or any svg): the HTML patterns the page is wrapped with are not drawn here.
      const drawn = text.match(/<[a-z]+\s[^<>]*className=|<(svg|path)\b/g) ?? [];
      expect({ file, drawn, icons: /viewBox|\bd=|stroke/.test(text) }).toEqual({
        file,
        drawn: [],
        icons: false,
      });
    }
    expect(sources.flatMap((s) => s.text.match(/(?<![\w.])<[A-Z]\w+/g) ?? [])).toEqual([
      '<PrerenderedHomeFrame',
      '<PrerenderedPageFrame',
    ]);
  });
});
