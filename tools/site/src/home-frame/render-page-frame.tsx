/* @jsxRuntime automatic */
import { PrerenderedPageFrame } from '@mobile/shell/src/frame/prerendered-page-frame';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageDrawing } from '../page-drawings/page-drawings';
import type { FrameCss } from './frame-css';
import type { MerchantFrameData } from './frame-data';
import type { FrameRequest } from './frame-request';
import { type Catalogue, drawIntoIndex, textsOf } from './render-home-frame';

/**
 * The shell's index.html with a page's frame drawn into #root (titled bar with the page's title, the page
 * area, empty or with the page's drawn first state, the tab bar where the page has one), for a path whose
 * route `pageFrameRoute` chose. The start chunks' preloads stay, at low priority and held until the first
 * frame: the page's own content comes with the JavaScript, but its first paint needs none of it (decisions
 * 0551, 0591).
 */
export function renderPageFrame(
  indexHtml: string,
  css: FrameCss,
  /** The address's path as asked for (the shell draws the frame of `location.pathname`). */
  pathname: string,
  data: MerchantFrameData,
  catalogue: Catalogue,
  request: FrameRequest & { installed: boolean },
  /** The shell build's frame-start script: main.js and the preloads after the drawn frame's first frame (0552, 0591). */
  frameStartSrc: string | null = null,
  /** The page's first state where the server draws it (decision 0561), else the empty page area. */
  drawing: PageDrawing | null = null,
): string {
  const markup = renderToStaticMarkup(
    <PrerenderedPageFrame
      t={textsOf(catalogue)}
      path={pathname}
      siteName={data.siteName}
      enabledRemotes={data.enabledRemotes}
      downloadBarShown={!request.downloadClosed && !request.installed}
      content={drawing?.content ?? null}
    />,
  );
  return drawIntoIndex(indexHtml, {
    markup,
    language: request.language,
    css,
    startPreloads: drawing ? 'scripts' : 'low',
    frameStartSrc,
    ...(drawing ? { pageCss: drawing.css } : {}),
  });
}
