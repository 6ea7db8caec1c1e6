import { APP_USER_AGENT_MARKER, HOME_PATH, type LanguageCode, REMOTE_NAMES } from '@mobile/shared-contracts';
import { framelessPageRoute, pageFrameRoute } from '@mobile/shell/src/frame/page-frame-route';
import { memoized } from '../memoized';
import { createPageDrawings } from '../page-drawings/page-drawings';
import { loadFrameCss } from './frame-css';
import { cachedFrameData, isSiteOpen } from './frame-data';
import { frameRequestOf } from './frame-request';
import { cachedManifest, type ManifestOf } from './merchant-manifest';
import { loadCatalogue, renderHomeFrame } from './render-home-frame';
import { renderPageFrame } from './render-page-frame';
import { shellBuildReader } from './shell-build';

/** The host name of a Host header (`demo.example:8443` -> `demo.example`, `[::1]:80` -> `[::1]`), or ''. */
export function hostnameOf(host: string | undefined): string {
  try {
    return host ? new URL(`http://${host}`).hostname : '';
  } catch {
    return '';
  }
}

export interface HomeFrameOptions {
  rootDir: string;
  /** Where the shell's build lies (its index.html). */
  shellDir: string;
  apiOrigin: string;
}

export interface HomeFrameRequest {
  /** The address's path, without its query: /m/home, or any other page of the page table. */
  pathname: string;
  /** The address's query with its '?' (a page's drawing may depend on it), or ''. */
  search?: string;
  host: string | undefined;
  cookie: string | undefined;
  userAgent: string | undefined;
  ip: string;
}

/** Response headers of a drawn page (and of its plain fallback): per player (cookies), revalidated on every load. */
export const HOME_FRAME_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-cache',
  Vary: 'Cookie',
} as const;

/** Response headers of a page drawn with the member's own data (decision 0642): kept by no cache at all. */
export const MEMBER_PAGE_HEADERS = { ...HOME_FRAME_HEADERS, 'Cache-Control': 'private, no-store' } as const;

/** A drawn page's HTML, and whether it shows the member's own data (then sent with MEMBER_PAGE_HEADERS). */
export interface DrawnPage {
  html: string;
  membersOwn: boolean;
}

/**
 * A page with its frame drawn by the server, for the gateway and for the frame service behind nginx:
 * /m/home (issue 11: header, ticker, first banner, tab bar) and every page of the page table the shell
 * would draw for this player (issue 34: titled bar, tab bar; `pageFrameRoute`), and a page without them
 * where its content is drawn (decision 0621: `framelessPageRoute`). Answers null when no frame is drawn (a
 * path without one, site closed for this player, API slow or down): the caller then sends the plain
 * index.html and the shell draws everything, as before.
 */
export function createHomeFrame(
  options: HomeFrameOptions,
  manifestOf: ManifestOf = cachedManifest({ apiOrigin: options.apiOrigin }),
) {
  const css = loadFrameCss(options.rootDir);
  const shellBuild = shellBuildReader(options.shellDir);
  const frameData = cachedFrameData(options.apiOrigin, manifestOf);
  // PAGE_DRAWINGS=off: frames only, no page content (decision 0561): the operator's switch if a drawing
  // misbehaves, and the bench's 'before' on the same build.
  const drawings =
    process.env.PAGE_DRAWINGS === 'off'
      ? null
      : createPageDrawings({ rootDir: options.rootDir, apiOrigin: options.apiOrigin, manifestOf });
  const catalogue = memoized((language: LanguageCode) => loadCatalogue(options.rootDir, language));

  async function page(request: HomeFrameRequest): Promise<DrawnPage | null> {
    // One parse of the cookies: the viewer's hints and, for a member's own page only, the draw credential.
    const frame = frameRequestOf(request.host, request.cookie);
    const home = request.pathname === HOME_PATH;
    // A path no merchant could have a frame for costs no API call. A page without a frame is drawn only
    // with its content (decision 0621): none where pages are not drawn.
    const frameless = home ? null : framelessPageRoute(request.pathname, frame, REMOTE_NAMES);
    const anyRoute = home
      ? null
      : (pageFrameRoute(request.pathname, frame, REMOTE_NAMES) ??
        (frameless && drawings?.mayDraw(frameless, frame) ? frameless : null));
    if (!home && !anyRoute) return null;
    try {
      const [open, data, drawing] = await Promise.all([
        isSiteOpen(options.apiOrigin, frame.merchantCode, request.ip),
        frameData(frame.merchantCode),
        // The page's content too where it is drawn (decision 0561), asked beside the frame's data.
        anyRoute && drawings
          ? drawings.drawingOf(anyRoute, {
              ...frame,
              search: request.search ?? '',
              hostname: hostnameOf(request.host),
            })
          : null,
      ]);
      if (!open) return null;
      const { indexHtml, frameStart } = shellBuild();
      const installed = (request.userAgent ?? '').toUpperCase().includes(APP_USER_AGENT_MARKER);
      if (!home) {
        const shown =
          pageFrameRoute(request.pathname, frame, data.enabledRemotes) ??
          (drawing ? framelessPageRoute(request.pathname, frame, data.enabledRemotes) : null);
        if (!shown) return null;
        const html = renderPageFrame(
          indexHtml,
          css,
          request.pathname,
          data,
          catalogue(frame.language),
          { ...frame, installed },
          frameStart ? `/m/${frameStart}` : null,
          drawing,
        );
        return { html, membersOwn: drawing?.membersOwn === true };
      }
      const html = renderHomeFrame(
        indexHtml,
        css,
        data,
        catalogue(frame.language),
        { ...frame, installed },
        frameStart ? `/m/${frameStart}` : null,
      );
      return { html, membersOwn: false };
    } catch (error) {
      console.warn('[home-frame] drawn by the client instead:', (error as Error).message);
      return null;
    }
  }

  return {
    cspStyleHash: css.cspHash,
    /** The page with its frame drawn, and whether it shows the member's own data; null: the plain index.html. */
    page,
  };
}
