import { activeTab } from './active-tab';

describe('activeTab', () => {
  it.each([
    ['/', 'home'],
    ['/m/', 'home'],
    ['/m/home', 'home'],
    ['/m/index.html', 'home'],
    ['/m/activity', 'activity'],
    ['/m/activity/', 'activity'],
    ['/m/voucherCenter', 'deposit'],
    ['/m/member/home', 'member'],
    ['/m/member/benefits', null],
    ['/m/notice', null],
    ['/m/activityX', null],
  ])('%s -> %p', (path, tab) => {
    expect(activeTab(path)).toBe(tab);
  });
});
