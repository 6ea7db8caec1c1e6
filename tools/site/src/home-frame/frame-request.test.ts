import { frameRequestOf, parseCookies } from './frame-request';

describe('frameRequestOf', () => {
  it('takes the merchant from the host table and defaults to EN for a guest', () =>
    expect(frameRequestOf('lite.localhost:18080', undefined)).toEqual({
      merchantCode: 'lite',
      language: 'EN',
      signedIn: false,
      memberType: null,
      downloadClosed: false,
      memberDraw: null,
    }));

  it('follows the shell hints: override, language, signed in, download bar closed', () =>
    expect(
      frameRequestOf(
        '127.0.0.1:8080',
        'x=1; mc_merchant=lite; mc_lang=TY; mc_signed_in=1; mc_member_type=41; mc_dl_closed=1',
      ),
    ).toEqual({
      merchantCode: 'lite',
      language: 'TY',
      signedIn: true,
      memberType: 41,
      downloadClosed: true,
      memberDraw: null,
    }));

  it('takes the member draw from the same cookies, and only with all of its hints', () => {
    const token = 'dRaW-token_0123456789abcdef';
    const cookie = `mc_signed_in=1; mc_member=7; mc_draw=${token}; mc_balance_hidden=1`;
    expect(frameRequestOf('localhost', cookie).memberDraw).toEqual({
      token,
      member: '7',
      balanceHidden: true,
    });
    expect(frameRequestOf('localhost', cookie.replace('mc_member=7; ', '')).memberDraw).toBeNull();
  });

  it('takes a member type only with the sign-in hint, and only a plain number', () => {
    expect(frameRequestOf('localhost', 'mc_member_type=41').memberType).toBeNull();
    expect(frameRequestOf('localhost', 'mc_signed_in=1; mc_member_type=4x').memberType).toBeNull();
    expect(frameRequestOf('localhost', 'mc_signed_in=1').memberType).toBeNull();
    expect(frameRequestOf('localhost', 'mc_signed_in=1; mc_member_type=0').memberType).toBe(0);
  });

  it('ignores an unknown language and a malformed merchant', () =>
    expect(frameRequestOf('localhost', 'mc_lang=XX; mc_merchant=<script>')).toMatchObject({
      merchantCode: 'demo',
      language: 'EN',
    }));

  it('the forced test host wins over the override', () =>
    expect(frameRequestOf('m-test.localhost', 'mc_merchant=lite').merchantCode).toBe('TEST'));
});

describe('parseCookies', () => {
  it('skips malformed pairs and values', () =>
    expect([...parseCookies('a=1; broken; b=%E0%A4%A; c=x%20y')]).toEqual([
      ['a', '1'],
      ['c', 'x y'],
    ]));
});
