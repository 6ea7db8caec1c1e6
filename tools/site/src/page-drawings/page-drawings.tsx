/* @jsxRuntime automatic */
import fs from 'node:fs';
import path from 'node:path';
import { catalogueT } from '@mobile/remote-games/src/lib/catalogue-t';
import type { LanguageCode, PageRecord, RemoteName } from '@mobile/shared-contracts';
import { DrawnPageAreaView } from '@mobile/shell/src/federation/drawn-page-area-view';
import type { ReactNode } from 'react';
import type { ManifestOf } from '../home-frame/merchant-manifest';
import { cachedGameList, drawGameList, type GamesT } from './game-list-drawing';
import { type HeldBuild, readHeldBuild, runsHeldBuild } from './held-build';
import { cachedNotices, drawNotice, type MemberCatalogue } from './notice-drawing';

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
 * The pages whose content the frame service draws (decisions 0561, 0611), by page key: /m/notice for a
 * guest, /m/gameList (a tab without filters) for every viewer.
 * Each draws from its remote's own view components, for the build of that remote this service holds, and
 * only while the merchant runs that very build; anything else (another build, a canary, the API slow, a
 * signed-in player's own data) gives null and the page keeps its plain frame.
 */
export function createPageDrawings(options: PageDrawingsOptions) {
  const member = readHeldBuild(options.rootDir, 'member');
  const games = readHeldBuild(options.rootDir, 'games');
  const notices = cachedNotices(options.apiOrigin);
  const gameList = cachedGameList(options.apiOrigin);
  const memberCatalogue = perLanguage(
    (language) => readCatalogue(options.rootDir, 'member', language) as MemberCatalogue,
  );
  const gamesT = perLanguage<GamesT>((language) =>
    catalogueT(language, readCatalogue(options.rootDir, 'games', language)),
  );

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
      if (route.key === 'gameList') {
        return drawn(route, games, request, () => drawGameList(gameList, gamesT(request.language), request));
      }
      return null;
    },
  };
}

/** A remote's catalogue of one language, as the service holds its sources. */
function readCatalogue(rootDir: string, remote: RemoteName, language: LanguageCode): Record<string, unknown> {
  const file = path.join(rootDir, `remote-${remote}/src/locales/${language}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** One value per language, made when first asked for. */
function perLanguage<T>(make: (language: LanguageCode) => T): (language: LanguageCode) => T {
  const made = new Map<LanguageCode, T>();
  return (language) => {
    let found = made.get(language);
    if (found === undefined) {
      found = make(language);
      made.set(language, found);
    }
    return found;
  };
}
