import { FRAME_COOKIES, frameCookie } from './frame-cookies';

describe('frameCookie', () => {
  it('keeps a hint for a year under /m, same-site only', () =>
    expect(frameCookie(FRAME_COOKIES.language, 'TY')).toBe(
      'mc_lang=TY; Path=/m; SameSite=Lax; Max-Age=31536000',
    ));
  it('keeps a session hint until the browser closes', () =>
    expect(frameCookie(FRAME_COOKIES.downloadClosed, '1', { session: true })).toBe(
      'mc_dl_closed=1; Path=/m; SameSite=Lax',
    ));
  it('removes a hint with no value, and marks it secure on https', () =>
    expect(frameCookie(FRAME_COOKIES.merchant, null, { secure: true })).toBe(
      'mc_merchant=; Path=/m; SameSite=Lax; Max-Age=0; Secure',
    ));
  it('encodes the value', () =>
    expect(frameCookie(FRAME_COOKIES.merchant, 'a b')).toBe(
      'mc_merchant=a%20b; Path=/m; SameSite=Lax; Max-Age=31536000',
    ));
});
