import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MemberCentreDrawing } from '@mobile/remote-member/src/features/member-centre/member-centre-drawing';
import memberEn from '@mobile/remote-member/src/locales/EN.json';
import {
  findRoute,
  type MemberHomeDrawing,
  type MerchantManifest,
  type PageRecord,
} from '@mobile/shared-contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MemberDraw } from '../home-frame/member-draw';
import { createPageDrawings } from './page-drawings';

const HELD = `sha384-${'M'.repeat(64)}`;
const CSS = '.mc-card { padding: 12px; }';
const COMMON = { action: { back: 'Back' }, title: { memberCentre: 'Member centre' } };
const MEMBER_HOME = findRoute('/m/member/home') as PageRecord;

let rootDir: string;
beforeAll(() => {
  rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-home-drawing-'));
  const dist = path.join(rootDir, 'remote-member/dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'member-centre.css'), CSS);
  fs.writeFileSync(
    path.join(dist, 'page-assets.json'),
    JSON.stringify({
      entry: { file: 'remoteEntry.js', integrity: HELD },
      exposes: { './MemberCentrePage': { js: [], css: ['member-centre.css'], catalogues: {} } },
    }),
  );
  for (const [dir, catalogue] of [
    ['remote-member/src/locales', memberEn],
    ['shell/src/i18n/locales', COMMON],
  ] as const) {
    fs.mkdirSync(path.join(rootDir, dir), { recursive: true });
    fs.writeFileSync(path.join(rootDir, dir, 'EN.json'), JSON.stringify(catalogue));
  }
});
afterAll(() => fs.rmSync(rootDir, { recursive: true, force: true }));

const manifest = (integrity = HELD): MerchantManifest => {
  const remote = { enabled: true, entry: 'http://remote.test/remoteEntry.js', version: '1' };
  return {
    merchantCode: 'demo',
    name: 'Demo',
    remotes: { games: remote, member: { ...remote, integrity }, wallet: remote, agent: remote },
    frameOrigins: [],
  };
};

const kyc = {
  state: 'approved' as const,
  reason: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: '2026-11-21T10:00:00.000Z',
  images: 2,
  requiredForWithdrawal: true,
};
const answerOf = (id: number, nickname: string, sumBalance: number): MemberHomeDrawing => ({
  member: { id, type: 0, nickname, account: `player${id}`, memberLabel: [], clubLabel: null },
  wallet: { currencySymbol: '₱', sumBalance },
  kyc,
});
const WHITELABEL = { features: ['MAILCEN'], menu: {} };
/** The platform's draw reads, by draw token: each member's own answer. */
const MEMBERS: Record<string, MemberHomeDrawing> = {
  'token-of-member-seven-0123': answerOf(7, 'Lucky Juan', 12345.67),
  'token-of-member-eight-0123': answerOf(8, 'Maria', 5),
};

let drawRead: (headers: Record<string, string>) => Response;
const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
const refused = () =>
  new Response(JSON.stringify({ success: false, code: 'NOT_LOGGED_IN', value: null }), { status: 401 });
beforeEach(() => {
  drawRead = (headers) => {
    const answer = MEMBERS[headers['x-draw-token'] ?? ''];
    return answer && String(answer.member.id) === headers['x-draw-member'] ? ok(answer) : refused();
  };
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/wps/system/whitelabel')) return ok(WHITELABEL);
    if (url.endsWith('/wps/draw/member-home')) return drawRead(init?.headers as Record<string, string>);
    throw new Error(`unexpected call ${url}`);
  });
});
afterEach(() => jest.restoreAllMocks());

const drawOf = (token: string, member: string, balanceHidden = false): MemberDraw => ({
  token,
  member,
  balanceHidden,
});
const SEVEN = drawOf('token-of-member-seven-0123', '7');
const EIGHT = drawOf('token-of-member-eight-0123', '8');
const request = (memberDraw: MemberDraw | null) => ({
  merchantCode: 'demo',
  language: 'EN' as const,
  signedIn: true,
  search: '',
  hostname: '127.0.0.1',
  memberDraw,
});
const drawingsOf = (merchant: MerchantManifest | null = manifest()) =>
  createPageDrawings({ rootDir, apiOrigin: 'http://api', manifestOf: async () => merchant });

async function drawn(memberDraw: MemberDraw | null, drawings = drawingsOf()) {
  const drawing = await drawings.drawingOf(MEMBER_HOME, request(memberDraw));
  return drawing
    ? { html: renderToStaticMarkup(drawing.content), css: drawing.css, membersOwn: drawing.membersOwn }
    : null;
}
const drawReads = () =>
  jest.mocked(fetch).mock.calls.filter(([input]) => String(input).endsWith('/wps/draw/member-home'));

