import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The CSS of everything a drawn frame draws (home's and every page's), in the order the shell's bundle applies it. */
export const FRAME_CSS_FILES = [
  'react-kit/src/kit.css',
  'shell/src/styles/base.css',
  'shell/src/ui/ui.css',
  'shell/src/frame/app-frame.css',
  'shell/src/frame/download-banner.css',
  'shell/src/frame/home-header.css',
  'shell/src/frame/notice-ticker.css',
  'shell/src/frame/tab-bar.css',
  'shell/src/frame/titled-bar.css',
  'shell/src/home/banner-carousel.css',
];

/** Inside an installed web app the shell leaves the download bar out; so does the frame, before any JS. */
const INSTALLED_RULE = '@media (display-mode: standalone){[data-prerendered] .download-banner{display:none}}';

export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

export interface FrameCss {
  css: string;
  /** CSP source for the inline style (`style-src 'sha256-…'`): the one place it is computed. */
  cspHash: string;
}

/** Read once when the gateway starts: the CSS is the same for every merchant and language. */
export function loadFrameCss(rootDir: string): FrameCss {
  const css = minifyCss(
    FRAME_CSS_FILES.map((file) => fs.readFileSync(path.join(rootDir, file), 'utf8')).join('\n') +
      INSTALLED_RULE,
  );
  return { css, cspHash: `'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'` };
}
