import { WithdrawPageDrawing } from '@mobile/remote-wallet/src/features/withdraw/withdraw-drawing';
import walletEn from '@mobile/remote-wallet/src/locales/EN.json';
import { DRAW_READS, findRoute, type PageRecord, type WithdrawDrawing } from '@mobile/shared-contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MemberDraw } from '../home-frame/member-draw';
import { itKeepsEachMembersPageTheirOwn } from './own-page-drawing-contract';
import { ok, ownPageDrawingKit } from './own-page-drawing-test-kit';

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

const kit = ownPageDrawingKit(
  {
    remote: 'wallet',
    route: WITHDRAW,
    integrity: `sha384-${'W'.repeat(64)}`,
    css: { file: 'money.css', text: '.money-page { padding: 12px; }' },
    catalogue: walletEn,
    common: COMMON,
  },
  { path: DRAW_READS.withdraw, members: MEMBERS },
);

const { drawingsOf, request, drawn, drawReads, answerWith } = kit;

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

  itKeepsEachMembersPageTheirOwn({
    kit,
    seven: { draw: SEVEN, words: ['SevenBank'] },
    eight: { draw: EIGHT, words: ['EightBank'] },
  });

  it('makes no draw read for a free-play hint, or for another tab (?view=)', async () => {
    const drawings = drawingsOf();
    expect(await drawings.drawingOf(WITHDRAW, { ...request(SEVEN), memberType: 4 })).toBeNull();
    expect(await drawn(SEVEN, drawings, '?view=password')).toBeNull();
    expect(drawReads()).toHaveLength(0);
  });

  it('draws the set-password form for a member without a withdrawal password, whatever else was answered', async () => {
    answerWith(() =>
      ok({ ...SEVEN_ANSWER, hasWithdrawalPassword: { hasWithdrawalPassword: false }, cards: [] }),
    );
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
      answerWith(() => ok(answer));
      expect(await drawn(SEVEN)).toBeNull();
    }
    answerWith(() => ok(SEVEN_ANSWER));
    expect(await drawn(SEVEN)).not.toBeNull();
  });
});