describe('createPageDrawings: /m/member/home (decision 0642)', () => {
  it("draws the member's page from their draw read: remote-member's own drawing, in the kept page area", async () => {
    const drawing = await drawn(SEVEN);
    const page = renderToStaticMarkup(
      <MemberCentreDrawing
        language="EN"
        catalogues={{ EN: { common: COMMON, member: memberEn } }}
        whitelabel={WHITELABEL}
        answers={{ ...(MEMBERS['token-of-member-seven-0123'] as MemberHomeDrawing), kyc }}
        balanceHidden={false}
      />,
    );
    expect(drawing?.html).toContain('data-drawn-page="member:./MemberCentrePage"');
    expect(drawing?.html).toContain(page);
    expect(drawing?.html).toContain('Lucky Juan');
    expect(drawing?.html).toContain('₱ 12,345.67');
    expect(drawing?.css).toBe('.mc-card{padding:12px}');
    expect(drawing?.membersOwn).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      'http://api/wps/draw/member-home',
      expect.objectContaining({
        headers: {
          'X-Merchant-Code': 'demo',
          'x-draw-token': 'token-of-member-seven-0123',
          'x-draw-member': '7',
        },
      }),
    );
  });

  it('draws the balance masked for a member who hid it: no amount in the HTML', async () => {
    const drawing = await drawn({ ...SEVEN, balanceHidden: true });
    expect(drawing?.html).toContain('₱ ****');
    expect(drawing?.html).not.toContain('12,345.67');
  });

  it('asks every time and keeps nothing: two members, two reads, each page only its own', async () => {
    const drawings = drawingsOf();
    const seven = await drawn(SEVEN, drawings);
    const eight = await drawn(EIGHT, drawings);
    const sevenAgain = await drawn(SEVEN, drawings);
    expect(drawReads()).toHaveLength(3);
    expect(seven?.html).toContain('Lucky Juan');
    expect(eight?.html).toContain('Maria');
    expect(eight?.html).not.toContain('Lucky Juan');
    expect(eight?.html).not.toContain('12,345.67');
    expect(sevenAgain?.html).toBe(seven?.html);
    // Signed out (the draw read now refuses that token): nothing of the member, even right after a drawing.
    drawRead = refused;
    expect(await drawn(SEVEN, drawings)).toBeNull();
  });

  it('draws nothing, and makes no draw read, for a signed-in member whose request has no draw cookie', async () => {
    const drawings = drawingsOf();
    expect(drawings.mayDraw(MEMBER_HOME, { signedIn: true, memberDraw: null })).toBe(false);
    expect(drawings.mayDraw(MEMBER_HOME, { signedIn: true, memberDraw: SEVEN })).toBe(true);
    expect(drawings.mayDraw(MEMBER_HOME, { signedIn: false, memberDraw: SEVEN })).toBe(false);
    expect(await drawn(null, drawings)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('makes no draw read for a free-play hint (the page asks them to register instead)', async () => {
    const drawing = await drawingsOf().drawingOf(MEMBER_HOME, { ...request(SEVEN), memberType: 4 });
    expect(drawing).toBeNull();
    expect(drawReads()).toHaveLength(0);
  });

  it.each([
    ['a refused cookie (unknown or dead token)', drawOf('token-of-nobody-at-all-0123', '7')],
    ["a member hint naming someone else than the token's member", drawOf('token-of-member-seven-0123', '8')],
  ])('draws nothing for %s', async (_why, memberDraw) => {
    expect(await drawn(memberDraw)).toBeNull();
  });

  it("draws nothing when the read answers for another member than the hint names (the service's own check)", async () => {
    drawRead = () => ok(MEMBERS['token-of-member-eight-0123']);
    expect(await drawn(SEVEN)).toBeNull();
  });

  it('draws nothing when the draw read fails, is late, or answers for free play (no identity check)', async () => {
    drawRead = () => new Response('{}', { status: 502 });
    expect(await drawn(SEVEN)).toBeNull();
    drawRead = () => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    };
    expect(await drawn(SEVEN)).toBeNull();
    drawRead = () => ok({ ...MEMBERS['token-of-member-seven-0123'], kyc: null });
    expect(await drawn(SEVEN)).toBeNull();
  });

  it('draws nothing, and makes no draw read, where the merchant runs another build of remote-member', async () => {
    expect(await drawn(SEVEN, drawingsOf(manifest(`sha384-${'X'.repeat(64)}`)))).toBeNull();
    expect(await drawn(SEVEN, drawingsOf(null))).toBeNull();
    expect(drawReads()).toHaveLength(0);
  });
});
