import { bannerGroupsOf, pathOfTab, tabOfPath } from './auth-tab';

describe('auth tabs', () => {
  it('takes the initial tab from the path', () => {
    expect(tabOfPath('/m/login')).toBe('login');
    expect(tabOfPath('/m/register')).toBe('register');
    expect(tabOfPath('/m/register.html')).toBe('register');
  });
  it('keeps the query when switching', () => {
    expect(pathOfTab('register', '?redirect=%2Fm%2Fnotice')).toBe('/m/register?redirect=%2Fm%2Fnotice');
    expect(pathOfTab('login', '')).toBe('/m/login');
  });
  it('names the banner groups of each tab in order of preference', () => {
    expect(bannerGroupsOf('login')).toEqual(['m_login']);
    expect(bannerGroupsOf('register')).toEqual(['m_register', 'm_reg']);
  });
});
