import { DepositPageDrawing } from '@mobile/remote-wallet/src/features/deposit/deposit-drawing';
import walletEn from '@mobile/remote-wallet/src/locales/EN.json';
import {
  type ConsolidatedSettings,
  type DepositDrawing,
  DRAW_READS,
  findRoute,
  type PageRecord,
} from '@mobile/shared-contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MemberDraw } from '../home-frame/member-draw';
import { itKeepsEachMembersPageTheirOwn } from './own-page-drawing-contract';
import { ok, ownPageDrawingKit } from './own-page-drawing-test-kit';

const COMMON = { action: { back: 'Back' }, title: { deposit: 'Deposit' } };
const DEPOSIT = findRoute('/m/voucherCenter') as PageRecord;

const SETTINGS = {
  merchantCode: 'demo',
  siteName: 'Demo',
  switches: {},
  mobileTemplate: { mem_cen: 0, dep_func: 0 },
  imageCdns: [],
  resources: [],
  customerService: [],
  speedTestUrl: null,
  ageLimit: 21,
  copyright: '',
  currency: 'PHP',
  promos: {},
} as unknown as ConsolidatedSettings;
const answerOf = (id: number, channel: string, currencySymbol: string): DepositDrawing => ({
  member: { id, type: 0 },
  channels: [
    { id, vendor: 'GATEWAY', name: channel, method: 'GATEWAY', min: 100, max: 5_000, account: null },
  ],
  promos: [{ id: 7, title: `Reload for ${channel}`, percent: 10, maxBonus: 500, minDeposit: 100 }],
  wallet: { currencySymbol },
});
/** The platform's draw reads, by draw token: each member's own answer. */
const MEMBERS: Record<string, DepositDrawing> = {
  'token-of-member-seven-0123': answerOf(7, 'SevenPay', '₱'),
  'token-of-member-eight-0123': answerOf(8, 'EightPay', '$'),
};

const kit = ownPageDrawingKit(
  {
    remote: 'wallet',
    route: DEPOSIT,
    integrity: `sha384-${'W'.repeat(64)}`,
    css: { file: 'money.css', text: '.money-page { padding: 12px; }' },
    catalogue: walletEn,
    common: COMMON,
  },
  { path: DRAW_READS.deposit, members: MEMBERS },
  {
    '/wps/system/settings/consolidated': () => ok(SETTINGS),
  },
);

const { drawingsOf, request, drawn, drawReads, answerWith } = kit;

const drawOf = (token: string, member: string): MemberDraw => ({ token, member, balanceHidden: false });
const SEVEN = drawOf('token-of-member-seven-0123', '7');
const EIGHT = drawOf('token-of-member-eight-0123', '8');

describe('createPageDrawings: /m/voucherCenter (decision 0671)', () => {
  it("draws the member's deposit page from their draw read: remote-wallet's own drawing, inert, private", async () => {
    const drawing = await drawn(SEVEN);
    const page = renderToStaticMarkup(
      <DepositPageDrawing
        language="EN"
        catalogues={{ EN: { common: COMMON, wallet: walletEn } }}
        settings={SETTINGS}
        answers={MEMBERS['token-of-member-seven-0123'] as DepositDrawing}
      />,
    );
    expect(drawing?.html).toContain('data-drawn-page="wallet:./DepositPage"');
    // React's generated ids differ between two renders; everything else is the page's own drawing.
    const ids = (html = '') => html.replace(/_R_[0-9a-z]+_/gi, 'ID');
    expect(ids(drawing?.html)).toContain(ids(page));
    expect(drawing?.html).toContain('SevenPay');
    expect(drawing?.html).toContain('From ₱100.00 to ₱5,000.00');
    // A form: inert until the parcel takes over, so no tap or letter is lost.
    expect(drawing?.html).toMatch(
      /data-drawn-page="wallet:.\/DepositPage"[^>]*inert|inert[^>]*data-drawn-page/,
    );
    expect(drawing?.css).toBe('.money-page{padding:12px}');
    expect(drawing?.membersOwn).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      'http://api/wps/draw/deposit',
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
    seven: { draw: SEVEN, words: ['SevenPay'] },
    eight: { draw: EIGHT, words: ['EightPay'] },
  });

  it('makes no draw read for a free-play hint, or for the gateway return (?order=)', async () => {
    const drawings = drawingsOf();
    expect(await drawings.drawingOf(DEPOSIT, { ...request(SEVEN), memberType: 4 })).toBeNull();
    expect(await drawn(SEVEN, drawings, '?order=DABCDEFGH12')).toBeNull();
    expect(drawReads()).toHaveLength(0);
  });

  it('draws nothing for a member with no channels', async () => {
    // No channel: the page's empty state, not its amount options.
    answerWith(() => ok({ ...MEMBERS['token-of-member-seven-0123'], channels: [] }));
    expect(await drawn(SEVEN)).toBeNull();
  });
});
