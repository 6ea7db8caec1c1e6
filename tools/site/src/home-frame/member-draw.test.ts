import { parseCookies } from './frame-request';
import { memberDrawOf } from './member-draw';

const TOKEN = 'dRaW-token_0123456789abcdef';
const ALL = `mc_signed_in=1; mc_member=7; mc_draw=${TOKEN}; mc_balance_hidden=0`;

const drawOf = (header: string | undefined) => memberDrawOf(parseCookies(header));

describe('memberDrawOf', () => {
  it('takes the draw cookie with the member and balance hints of a signed-in browser', () => {
    expect(drawOf(ALL)).toEqual({ token: TOKEN, member: '7', balanceHidden: false });
    expect(drawOf(ALL.replace('mc_balance_hidden=0', 'mc_balance_hidden=1'))?.balanceHidden).toBe(true);
  });

  it("takes the browser's time zone hint where this server knows the zone, and leaves out any other", () => {
    expect(drawOf(`${ALL}; mc_tz=Asia%2FManila`)?.timeZone).toBe('Asia/Manila');
    expect(drawOf(`${ALL}; mc_tz=UTC`)?.timeZone).toBe('UTC');
    expect(drawOf(`${ALL}; mc_tz=Mars%2FOlympus`)).toEqual({
      token: TOKEN,
      member: '7',
      balanceHidden: false,
    });
    expect(drawOf(`${ALL}; mc_tz=%3Cscript%3E`)?.timeZone).toBeUndefined();
  });

  it.each([
    ['no cookie at all', undefined],
    ['no draw cookie', 'mc_signed_in=1; mc_member=7; mc_balance_hidden=0'],
    ['no member hint (cleared at sign-out)', `mc_signed_in=1; mc_draw=${TOKEN}; mc_balance_hidden=0`],
    ['no sign-in hint', `mc_member=7; mc_draw=${TOKEN}; mc_balance_hidden=0`],
    ['no balance hint yet', `mc_signed_in=1; mc_member=7; mc_draw=${TOKEN}`],
    ['a malformed token', ALL.replace(TOKEN, 'short')],
    ['a token with a header break', ALL.replace(TOKEN, `${TOKEN}%0D%0Ax-evil%3A1`)],
    ['a member hint that is no id', ALL.replace('mc_member=7', 'mc_member=7%2C8')],
    ['an unknown balance hint', ALL.replace('mc_balance_hidden=0', 'mc_balance_hidden=yes')],
  ])('is null with %s', (_why, cookie) => expect(drawOf(cookie)).toBeNull());
});
