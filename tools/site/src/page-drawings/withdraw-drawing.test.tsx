import { WithdrawPageDrawing } from '@mobile/remote-wallet/src/features/withdraw/withdraw-drawing';
import walletEn from '@mobile/remote-wallet/src/locales/EN.json';
import { DRAW_READS, findRoute, type PageRecord, type WithdrawDrawing } from '@mobile/shared-contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MemberDraw } from '../home-frame/member-draw';
import { byDrawToken, type FakeCall, ok, ownPageDrawingKit, refused } from './own-page-drawing-test-kit';

const COMMON = { action: { back: 'Back' }, title: { withdraw: 'Withdraw' } };
const WITHDRAW = findRoute('/m/withdraw') as PageRecord;

const answerOf = (id: number, bankName: string, currencySymbol: string): WithdrawDrawing => ({
  member: { id, type: 0 },
  hasWithdrawalPassword: { hasWithdrawalPassword: true },
  info: {
    balance: 800,
    held: 0,
    min: 100,
    max: 50_000,
    hasWithdrawalPassword: true,
    payeeName: 'Payee',
    withdrawable: 800,
    bonusLocked: 0,
    turnoverLeft: 0,
    identityRequired: false,
    secondStep: false,
  },
  cards: [{ id, bankCode: bankName, bankName, holderName: 'Payee', maskedNumber: `**** 00${id}${id}` }],
  wallet: { currencySymbol },
});
/** The platform's draw reads, by draw token: each member's own answer. */
const MEMBERS: Record<string, WithdrawDrawing> = {
  'token-of-member-seven-0123': answerOf(7, 'SevenBank', '₱'),
  'token-of-member-eight-0123': answerOf(8, 'EightBank', '$'),
};
const SEVEN_ANSWER = MEMBERS['token-of-member-seven-0123'] as WithdrawDrawing;

let drawRead: FakeCall;
beforeEach(() => {
  drawRead = byDrawToken(MEMBERS);
});
const { manifest, drawingsOf, request, drawn, drawReads } = ownPageDrawingKit(
  {
    remote: 'wallet',
    route: WITHDRAW,
    integrity: `sha384-${'W'.repeat(64)}`,
    css: { file: 'money.css', text: '.money-page { padding: 12px; }' },
    catalogue: walletEn,
    common: COMMON,
  },
  DRAW_READS.withdraw,
  { [DRAW_READS.withdraw]: (headers, url) => drawRead(headers, url) },
);

const drawOf = (token: string, member: string): MemberDraw => ({ token, member, balanceHidden: false });
const SEVEN = drawOf('token-of-member-seven-0123', '7');
const EIGHT = drawOf('token-of-member-eight-0123', '8');

