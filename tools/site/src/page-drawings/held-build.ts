import fs from 'node:fs';
import path from 'node:path';
import type { MerchantManifest, RemoteName } from '@mobile/shared-contracts';
import { minifyCss } from '../home-frame/frame-css';
import { vouchedEntry } from '../home-frame/merchant-manifest';
import { PAGE_ASSETS_FILE, type PageAssets, parsePageAssets } from '../page-preloads/page-assets';

/** A remote's build as this frame service holds it: the one its drawings were made with. */
export interface HeldBuild {
  assets: PageAssets;
  /** An exposed page's stylesheets from that build, joined and minified (inlined with its drawing). */
  cssOf(expose: string): string | null;
}

/** `remote-<name>/dist` under the service's root, or null when this service holds no build of it. */
export function readHeldBuild(rootDir: string, remote: RemoteName): HeldBuild | null {
  const dist = path.join(rootDir, `remote-${remote}/dist`);
  let assets: PageAssets | null;
  try {
    assets = parsePageAssets(JSON.parse(fs.readFileSync(path.join(dist, PAGE_ASSETS_FILE), 'utf8')));
  } catch {
    return null;
  }
  if (!assets) return null;
  const held = assets;
  const css = new Map<string, string | null>();
  return {
    assets: held,
    cssOf(expose) {
      if (!css.has(expose)) {
        const files = held.exposes[expose]?.css;
        try {
          const text = files?.map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');
          // A url() is relative to the remote's origin, not the page's: such a stylesheet is not inlined.
          css.set(expose, text && !/url\(/i.test(text) ? minifyCss(text) : null);
        } catch {
          css.set(expose, null);
        }
      }
      return css.get(expose) ?? null;
    },
  };
}

/**
 * Whether the merchant runs the very build this service holds of `remote`: its manifest vouches for that
 * build's remoteEntry.js by integrity, and no canary arm splits its players. Only then is a page of it drawn
 * by the server; a remote deployed after this service was built gets the plain frame (decision 0561).
 */
export function runsHeldBuild(
  manifest: MerchantManifest,
  remote: RemoteName,
  held: HeldBuild | null,
): boolean {
  return held !== null && vouchedEntry(manifest, remote)?.integrity === held.assets.entry.integrity;
}
