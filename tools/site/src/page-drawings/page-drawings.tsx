/* @jsxRuntime automatic */
import fs from 'node:fs';
import path from 'node:path';
import type { LanguageCode, PageRecord } from '@mobile/shared-contracts';
import { DrawnPageAreaView } from '@mobile/shell/src/federation/drawn-page-area-view';
import type { Texts } from '@mobile/shell/src/ui/texts';
import type { ReactNode } from 'react';
import type { ManifestOf } from '../home-frame/merchant-manifest';
import { loadCatalogue, textsOf } from '../home-frame/render-home-frame';
import { type HeldBuild, readHeldBuild, runsHeldBuild } from './held-build';
import { cachedNotices, drawNotice, type MemberCatalogue } from './notice-drawing';
import { cachedPromotions, drawPromotions } from './promotions-drawing';

/** A page's first state drawn by the server: its page area's markup and the page's own CSS for the head. */
export interface PageDrawing {
  content: ReactNode;
  css: string;
}

export interface PageDrawingRequest {
  merchantCode: string;
  language: LanguageCode;
  signedIn: boolean;
  /** The address's query (`?types=A`), or ''. */
  search: string;
}

export interface PageDrawingsOptions {
  rootDir: string;
  apiOrigin: string;
  manifestOf: ManifestOf;
}

/**
 * The pages whose content the frame service draws (decisions 0561, 0602), by page key: /m/notice and
 * /m/activity, each for a guest only.
 * Each draws from its remote's own view components, for the build of that remote this service holds, and
 * only while the merchant runs that very build; anything else (another build, a canary, the API slow, a
 * signed-in player's own data) gives null and the page keeps its plain frame.
 */
export function createPageDrawings(options: PageDrawingsOptions) {
  const member = readHeldBuild(options.rootDir, 'member');
  const notices = cachedNotices(options.apiOrigin);
  const promotions = cachedPromotions(options.apiOrigin);
  const catalogues = new Map<LanguageCode, MemberCatalogue>();
  const memberCatalogue = (language: LanguageCode): MemberCatalogue => {
    let found = catalogues.get(language);
    if (!found) {
      const file = path.join(options.rootDir, `remote-member/src/locales/${language}.json`);
      found = JSON.parse(fs.readFileSync(file, 'utf8')) as MemberCatalogue;
      catalogues.set(language, found);
    }
    return found;
  };
  // The shell's `common` words (the promotions' statuses), as the frame around the drawing reads them.
  const commonTexts = new Map<LanguageCode, Texts>();
  const commonTextsOf = (language: LanguageCode): Texts => {
    let found = commonTexts.get(language);
    if (!found) {
      found = textsOf(loadCatalogue(options.rootDir, language));
      commonTexts.set(language, found);
    }
    return found;
  };

  async function drawn(
    route: PageRecord,
    held: HeldBuild | null,
    request: PageDrawingRequest,
    content: () => Promise<ReactNode | null>,
  ): Promise<PageDrawing | null> {
    const manifest = await options.manifestOf(request.merchantCode);
    if (!manifest || !runsHeldBuild(manifest, route.owner, held)) return null;
    const css = held?.cssOf(route.expose);
    const page = css ? await content() : null;
    if (!css || !page) return null;
    return {
      content: (
        <DrawnPageAreaView owner={route.owner} expose={route.expose}>
          {page}
        </DrawnPageAreaView>
      ),
      css,
    };
  }

  return {
    async drawingOf(route: PageRecord, request: PageDrawingRequest): Promise<PageDrawing | null> {
      if (route.key === 'notice' && !request.signedIn) {
        return drawn(route, member, request, async () =>
          drawNotice(await notices(request.merchantCode), memberCatalogue(request.language), request),
        );
      }
      if (route.key === 'promotions' && !request.signedIn) {
        return drawn(route, member, request, async () =>
          drawPromotions(
            await promotions(request.merchantCode),
            memberCatalogue(request.language),
            commonTextsOf(request.language),
            request,
          ),
        );
      }
      return null;
    },
  };
}
