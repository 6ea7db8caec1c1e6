import { extraRouteProblem, findExtraRoute, resolveExtraRoutes } from './extra-routes';

const ORIGINS = ['https://events.example', 'http://127.0.0.1:8080'];
const route = (path: string, target: string, title = 'VIP week') => ({ path, title, target });

describe('resolveExtraRoutes', () => {
  it('keeps a new path that opens an existing page (with its query) or an https link on a trusted origin', () => {
    expect(
      resolveExtraRoutes(
        [
          route('/m/vipWeek', '/m/activity?id=2'),
          route('/m/tournament', 'https://events.example/cup?lang=en', ' Cup '),
          route('/m/lobby', '/m/home'),
        ],
        ORIGINS,
      ),
    ).toEqual([
      { path: '/m/vipWeek', title: 'VIP week', kind: 'page', target: '/m/activity?id=2' },
      { path: '/m/tournament', title: 'Cup', kind: 'link', target: 'https://events.example/cup?lang=en' },
      { path: '/m/lobby', title: 'VIP week', kind: 'page', target: '/m/home' },
    ]);
  });

  it.each([
    ['a page of the site', route('/m/activity', '/m/home')],
    ['a page of the spec not built', route('/m/gameCenter', '/m/home')],
    ['a sub-path of an owned page', route('/m/agent', '/m/home')],
    ['a home path', route('/m/index', '/m/activity')],
    ['a nested path', route('/m/a/b', '/m/activity')],
    ['a path outside /m', route('/promo', '/m/activity')],
    ['a path with a query', route('/m/x?y=1', '/m/activity')],
    ['an unknown target page', route('/m/x', '/m/nowhere')],
    ['another extra route as target', route('/m/x', '/m/vipWeek')],
    ['a protocol-relative target', route('/m/x', '//evil.example/m/home')],
    ['a javascript: target', route('/m/x', 'javascript:alert(1)')],
    ['an untrusted origin', route('/m/x', 'https://evil.example/cup')],
    ['a plain http link, even on a trusted origin', route('/m/x', 'http://127.0.0.1:8080/m/home')],
    ['credentials in the link', route('/m/x', 'https://user:pw@events.example/')],
    ['an empty title', route('/m/x', '/m/activity', '  ')],
    ['an over-long title', route('/m/x', '/m/activity', 'x'.repeat(41))],
  ])('leaves out %s', (_, configured) => {
    expect(resolveExtraRoutes([configured], ORIGINS)).toEqual([]);
    expect(extraRouteProblem(configured, ORIGINS)).toEqual(expect.any(String));
  });

  it('keeps the first of two entries for one path, and copes with no setting', () => {
    const routes = resolveExtraRoutes(
      [route('/m/x', '/m/activity', 'First'), route('/m/x', '/m/notice', 'Second')],
      ORIGINS,
    );
    expect(routes.map((r) => r.title)).toEqual(['First']);
    expect(findExtraRoute('/m/x', routes)?.target).toBe('/m/activity');
    expect(findExtraRoute('/m/y', routes)).toBeUndefined();
    expect(resolveExtraRoutes(undefined, ORIGINS)).toEqual([]);
  });
});
