import { MemberCentreDrawing } from '@mobile/remote-member/src/features/member-centre/member-centre-drawing';
import memberEn from '@mobile/remote-member/src/locales/EN.json';
import { DRAW_READS, findRoute, type MemberHomeDrawing, type PageRecord } from '@mobile/shared-contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MemberDraw } from '../home-frame/member-draw';
import { itKeepsEachMembersPageTheirOwn } from './own-page-drawing-contract';
import { ok, ownPageDrawingKit } from './own-page-drawing-test-kit';

const COMMON = { action: { back: 'Back' }, title: { memberCentre: 'Member centre' } };
const MEMBER_HOME = findRoute('/m/member/home') as PageRecord;

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

const kit = ownPageDrawingKit(
  {
    remote: 'member',
    route: MEMBER_HOME,
    integrity: `sha384-${'M'.repeat(64)}`,
    css: { file: 'member-centre.css', text: '.mc-card { padding: 12px; }' },
    catalogue: memberEn,
    common: COMMON,
  },
  { path: DRAW_READS.memberHome, members: MEMBERS },
  {
    '/wps/system/whitelabel': () => ok(WHITELABEL),
  },
);

const { drawingsOf, request, drawn, drawReads, answerWith } = kit;

const drawOf = (token: string, member: string, balanceHidden = false): MemberDraw => ({
  token,
  member,
  balanceHidden,
});
const SEVEN = drawOf('token-of-member-seven-0123', '7');
const EIGHT = drawOf('token-of-member-eight-0123', '8');

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

  itKeepsEachMembersPageTheirOwn({
    kit,
    seven: { draw: SEVEN, words: ['Lucky Juan', '12,345.67'] },
    eight: { draw: EIGHT, words: ['Maria'] },
  });

  it('makes no draw read for a free-play hint (the page asks them to register instead)', async () => {
    const drawing = await drawingsOf().drawingOf(MEMBER_HOME, { ...request(SEVEN), memberType: 4 });
    expect(drawing).toBeNull();
    expect(drawReads()).toHaveLength(0);
  });

  it('draws nothing when the draw read answers for free play (no identity check)', async () => {
    answerWith(() => ok({ ...MEMBERS['token-of-member-seven-0123'], kyc: null }));
    expect(await drawn(SEVEN)).toBeNull();
  });
});
