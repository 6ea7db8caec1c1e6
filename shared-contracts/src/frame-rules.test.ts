import { frameRulesFor } from './frame-rules';
import { findRoute } from './routes';

describe('frameRulesFor', () => {
  it.each(['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html', '/m/games'])(
    '%s is a home-type path',
    (p) => {
      expect(frameRulesFor(p).homeFrame).toBe(true);
    },
  );

  it.each([
    '/m/login',
    '/m/register',
    '/m/register.html',
    '/m/message',
    '/m/app',
    '/m/lottery',
    '/m/forget',
    '/m/changePsw',
    '/m/member/home',
    '/m/agent',
  ])('hides the header on %s', (p) => {
    expect(frameRulesFor(p).headerShown).toBe(false);
  });

  it.each([
    '/m/home',
    '/m/notice',
    '/m/gameList',
    '/m/member/benefits',
    '/m/help',
    '/m/member/team',
    // The agent area's sub-pages get the titled bar with back (issue 27: no dead end).
    '/m/agent/team/overview',
    '/m/agent/team/pnl',
  ])('shows the header on %s', (p) => {
    expect(frameRulesFor(p).headerShown).toBe(true);
  });

  it.each([
    '/m/login',
    '/m/register',
    '/m/slotsCenter',
    '/m/gameList',
    '/m/lottery',
    '/m/forget',
    '/m/changePsw',
    '/m/app',
    '/m/notice',
    '/m/agent',
    '/m/help',
  ])('hides the tab bar on %s', (p) => {
    expect(frameRulesFor(p).tabBarShown).toBe(false);
  });

  it.each(['/m/home', '/m/activity', '/m/voucherCenter', '/m/member/home', '/m/message', '/m/member/notice'])(
    'shows the tab bar on %s',
    (p) => {
      expect(frameRulesFor(p).tabBarShown).toBe(true);
    },
  );

  it.each(['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html'])(
    'a download-app banner button shows only on home paths: %s shows it (SPEC 2 page frame)',
    (p) => {
      expect(frameRulesFor(p).downloadBannerShown).toBe(true);
    },
  );

  it('shows the download banner only on home paths, not on /m/games', () => {
    expect(frameRulesFor('/m/home').downloadBannerShown).toBe(true);
    expect(frameRulesFor('/').downloadBannerShown).toBe(true);
    expect(frameRulesFor('/m/games').downloadBannerShown).toBe(false);
    expect(frameRulesFor('/m/notice').downloadBannerShown).toBe(false);
  });

  it.each(['/m/login', '/m/register', '/m/trail', '/m/activity', '/m/forget'])(
    'back on %s goes home',
    (p) => {
      expect(frameRulesFor(p).back).toEqual({ kind: 'path', path: '/m/home' });
    },
  );

  it('back elsewhere goes one step back', () => {
    expect(frameRulesFor('/m/notice').back).toEqual({ kind: 'history' });
  });
});

describe('findRoute', () => {
  it('finds an owned route and ignores a trailing slash', () => {
    expect(findRoute('/m/gameList/')?.owner).toBe('games');
  });
  it('returns nothing for unknown paths so the shell falls back to home', () => {
    expect(findRoute('/m/nowhere')).toBeUndefined();
  });

  it.each(['/m/gameFrame', '/m/lottoGame', '/m/task'])('draws %s full screen: no header, no tab bar', (p) => {
    expect(frameRulesFor(p)).toMatchObject({ headerShown: false, tabBarShown: false, homeFrame: false });
  });
});
