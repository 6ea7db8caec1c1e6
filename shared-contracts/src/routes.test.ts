import { isPathEnabled, ownerOfPath, ROUTES } from './routes';

describe('ownerOfPath', () => {
  it.each([
    ['/m/gameList?gameType=RNG', 'games'],
    ['/m/notice', 'member'],
    ['/m/member/notice?types=A', 'member'],
    ['/m/member/home', 'member'],
    ['/m/member/team', 'agent'],
    ['/m/member/agent/getSalaryContract', 'agent'],
    ['/m/agent/team/overview', 'agent'],
    ['/m/transaction/record?types=A', 'wallet'],
    ['/m/mall/mallHome', 'wallet'],
    ['/m/mall', 'wallet'],
    ['/m/myAccount', 'member'],
    ['/m/home', null],
    ['/m/nowhere', null],
  ])('%s is owned by %s', (path, owner) => {
    expect(ownerOfPath(path)).toBe(owner);
  });

  it('agrees with the route table for every built route', () => {
    for (const route of ROUTES) expect(ownerOfPath(route.path)).toBe(route.owner);
  });
});

describe('isPathEnabled', () => {
  it('hides pages of switched-off remotes and keeps the shell pages', () => {
    expect(isPathEnabled('/m/voucherCenter', ['games', 'member'])).toBe(false);
    expect(isPathEnabled('/m/notice', ['games', 'member'])).toBe(true);
    expect(isPathEnabled('/m/home', [])).toBe(true);
  });
});
