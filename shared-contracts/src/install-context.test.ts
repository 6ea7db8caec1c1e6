import { isInstalledContext, isStandaloneIos } from './install-context';

const browser = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';

describe('isInstalledContext', () => {
  it('is false in a plain mobile browser', () => {
    expect(
      isInstalledContext({ userAgent: browser, displayModeStandalone: false, navigatorStandalone: false }),
    ).toBe(false);
  });
  it('is true inside the app (user agent marker)', () => {
    expect(
      isInstalledContext({
        userAgent: `${browser} mcapp/2.1`,
        displayModeStandalone: false,
        navigatorStandalone: false,
      }),
    ).toBe(true);
  });
  it('is true in an installed web app (display-mode standalone)', () => {
    expect(
      isInstalledContext({ userAgent: browser, displayModeStandalone: true, navigatorStandalone: false }),
    ).toBe(true);
  });
  it('is true in an iOS home-screen web clip (navigator.standalone)', () => {
    expect(
      isInstalledContext({ userAgent: browser, displayModeStandalone: false, navigatorStandalone: true }),
    ).toBe(true);
  });
});

describe('isStandaloneIos', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  it('is a home-screen web clip on an iPhone or iPad', () => {
    expect(isStandaloneIos({ userAgent: iphone, navigatorStandalone: true })).toBe(true);
  });
  it('is not Safari in a tab, nor Android', () => {
    expect(isStandaloneIos({ userAgent: iphone, navigatorStandalone: false })).toBe(false);
    expect(
      isStandaloneIos({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/120', navigatorStandalone: true }),
    ).toBe(false);
  });
});
