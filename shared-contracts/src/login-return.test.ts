import { isSafeReturnPath, loginHref, returnPathFrom } from './login-return';

describe('login return target', () => {
  it('carries the page to come back to, query included', () => {
    expect(loginHref('/m/gameList?gameType=FAV')).toBe('/m/login?redirect=%2Fm%2FgameList%3FgameType%3DFAV');
    expect(returnPathFrom('?redirect=%2Fm%2FgameList%3FgameType%3DFAV')).toBe('/m/gameList?gameType=FAV');
  });

  it('needs no parameter for home or nothing', () => {
    expect(loginHref()).toBe('/m/login');
    expect(loginHref('/m/home')).toBe('/m/login');
    expect(returnPathFrom('')).toBe('/m/home');
  });

  it.each([
    'https://evil.example/m/home',
    '//evil.example/m/home',
    '/\\evil.example',
    '/m\\..\\evil',
    'javascript:alert(1)',
    '/other/path',
    '/m/login',
    '/m/register?x=1',
    '/m/register.html',
  ])('refuses %s and goes home instead', (target) => {
    expect(isSafeReturnPath(target)).toBe(false);
    expect(returnPathFrom(`?redirect=${encodeURIComponent(target)}`)).toBe('/m/home');
    expect(loginHref(target)).toBe('/m/login');
  });

  it.each(['/m/member/home', '/m/gameList?gameType=HOT', '/m'])('accepts %s', (target) => {
    expect(isSafeReturnPath(target)).toBe(true);
  });
});
