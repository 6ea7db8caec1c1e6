import { announcementRequest, MERCHANT_SWITCH } from '@mobile/shared-contracts';
import {
  type FirstCallsPage,
  firstCallsToMake,
  pageFirstCalls,
  prefetchFirstCalls,
} from './page-first-calls';

const page = (pathname: string, session: FirstCallsPage['session'], search = ''): FirstCallsPage => ({
  pathname,
  search,
  session,
  merchantCode: 'demo',
  language: 'en',
  now: new Date(2026, 10, 27, 12),
});
const MEMBER = { type: 0 };
const AGENT = { type: 41 };
const endpoints = (calls: ReturnType<typeof pageFirstCalls>) => calls.map((call) => call.endpoint);

describe('pageFirstCalls', () => {
  it("gives a deep link's page record's first calls, with the payload its parcel sends", () => {
    expect(pageFirstCalls(page('/m/notice', null))).toEqual([
      { endpoint: 'announcements', payload: announcementRequest('demo', 'B,PL,PU') },
    ]);
    expect(pageFirstCalls(page('/m/login', null))).toEqual([
      { endpoint: 'announcements', payload: announcementRequest('demo', 'B', 'm_login') },
    ]);
    expect(endpoints(pageFirstCalls(page('/m/gameList', null, '?gameType=RNG')))).toEqual([
      'gameList',
      'vassGameType',
      'hotGames',
    ]);
    expect(pageFirstCalls(page('/m/gameList', null, '?gameType=RNG'))[0]?.payload).toMatchObject({
      gameType: 'RNG',
      language: 'en',
      pageNo: '1',
    });
  });

  it('asks nothing for a page the session may not see (the shell draws login or home instead), nor for home', () => {
    expect(pageFirstCalls(page('/m/withdraw', null))).toEqual([]);
    expect(pageFirstCalls(page('/m/agent', MEMBER))).toEqual([]);
    expect(pageFirstCalls(page('/m/home', MEMBER))).toEqual([]);
    expect(pageFirstCalls(page('/m/nowhere', MEMBER))).toEqual([]);
    expect(endpoints(pageFirstCalls(page('/m/withdraw', MEMBER)))).toEqual([
      'hasWithdrawalPassword',
      'withdrawInfo',
      'bankCards',
      'wallet',
    ]);
  });

  it("leaves a feature's call until the merchant's features are known, and then only where it is on", () => {
    const calls = pageFirstCalls(page('/m/agent', AGENT));
    expect(endpoints(firstCallsToMake(calls, null))).toEqual(['teamKpiC', 'wallet']);
    expect(endpoints(firstCallsToMake(calls, [MERCHANT_SWITCH.dividend]))).toEqual(['dividendContract']);
    expect(firstCallsToMake(calls, [])).toEqual([]);
    expect(calls[0]?.payload).toEqual({ startDate: '2026-11-27', endDate: '2026-11-27', size: 0 });
  });
});

describe('prefetchFirstCalls', () => {
  it('makes each call ahead', () => {
    const prefetch = jest.fn();
    prefetchFirstCalls({ prefetch }, pageFirstCalls(page('/m/member/home', MEMBER)));
    expect(prefetch.mock.calls).toEqual([
      ['memberInfo', {}],
      ['wallet', {}],
    ]);
  });
});
