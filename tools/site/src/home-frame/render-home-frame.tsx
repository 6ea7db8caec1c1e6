/* @jsxRuntime automatic */
import fs from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '@mobile/shared-contracts';
import { DRAWN_PAGE_ATTRIBUTE } from '@mobile/shell/src/federation/drawn-page';
import { PrerenderedHomeFrame } from '@mobile/shell/src/frame/prerendered-home-frame';
import type { Texts } from '@mobile/shell/src/ui/texts';
import { escapeAttribute } from 'entities';
import { renderToStaticMarkup } from 'react-dom/server';
import { atLowPriority } from '../page-preloads/preload-links';
import type { FrameCss } from './frame-css';
import type { MerchantFrameData } from './frame-data';
import type { FrameRequest } from './frame-request';
import { latePreloads } from './late-preloads';

export type Catalogue = Record<string, unknown>;

/** `common` texts of one language from the shell's catalogues, with i18next's `{{name}}` interpolation. */
export function textsOf(catalogue: Catalogue): Texts {
  return (key, values = {}) => {
    let node: unknown = catalogue;
    for (const part of key.split('.')) node = (node as Catalogue | undefined)?.[part];
    const text = typeof node === 'string' ? node : key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

export function loadCatalogue(rootDir: string, language: LanguageCode): Catalogue {
  return JSON.parse(fs.readFileSync(path.join(rootDir, `shell/src/i18n/locales/${language}.json`), 'utf8'));
}

/** BCP 47 tag of a catalogue code, as the shell's `htmlLangOf` sets it at start-up. */
const htmlLangOf = (language: LanguageCode) =>
  language === 'TY' ? 'fil' : language === 'CN' ? 'zh-CN' : language.toLowerCase();

/** The boot splash in #root, with or without quotes (the production build minifies the HTML). */
const SPLASH = /<div class="?boot-splash"?[^>]*><\/div>/;
/**
 * The start chunks' preloads (tools/build/preload-start-chunks.cjs) help a page that shows nothing until its
 * JavaScript has run; with the frame drawn they only compete with the banner for a slow link, so the drawn
 * page leaves them out and main.js asks for its chunks itself.
 */
const START_PRELOADS = /<link rel="?preload"? as="?(script|style)"?[^>]*>/g;
const HTML_LANG = /<html lang=("[^"]*"|[^\s>]*)>/;
/**
 * What a page's HTML draws before its JavaScript: nothing (the built index.html, its boot splash in #root),
 * the frame, or the frame with the page's content (decision 0561's `data-drawn-page` host).
 */
export type DrawnState = 'splash' | 'frame' | 'content';
export const drawnStateOf = (html: string): DrawnState =>
  SPLASH.test(html) ? 'splash' : html.includes(`${DRAWN_PAGE_ATTRIBUTE}=`) ? 'content' : 'frame';

/** The shell's entry script in index.html (minified or not): `<script defer src=/m/main.<hash>.js></script>`. */
const MAIN_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]*\/main\.[^"\s>]+\.js)"?><\/script>/;

export interface DrawnPage {
  /** The frame's markup, put in place of #root's boot splash. */
  markup: string;
  language: LanguageCode;
  css: FrameCss;
  /**
   * A drawn page's own CSS (its remote's stylesheets, decision 0561), inline after the frame's: its CSP hash
   * comes with the response (`inlineStyleHashes` reads every inline style of the page).
   */
  pageCss?: string;
  /** Tags put first in the head (the home banner's image preload; other modules' preloads go here too). */
  headTags?: string;
  /**
   * What becomes of the start chunks' preloads (tools/build/preload-start-chunks.cjs), which help a page whose
   * first paint waits for its JavaScript: home drops them (they would compete with its banner for a slow
   * link); another drawn page asks for them at low priority, as main.js's `defer` is (decision 0551), and,
   * with frame-start, only after its first frame (held in the page's late preloads, decision 0591); a page
   * whose content is drawn keeps the scripts only: its first paint has its CSS inline, and main.js asks for
   * the shell's stylesheet with its chunk (decision 0553).
   */
  startPreloads: 'drop' | 'low' | 'scripts';
  /**
   * The shell build's frame-start.<hash>.js (tools/build/frame-start.cjs), named instead of main.js: it runs
   * main.js after the drawn frame's first frame (after home's banner), adding the held preloads first.
   */
  frameStartSrc?: string | null;
}

/**
 * The shell's index.html with a drawn frame in #root, the frame's CSS inline in the head and the player's
 * language on <html>: the one place a drawn page's HTML is put together (home and every other page). No
 * inline script: the shell's own bundle takes over as before.
 */
export function drawIntoIndex(indexHtml: string, page: DrawnPage): string {
  if (!SPLASH.test(indexHtml)) throw new Error('index.html has no boot splash to replace');
  const { frameStartSrc, startPreloads } = page;
  // With frame-start, a drawn page's preloads wait for its first frame (0591); without it (an older shell
  // build) they stay in the head at low priority (0551).
  const held: string[] | null = frameStartSrc && startPreloads !== 'drop' ? [] : null;
  const html = indexHtml
    .replace(HTML_LANG, `<html lang="${htmlLangOf(page.language)}">`)
    .replace('<head>', `<head>${page.headTags ?? ''}`);
  return html
    .replace(START_PRELOADS, (tag, as: string) => {
      if (startPreloads === 'drop' || (startPreloads === 'scripts' && as === 'style')) return '';
      if (!held) return atLowPriority(tag);
      held.push(atLowPriority(tag));
      return '';
    })
    .replace(
      '</head>',
      () =>
        `<style>${page.css.css}</style>${page.pageCss ? `<style>${page.pageCss}</style>` : ''}${held ? latePreloads(held) : ''}</head>`,
    )
    .replace(SPLASH, () => page.markup)
    .replace(MAIN_SCRIPT, (tag, mainSrc: string) =>
      frameStartSrc
        ? `<script defer src="${escapeAttribute(frameStartSrc)}" data-main="${escapeAttribute(mainSrc)}"></script>`
        : tag,
    );
}

/**
 * The shell's index.html with the home frame drawn into #root and the first banner preloaded at high
 * priority. With `frameStartSrc` the page names that script instead of main.js, and it loads main.js once
 * the banner has painted.
 */
export function renderHomeFrame(
  indexHtml: string,
  css: FrameCss,
  data: MerchantFrameData,
  catalogue: Catalogue,
  request: FrameRequest & { installed: boolean },
  frameStartSrc: string | null = null,
): string {
  const markup = renderToStaticMarkup(
    <PrerenderedHomeFrame
      t={textsOf(catalogue)}
      siteName={data.siteName}
      enabledRemotes={data.enabledRemotes}
      banners={data.banners}
      signedIn={request.signedIn}
      downloadBarShown={!request.downloadClosed && !request.installed}
    />,
  );
  const first = data.banners[0];
  const preload = first
    ? `<link rel="preload" as="image" href="${escapeAttribute(first.image)}" fetchpriority="high">`
    : '';
  return drawIntoIndex(indexHtml, {
    markup,
    language: request.language,
    css,
    headTags: preload,
    startPreloads: 'drop',
    frameStartSrc,
  });
}
