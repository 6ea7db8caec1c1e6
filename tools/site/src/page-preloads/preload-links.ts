import {
  findRoute,
  type LanguageCode,
  type MerchantManifest,
  type PageRecord,
  type RemoteName,
} from '@mobile/shared-contracts';
import { escapeAttribute } from 'entities';
import { withLatePreloads } from '../home-frame/late-preloads';
import { vouchedEntry } from '../home-frame/merchant-manifest';
import type { DrawnState } from '../home-frame/render-home-frame';
import type { PageAssetScript, PageAssets } from './page-assets';

/** The page a request path opens and the remote entry it is drawn from, when its files can be preloaded. */
export interface PreloadTarget {
  route: PageRecord;
  remote: RemoteName;
  entry: string;
  integrity: string;
}

/** The page record of a request path (query and fragment ignored), if it is a remote's page. */
export const pageOf = (pathWithQuery: string): PageRecord | undefined =>
  findRoute(pathWithQuery.split(/[?#]/, 1)[0] ?? '');

/**
 * What a deep link to `pathWithQuery` will load first, or null when nothing should be preloaded: not a
 * page of a remote (home, unknown paths), or a remote whose entry the server cannot know (`vouchedEntry`:
 * switched off, a canary, no integrity).
 */
export function preloadTarget(pathWithQuery: string, manifest: MerchantManifest): PreloadTarget | null {
  const route = pageOf(pathWithQuery);
  const vouched = route ? vouchedEntry(manifest, route.owner) : null;
  return route && vouched ? { route, remote: route.owner, ...vouched } : null;
}

const scriptLink = (href: string, integrity: string) =>
  `<link rel="preload" as="script" href="${escapeAttribute(href)}" integrity="${escapeAttribute(integrity)}" crossorigin="anonymous">`;

export interface PreloadLinksInput {
  target: PreloadTarget;
  assets: PageAssets;
  language: LanguageCode;
  /** The page's own origin (scheme, host, port): a remote's stylesheet is asked for in CORS mode only from another origin. */
  pageOrigin: string;
}

/**
 * The <link rel="preload"> tags of a deep link, in the order the page needs the files: the remote's entry,
 * the exposed page's scripts and stylesheets, then the remote's catalogue in the player's language. Each
 * carries what the later request carries, or Chromium would not use it and download the file twice: scripts
 * `integrity` and `crossorigin="anonymous"` (the federation runtime's entry script and
 * webpack-subresource-integrity's chunk scripts), stylesheets `crossorigin` only when the remote is on
 * another origin (mini-css-extract's rule) and no integrity (its links carry none). Empty when the table
 * is not of the entry the manifest vouches for (a new build deployed before the operator accepted it) or
 * does not know the page.
 */
export function preloadLinks({ target, assets, language, pageOrigin }: PreloadLinksInput): string[] {
  if (assets.entry.integrity !== target.integrity) return [];
  const page = assets.exposes[target.route.expose];
  if (!page) return [];
  const url = (file: string) => new URL(file, target.entry).href;
  const crossOrigin = new URL(target.entry).origin !== pageOrigin;
  const script = ({ file, integrity }: PageAssetScript) => scriptLink(url(file), integrity);
  const catalogue = page.catalogues[language];
  return [
    scriptLink(target.entry, target.integrity),
    ...page.js.map(script),
    ...page.css.map(
      (file) =>
        `<link rel="preload" as="style" href="${escapeAttribute(url(file))}"${crossOrigin ? ' crossorigin="anonymous"' : ''}>`,
    ),
    ...(catalogue ? [script(catalogue)] : []),
  ];
}

/**
 * An image the page will draw from its API answer (a banner): no `crossorigin`, as its <img> has none. After
 * the scripts, which the page needs first to draw it.
 */
export const imageLink = (href: string) => `<link rel="preload" as="image" href="${escapeAttribute(href)}">`;

/**
 * A preload tag asked for at low priority. On a page whose frame is drawn in its HTML, no script or stylesheet
 * is needed for the first paint; at their default priority (high, highest for a stylesheet) Chromium starts
 * them beside the HTML and Lighthouse counts each one that arrived before the observed first paint as
 * blocking it (decision 0551).
 */
const STYLE_PRELOAD = /^<link rel="?preload"? as="?style"?/;

export const atLowPriority = (tag: string) => tag.replace(/\s*\/?>$/, ' fetchpriority="low">');

/**
 * `html` with `links` added: as they are at the end of the head while a boot splash waits for the
 * JavaScript; at low priority when the page's frame is drawn (0551), held with the start's preloads until the
 * first frame where frame-start will add them (0591), and without the stylesheets when its content is drawn
 * too (its CSS is inline; 0553).
 */
export function withPreloadLinks(html: string, links: readonly string[], drawn: DrawnState): string {
  if (links.length === 0) return html;
  if (drawn === 'splash') return atHeadEnd(html, links);
  const kept = drawn === 'content' ? links.filter((link) => !STYLE_PRELOAD.test(link)) : links;
  const tags = kept.map(atLowPriority);
  return withLatePreloads(html, tags) ?? atHeadEnd(html, tags);
}

function atHeadEnd(html: string, tags: readonly string[]): string {
  const end = html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}${tags.join('')}${html.slice(end)}`;
}
