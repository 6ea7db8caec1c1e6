/* @jsxRuntime automatic */
import fs from 'node:fs';
import path from 'node:path';
import { catalogueT } from '@mobile/remote-games/src/lib/catalogue-t';
import {
  DEFAULT_LANGUAGE,
  isAgent,
  isFreePlay,
  type LanguageCode,
  type MerchantManifest,
  type PageRecord,
} from '@mobile/shared-contracts';
import { DrawnPageAreaView } from '@mobile/shell/src/federation/drawn-page-area-view';
import type { Texts } from '@mobile/shell/src/ui/texts';
import type { ReactNode } from 'react';
import type { MemberDraw } from '../home-frame/member-draw';
import type { ManifestOf } from '../home-frame/merchant-manifest';
import { textsOf } from '../home-frame/render-home-frame';
import { memoized } from '../memoized';
import { agentHomeAnswers, drawAgentHome, localDayAndHour } from './agent-home-drawing';
import { cachedSettings, depositAnswers, drawDeposit } from './deposit-drawing';
import { cachedGameList, drawGameList, type GamesT } from './game-list-drawing';
import { type HeldBuild, readHeldBuild, runsHeldBuild } from './held-build';
import { cachedLogin, drawLogin } from './login-drawing';
import { cachedLottery, drawLottery } from './lottery-drawing';
import { cachedWhitelabel, drawMemberHome, memberHomeAnswers } from './member-home-drawing';
import { cachedNotices, drawNotice, type MemberCatalogue } from './notice-drawing';
import { cachedPromotions, drawPromotions } from './promotions-drawing';
import { drawWithdraw, withdrawAnswers } from './withdraw-drawing';

/** The shell's catalogues (`common`), as the shell's bundle has them. */
const COMMON_DIR = 'shell/src/i18n/locales';

/** A page's first state drawn by the server: its page area's markup and the page's own CSS for the head. */
export interface PageDrawing {
  content: ReactNode;
  css: string;
  /**
   * The drawing shows the member's own data (decision 0642): the page is sent `private, no-store`, never
   * kept by any cache, and the drawing itself was made for this request alone.
   */
  membersOwn?: true;
}

export interface PageDrawingRequest {
  merchantCode: string;
  language: LanguageCode;
  signedIn: boolean;
  /** The address's query (`?types=A`), or ''. */
  search: string;
  /** The address's host name (no port): what the browser will say of passkeys there (decision 0631). */
  hostname: string;
  /** The draw-only credential and its hints, when the request carries them all (decisions 0641, 0642). */
  memberDraw?: MemberDraw | null;
  /** The signed-in player's member type from the shell's hint, when it carries one. */
  memberType?: number | null;
}

export interface PageDrawingsOptions {
  rootDir: string;
  apiOrigin: string;
  manifestOf: ManifestOf;
}

/**
 * The pages whose content the frame service draws (decisions 0561, 0602, 0611, 0621, 0631, 0642), by page key:
 * /m/notice, /m/activity, /m/lottery and /m/login (a page without titled bar and tab bar: `framelessPageRoute`) for a
 * guest, /m/gameList (a tab without filters) for every viewer, /m/member/home, /m/voucherCenter (0671),
 * /m/withdraw (0681) and /m/agent (0661, agents with the time zone hint) for a member whose page request
 * carries their draw cookie (drawn per request from their draw read, never cached).
 * Each draws from its remote's own view components, for the build of that remote this service holds, and
 * only while the merchant runs that very build; anything else (another build, a canary, the API slow, a
 * signed-in player's own data) gives null and the page keeps its plain frame (a page without a frame: the
 * plain index.html).
 */