describe('createPageDrawings: /m/withdraw (decision 0681)', () => {
  it("draws the member's withdraw page from their draw read: remote-wallet's own drawing, inert, private", async () => {
    const drawing = await drawn(SEVEN);
    const page = renderToStaticMarkup(
      <WithdrawPageDrawing
        language="EN"
        catalogues={{ EN: { common: COMMON, wallet: walletEn } }}
        answers={SEVEN_ANSWER}
      />,
    );
    expect(drawing?.html).toContain('data-drawn-page="wallet:./WithdrawPage"');
    // React's generated ids differ between two renders; everything else is the page's own drawing.
    const ids = (html = '') => html.replace(/_R_[0-9a-z]+_/gi, 'ID');
    expect(ids(drawing?.html)).toContain(ids(page));
    expect(drawing?.html).toContain('SevenBank **** 0077');
    expect(drawing?.html).toMatch(/class="money-hint"[^>]*>[^<]*₱100\.00/);
    // A form: inert until the parcel takes over, so no letter is lost.
    expect(drawing?.html).toMatch(
      /data-drawn-page="wallet:.\/WithdrawPage"[^>]*inert|inert[^>]*data-drawn-page/,
    );
    expect(drawing?.css).toBe('.money-page{padding:12px}');
    expect(drawing?.membersOwn).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      'http://api/wps/draw/withdraw',
      expect.objectContaining({
        headers: {
          'X-Merchant-Code': 'demo',
          'x-draw-token': 'token-of-member-seven-0123',
          'x-draw-member': '7',
        },
      }),
    );
  });

  it('asks every time and keeps nothing: two members, two reads, each page only its own', async () => {
    const drawings = drawingsOf();
    const seven = await drawn(SEVEN, drawings);
    const eight = await drawn(EIGHT, drawings);
    await drawn(SEVEN, drawings);
    expect(drawReads()).toHaveLength(3);
    expect(eight?.html).toContain('EightBank');
    expect(eight?.html).not.toContain('SevenBank');
    expect(seven?.html).not.toContain('EightBank');
    // Signed out (the draw read now refuses that token): nothing of the member, even right after a drawing.
    drawRead = refused;
    expect(await drawn(SEVEN, drawings)).toBeNull();
  });

  it('makes no draw read without the draw cookie, for a free-play hint, or for another tab (?view=)', async () => {
    const drawings = drawingsOf();
    expect(drawings.mayDraw(WITHDRAW, { signedIn: true, memberDraw: null })).toBe(false);
    expect(drawings.mayDraw(WITHDRAW, { signedIn: false, memberDraw: SEVEN })).toBe(false);
    expect(drawings.mayDraw(WITHDRAW, { signedIn: true, memberDraw: SEVEN })).toBe(true);
    expect(await drawn(null, drawings)).toBeNull();
    expect(await drawings.drawingOf(WITHDRAW, { ...request(SEVEN), memberType: 4 })).toBeNull();
    expect(await drawn(SEVEN, drawings, '?view=password')).toBeNull();
    expect(drawReads()).toHaveLength(0);
  });

  it('draws nothing for a refused cookie, another member, a failed or late read', async () => {
    expect(await drawn(drawOf('token-of-nobody-at-all-0123', '7'))).toBeNull();
    expect(await drawn(drawOf('token-of-member-seven-0123', '8'))).toBeNull();
    // The service's own check: an answer for another member than the hint names.
    drawRead = () => ok(MEMBERS['token-of-member-eight-0123']);
    expect(await drawn(SEVEN)).toBeNull();
    drawRead = () => new Response('{}', { status: 502 });
    expect(await drawn(SEVEN)).toBeNull();
    drawRead = () => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    };
    expect(await drawn(SEVEN)).toBeNull();
  });

  it('draws the set-password form for a member without a withdrawal password, whatever else was answered', async () => {
    drawRead = () =>
      ok({ ...SEVEN_ANSWER, hasWithdrawalPassword: { hasWithdrawalPassword: false }, cards: [] });
    const drawing = await drawn(SEVEN);
    expect(drawing?.html).toContain('Set it before you withdraw.');
    expect(drawing?.html).not.toContain('SevenBank');
  });

  it('gives the plain frame for the add-card form and the identity notice', async () => {
    for (const answer of [
      { ...SEVEN_ANSWER, cards: [] },
      { ...SEVEN_ANSWER, info: { ...SEVEN_ANSWER.info, identityRequired: true } },
      { ...SEVEN_ANSWER, hasWithdrawalPassword: {} },
    ]) {
      drawRead = () => ok(answer);
      expect(await drawn(SEVEN)).toBeNull();
    }
    drawRead = () => ok(SEVEN_ANSWER);
    expect(await drawn(SEVEN)).not.toBeNull();
  });

  it('draws nothing, and makes no draw read, where the merchant runs another build of remote-wallet', async () => {
    expect(await drawn(SEVEN, drawingsOf(manifest(`sha384-${'X'.repeat(64)}`)))).toBeNull();
    expect(await drawn(SEVEN, drawingsOf(null))).toBeNull();
    expect(drawReads()).toHaveLength(0);
  });
});
