import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LanguageCode, MerchantManifest, PageRecord } from '@mobile/shared-contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MemberDraw } from '../home-frame/member-draw';
import { createPageDrawings } from './page-drawings';

/** One remote page the frame service holds a build of, as the member pages' drawing tests need it. */
export interface HeldPage {
  remote: 'member' | 'wallet' | 'agent';
  route: PageRecord;
  integrity: string;
  /** The page's stylesheet in the held build: its file name and its text. */
  css: { file: string; text: string };
  /** The remote's own English catalogue, and the shell's `common` words the page reads. */
  catalogue: Record<string, unknown>;
  common: Record<string, unknown>;
}

/** A faked platform call: the request's headers and address in, the platform's answer out. */
export type FakeCall = (headers: Record<string, string>, url: string) => Response;

export const ok = (value: unknown): Response => new Response(JSON.stringify({ success: true, value }));
export const refused = (): Response =>
  new Response(JSON.stringify({ success: false, code: 'NOT_LOGGED_IN', value: null }), { status: 401 });

/**
 * The platform's draw read as it answers (decision 0641): each member's own answer by their draw token, and
 * only while the member hint names that same member.
 */
export const byDrawToken =
  (answers: Record<string, { member: { id: number } }>): FakeCall =>
  (headers) => {
    const answer = answers[headers['x-draw-token'] ?? ''];
    return answer && String(answer.member.id) === headers['x-draw-member'] ? ok(answer) : refused();
  };

/** The page's draw read as the platform answers it: its address path and each member's answer by draw token. */
export interface FakeDrawRead {
  path: string;
  members: Record<string, { member: { id: number } }>;
}

/**
 * What the drawing tests of the members' own pages share (decisions 0642, 0661, 0671, 0681): the held build
 * of the page's remote in a temporary root, its merchant's manifest, the platform faked by address path (the
 * draw read answering each member by token, `answerWith` swapping it until the next test; `calls` for the
 * page's other reads, looked up at each call), a signed-in page request, and the drawn HTML.
 * Registers its own jest hooks: call it once, at the top of a test file.
 */
export function ownPageDrawingKit(
  page: HeldPage,
  drawRead: FakeDrawRead,
  calls: Record<string, FakeCall> = {},
) {
  let rootDir = '';
  /** Each member's own answer by token: the read every test starts with. */
  const answerByToken = byDrawToken(drawRead.members);
  let read = answerByToken;
  beforeAll(() => {
    rootDir = fs.mkdtempSync(path.join(os.tmpdir(), `${page.route.key}-drawing-`));
    const dist = path.join(rootDir, `remote-${page.remote}/dist`);
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, page.css.file), page.css.text);
    fs.writeFileSync(
      path.join(dist, 'page-assets.json'),
      JSON.stringify({
        entry: { file: 'remoteEntry.js', integrity: page.integrity },
        exposes: { [page.route.expose]: { js: [], css: [page.css.file], catalogues: {} } },
      }),
    );
    for (const [dir, catalogue] of [
      [`remote-${page.remote}/src/locales`, page.catalogue],
      ['shell/src/i18n/locales', page.common],
    ] as const) {
      fs.mkdirSync(path.join(rootDir, dir), { recursive: true });
      fs.writeFileSync(path.join(rootDir, dir, 'EN.json'), JSON.stringify(catalogue));
    }
  });
  afterAll(() => fs.rmSync(rootDir, { recursive: true, force: true }));
  beforeEach(() => {
    read = answerByToken;
    jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      const pathname = new URL(url).pathname;
      const call = pathname === drawRead.path ? read : calls[pathname];
      if (!call) throw new Error(`unexpected call ${url}`);
      return call((init?.headers ?? {}) as Record<string, string>, url);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  /** The merchant's manifest: every remote on, the page's own remote at `integrity` (the held build's by default). */
  const manifest = (integrity = page.integrity): MerchantManifest => {
    const remote = { enabled: true, entry: 'http://remote.test/remoteEntry.js', version: '1' };
    return {
      merchantCode: 'demo',
      name: 'Demo',
      remotes: {
        games: remote,
        member: remote,
        wallet: remote,
        agent: remote,
        [page.remote]: { ...remote, integrity },
      },
      frameOrigins: [],
    };
  };
  const drawingsOf = (merchant: MerchantManifest | null = manifest()) =>
    createPageDrawings({ rootDir, apiOrigin: 'http://api', manifestOf: async () => merchant });
  /** A signed-in member's page request carrying `memberDraw` (the draw cookie and its hints). */
  const request = (memberDraw: MemberDraw | null, search = '') => ({
    merchantCode: 'demo',
    language: 'EN' as LanguageCode,
    signedIn: true,
    search,
    hostname: '127.0.0.1',
    memberDraw,
  });
  /** The page's drawing for this request, its content as HTML; null where the page keeps its plain frame. */
  async function drawn(memberDraw: MemberDraw | null, drawings = drawingsOf(), search = '') {
    const drawing = await drawings.drawingOf(page.route, request(memberDraw, search));
    return drawing
      ? { html: renderToStaticMarkup(drawing.content), css: drawing.css, membersOwn: drawing.membersOwn }
      : null;
  }
  /** The draw reads asked so far. */
  const drawReads = () =>
    jest.mocked(fetch).mock.calls.filter(([input]) => new URL(String(input)).pathname === drawRead.path);
  /** Swaps the platform's draw read for the rest of the test. */
  const answerWith = (call: FakeCall) => {
    read = call;
  };
  /** The draw read's own answer for the member of this draw cookie. */
  const answerOf = (draw: MemberDraw) => drawRead.members[draw.token];
  return { route: page.route, manifest, drawingsOf, request, drawn, drawReads, answerWith, answerOf };
}

/** What `ownPageDrawingKit` gives a test file. */
export type OwnPageDrawingKit = ReturnType<typeof ownPageDrawingKit>;