export function createPageDrawings(options: PageDrawingsOptions) {
  const member = readHeldBuild(options.rootDir, 'member');
  const games = readHeldBuild(options.rootDir, 'games');
  const notices = cachedNotices(options.apiOrigin);
  const promotions = cachedPromotions(options.apiOrigin);
  const lottery = cachedLottery(options.apiOrigin);
  const gameList = cachedGameList(options.apiOrigin);
  const login = cachedLogin(options.apiOrigin);
  const whitelabel = cachedWhitelabel(options.apiOrigin);
  const settings = cachedSettings(options.apiOrigin);
  /** A catalogue of the service's sources (a remote's `src/locales`, the shell's `common`), read once. */
  const catalogueFile = memoized(
    (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>,
  );
  const catalogue = (dir: string, language: LanguageCode): Record<string, unknown> =>
    catalogueFile(path.join(options.rootDir, dir, `${language}.json`));
  const memberCatalogue = (language: LanguageCode): MemberCatalogue =>
    catalogue('remote-member/src/locales', language);
  // The shell's `common` words (the promotions' statuses), as the frame around the drawing reads them.
  const commonTextsOf = memoized((language: LanguageCode): Texts => textsOf(catalogue(COMMON_DIR, language)));
  /** What a remote page's i18n holds when it mounts: its namespace, and the shell's `common` with its fallback. */
  const pageCatalogues = (namespace: string, dir: string) => (language: LanguageCode) => ({
    [DEFAULT_LANGUAGE]: { common: catalogue(COMMON_DIR, DEFAULT_LANGUAGE) },
    [language]: { common: catalogue(COMMON_DIR, language), [namespace]: catalogue(dir, language) },
  });
  const gamesCatalogues = pageCatalogues('games', 'remote-games/src/locales');
  const memberCatalogues = pageCatalogues('member', 'remote-member/src/locales');
  const wallet = readHeldBuild(options.rootDir, 'wallet');
  const walletCatalogues = pageCatalogues('wallet', 'remote-wallet/src/locales');
  const agent = readHeldBuild(options.rootDir, 'agent');
  const agentCatalogues = pageCatalogues('agent', 'remote-agent/src/locales');
  const gamesTOf = memoized(
    (language: LanguageCode): GamesT => catalogueT(language, catalogue('remote-games/src/locales', language)),
  );

  async function drawn(
    route: PageRecord,
    held: HeldBuild | null,
    request: PageDrawingRequest,
    content: (manifest: MerchantManifest) => Promise<ReactNode | null>,
    inert = false,
  ): Promise<PageDrawing | null> {
    const manifest = await options.manifestOf(request.merchantCode);
    if (!manifest || !runsHeldBuild(manifest, route.owner, held)) return null;
    const css = held?.cssOf(route.expose);
    const page = css ? await content(manifest) : null;
    if (!css || !page) return null;
    return {
      content: (
        <DrawnPageAreaView owner={route.owner} expose={route.expose} inert={inert}>
          {page}
        </DrawnPageAreaView>
      ),
      css,
    };
  }

  /**
   * Each drawn page's content, by page key: a page drawn alike for every viewer it is for (`forMembers`:
   * a signed-in player gets it too), or a member's own page (`drawCookie`), drawn only for a member whose
   * request carries the draw cookie and its hints and whom the page's gate lets through.
   */
  const pages: Partial<Record<PageRecord['key'], SharedPage | OwnPage>> = {
    notice: {
      forMembers: false, // their read marks are theirs
      draw: (route, request) =>
        drawn(route, member, request, async () =>
          drawNotice(await notices(request.merchantCode), memberCatalogue(request.language), request),
        ),
    },
    promotions: {
      forMembers: false, // their statuses are theirs (0602)
      draw: (route, request) =>
        drawn(route, member, request, async () =>
          drawPromotions(
            await promotions(request.merchantCode),
            memberCatalogue(request.language),
            commonTextsOf(request.language),
            request,
          ),
        ),
    },
    lottery: {
      forMembers: false,
      draw: (route, request) =>
        drawn(route, games, request, async () =>
          drawLottery(
            await lottery(request.merchantCode, request.language),
            gamesCatalogues(request.language),
            request,
          ),
        ),
    },
    login: {
      forMembers: false, // a signed-in visitor is sent away (0631)
      draw: (route, request) =>
        drawn(
          route,
          member,
          request,
          async (manifest) =>
            drawLogin(
              await login(request.merchantCode),
              manifest,
              memberCatalogues(request.language),
              request,
            ),
          true, // a form: no tap or letter lost before the parcel takes over
        ),
    },
    gameList: {
      forMembers: true, // the same grid for every viewer (0611)
      draw: (route, request) =>
        drawn(route, games, request, () => drawGameList(gameList, gamesTOf(request.language), request)),
    },
    memberCentre: {
      // The member's own card, asked with their draw cookie (0641, 0642); free play is asked to register
      // instead of shown the page.
      drawCookie: { viewer: notFreePlay, plainAddressOnly: false },
      draw: (route, request, memberDraw) =>
        drawn(route, member, request, async () => {
          // Per request: the draw read is this member's alone, never in a cache (0642).
          const [answers, shown] = await Promise.all([
            memberHomeAnswers(options.apiOrigin, request.merchantCode, memberDraw),
            whitelabel(request.merchantCode),
          ]);
          return drawMemberHome(answers, shown, memberCatalogues(request.language), {
            language: request.language,
            memberDraw,
          });
        }),
    },
    deposit: {
      // The member's own channels and promotions, asked with their draw cookie (0671); free play is refused
      // the page (`depositor`), and `?order=` is the gateway's return.
      drawCookie: { viewer: notFreePlay, plainAddressOnly: true },
      draw: (route, request, memberDraw) =>
        drawn(
          route,
          wallet,
          request,
          async () => {
            // Per request: the draw read is this member's alone, never in a cache (0671).
            const [answers, merchantSettings] = await Promise.all([
              depositAnswers(options.apiOrigin, request.merchantCode, memberDraw),
              settings(request.merchantCode),
            ]);
            return drawDeposit(answers, merchantSettings, walletCatalogues(request.language), {
              language: request.language,
              memberDraw,
              search: request.search,
            });
          },
          true, // a form: no tap or letter lost before the parcel takes over (as login's, 0631)
        ),
    },
    agentHome: {
      // The agent's own balance and team, asked with their draw cookie (0661); the page sends anyone else home.
      drawCookie: { viewer: isAgent, plainAddressOnly: true },
      draw: async (route, request, memberDraw) => {
        // The greeting and the day need the browser's zone.
        const timeZone = memberDraw.timeZone;
        if (!timeZone) return null;
        return drawn(route, agent, request, async (manifest) => {
          const { today, hour } = localDayAndHour(timeZone, new Date());
          // Per request: the draw read is this agent's alone, never in a cache (0661).
          const [answers, shown] = await Promise.all([
            agentHomeAnswers(options.apiOrigin, request.merchantCode, memberDraw, today),
            whitelabel(request.merchantCode),
          ]);
          return drawAgentHome(answers, shown, manifest, agentCatalogues(request.language), {
            language: request.language,
            memberDraw,
            today,
            hour,
          });
        });
      },
    },
    withdraw: {
      // The member's own funds and masked cards, asked with their draw cookie (0681); free play is refused
      // the page (`depositor`), and `?view=` opens another tab.
      drawCookie: { viewer: notFreePlay, plainAddressOnly: true },
      draw: (route, request, memberDraw) =>
        drawn(
          route,
          wallet,
          request,
          async () =>
            // Per request: the draw read is this member's alone, never in a cache (0681).
            drawWithdraw(
              await withdrawAnswers(options.apiOrigin, request.merchantCode, memberDraw),
              walletCatalogues(request.language),
              { language: request.language, memberDraw, search: request.search },
            ),
          true, // a form (amount, withdrawal password): no letter lost before the parcel takes over (0691)
        ),
    },
  };

  /** Whether this viewer may get this page's drawing at all (no call made). */
  const drawsFor = (
    page: SharedPage | OwnPage,
    request: { signedIn: boolean; memberDraw?: MemberDraw | null },
  ): boolean =>
    page.drawCookie ? request.signedIn && Boolean(request.memberDraw) : page.forMembers || !request.signedIn;

  return {
    /**
     * Whether this page may be drawn for this viewer at all (before any API call): a page without a frame
     * costs the frame's calls only where its content may come with it.
     */
    mayDraw(route: PageRecord, request: { signedIn: boolean; memberDraw?: MemberDraw | null }): boolean {
      const page = pages[route.key];
      return page !== undefined && drawsFor(page, request);
    },
    async drawingOf(route: PageRecord, request: PageDrawingRequest): Promise<PageDrawing | null> {
      const page = pages[route.key];
      if (!page || !drawsFor(page, request)) return null;
      if (!page.drawCookie) return page.draw(route, request);
      const memberDraw = drawCookieThrough(page.drawCookie, request);
      const drawing = memberDraw ? await page.draw(route, request, memberDraw) : null;
      // A page drawn from the member's draw read shows their own data (0642): never kept by any cache.
      return drawing ? { ...drawing, membersOwn: true } : drawing;
    },
  };
}

/** A page drawn alike for every viewer it is drawn for; `forMembers`: a signed-in player gets it too. */
interface SharedPage {
  forMembers: boolean;
  drawCookie?: undefined;
  draw: (route: PageRecord, request: PageDrawingRequest) => Promise<PageDrawing | null>;
}

/** A member's own page, drawn per request from their draw read (decisions 0641, 0642). */
interface OwnPage {
  forMembers?: undefined;
  drawCookie: DrawCookieGate;
  draw: (
    route: PageRecord,
    request: PageDrawingRequest,
    memberDraw: MemberDraw,
  ) => Promise<PageDrawing | null>;
}

/** Every member type but free play (asked to register, or refused the page with FREE_REJECT). */
const notFreePlay = (memberType: number): boolean => !isFreePlay(memberType);

/** Who a member's own page is drawn for, before any draw read is asked. */
interface DrawCookieGate {
  /** The member types the page shows itself to (the draw read refuses the rest with the page's own rule). */
  viewer: (memberType: number) => boolean;
  /** Drawn for the page's plain address only: a query opens another state (a return, another tab). */
  plainAddressOnly: boolean;
}

/**
 * The request's draw cookie where the page's gate lets this viewer through, else null (no draw read asked).
 * Without the member type hint the draw read's own rule decides.
 */
function drawCookieThrough(gate: DrawCookieGate, request: PageDrawingRequest): MemberDraw | null {
  const { memberDraw, memberType } = request;
  if (!request.signedIn || !memberDraw) return null;
  if (gate.plainAddressOnly && request.search !== '') return null;
  if (typeof memberType === 'number' && !gate.viewer(memberType)) return null;
  return memberDraw;
}
