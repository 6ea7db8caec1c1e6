import { registerMethodOf } from './register-method';

const browser = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/140',
  displayModeStandalone: false,
  navigatorStandalone: false,
};

describe('registerMethodOf', () => {
  it('is H5 in a plain browser', () => expect(registerMethodOf(browser)).toBe('H5'));
  it('is APP in the native app web view', () =>
    expect(
      registerMethodOf({
        ...browser,
        userAgent: `${browser.userAgent} MCAPP/2.1`,
        displayModeStandalone: true,
      }),
    ).toBe('APP'));
  it('is WEBCLIP for an iOS home-screen clip', () =>
    expect(registerMethodOf({ ...browser, navigatorStandalone: true, displayModeStandalone: true })).toBe(
      'WEBCLIP',
    ));
  it('is PWA for an installed web app', () =>
    expect(registerMethodOf({ ...browser, displayModeStandalone: true })).toBe('PWA'));
});
