import { enabledRemotes, type MerchantManifest } from './manifest';
import { URL_TOKEN_SCRIPT_HASH } from './url-token-page';

/** What the page's Content-Security-Policy is built from besides the merchant's manifest. */
export interface PolicyOptions {
  /** Origin of icons, banners and videos when they are not same-origin paths (the API's ASSET_ORIGIN). */
  assetOrigin?: string;
  /** Origin of the live chat when the merchant has one: framed and connected to. */
  chatOrigin?: string;
  /** `'sha256-…'` sources of inline <style> blocks the server itself put in the page (home frame CSS). */
  inlineStyleHashes?: string[];
  /**
   * `'sha256-…'` sources of style attributes the server itself wrote in the page (a drawn page's row box
   * and offsets, decision 0611), allowed beside Chartist's two.
   */
  inlineStyleAttributeHashes?: string[];
  /**
   * Local gateway only (never nginx): a remote on a loopback origin (a team's dev server, `pnpm dev`)
   * may open its hot-update socket, ws:// on the same host and port.
   */
  devSockets?: boolean;
  /**
   * The page's address carries a session token (`?token=`, finding 12 of issue 26): no Referer at all.
   * nginx decides it per request instead (`$page_referrer_policy`, deploy/nginx/gateway.conf).
   */
  tokenInAddress?: boolean;
}

/** ws://host:port of each loopback http origin: where a webpack-dev-server's client connects. */
function devSocketOrigins(origins: string[]): string[] {
  return origins
    .map((origin) => new URL(origin))
    .filter((url) => url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    .map((url) => `ws://${url.host}`);
}

/** sha256 of Chartist's `width: 100%; height: 100%;` (its SVG) and `overflow: visible;` (its labels). */
const CHART_STYLE_ATTRIBUTE_HASHES = [
  "'sha256-7QjiizGaIV/0HdTo3IYJW3cdwZC5lF69KZWWFmTz8Gw='",
  "'sha256-+7g9GIVwIQyRW5AWmV3tOknRu/VejUoNtGLu4+COYXU='",
];

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

const unique = (values: (string | null | undefined)[]): string[] =>
  [...new Set(values.filter((v): v is string => Boolean(v)))].sort();

/** Origins of the merchant's enabled remotes: the only scripts besides this origin's. */
export function remoteOrigins(manifest: MerchantManifest): string[] {
  return unique(enabledRemotes(manifest).map((name) => originOf(manifest.remotes[name].entry)));
}

/**
 * The shell page's CSP (OWASP ASVS 5 V3.4.3): scripts, styles and fonts from this origin and the enabled
 * remotes only; frames only from the merchant's frame origins (games, lottery, task, chat); no plugins, no
 * <base>, never framed itself. `manifest` null (the API could not be asked) gives the same policy without
 * remotes or frames: the page then shows its own error instead of loading anything unplanned.
 */
export function contentSecurityPolicy(
  manifest: MerchantManifest | null,
  options: PolicyOptions = {},
): string {
  const remotes = manifest ? remoteOrigins(manifest) : [];
  const asset = options.assetOrigin ? originOf(options.assetOrigin) : null;
  const chat = options.chatOrigin ? originOf(options.chatOrigin) : null;
  const frames = unique([...(manifest?.frameOrigins.map(originOf) ?? []), chat]);
  const list = (...sources: (string | null)[]) => unique(sources).join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    // 'report-sample': a violation report carries the first 40 characters of the refused inline code.
    // The one inline script is index.html's first, which takes a token out of the address, allowed by hash.
    ['script-src', `${list("'self'", ...remotes)} ${URL_TOKEN_SCRIPT_HASH} 'report-sample'`],
    ['style-src', `${list("'self'", ...remotes, ...(options.inlineStyleHashes ?? []))} 'report-sample'`],
    // Chartist (the agent's trend chart) writes exactly these two style attributes; besides them only those
    // the server wrote in this very page (decision 0611).
    [
      'style-src-attr',
      `'unsafe-hashes' ${[...new Set([...CHART_STYLE_ATTRIBUTE_HASHES, ...(options.inlineStyleAttributeHashes ?? [])])].join(' ')} 'report-sample'`,
    ],
    ['font-src', list("'self'", ...remotes)],
    ['img-src', list("'self'", 'data:', 'blob:', asset, ...remotes)],
    ['media-src', list("'self'", 'blob:', asset)],
    // mf-manifest.json and chunk preloads of the remotes; the API is this origin (/wps, /lgw, /lotto).
    [
      'connect-src',
      list("'self'", asset, chat, ...remotes, ...(options.devSockets ? devSocketOrigins(remotes) : [])),
    ],
    ['frame-src', frames.length > 0 ? frames.join(' ') : "'none'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Powerful features no page of the site uses; frames cannot be delegated them either. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'browsing-topics=()',
].join(', ');

/** Every header an HTML page of the site is sent with (gateway and nginx alike). */
export function htmlSecurityHeaders(
  manifest: MerchantManifest | null,
  options: PolicyOptions = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(manifest, options),
    // The task frame puts a token in its URL: never send a path to another origin; and a page whose own
    // address carries a token sends no Referer at all (its first script cleans the address, but a
    // preload-scanned request may leave before it).
    'Referrer-Policy': options.tokenInAddress ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    // Popups (payment pages, vendor windows) stay possible; a cross-origin opener cannot reach this page.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/**
 * The same headers as an nginx include (`add_header … always;`), for `deploy/nginx`. The Referrer-Policy is
 * nginx's `$page_referrer_policy`, mapped per request from the query string in gateway.conf.
 */
export function nginxSecurityHeaders(manifest: MerchantManifest | null, options: PolicyOptions = {}): string {
  const lines = Object.entries(htmlSecurityHeaders(manifest, options)).map(([name, value]) =>
    name === 'Referrer-Policy'
      ? `add_header ${name} $page_referrer_policy always;`
      : `add_header ${name} "${value}" always;`,
  );
  return `${lines.join('\n')}\n`;
}
