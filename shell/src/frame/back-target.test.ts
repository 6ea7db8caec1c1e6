import { frameRulesFor } from '@mobile/shared-contracts';
import { backDestination } from './back-target';

describe('backDestination', () => {
  it.each(['/m/login', '/m/register', '/m/trail', '/m/activity', '/m/forget'])(
    '%s goes back to /m/home',
    (path) => {
      expect(backDestination(frameRulesFor(path).back, true)).toBe('/m/home');
    },
  );
  it('other pages go one step back when this site has an earlier entry', () => {
    expect(backDestination(frameRulesFor('/m/notice').back, true)).toBe(-1);
  });
  it('falls back to /m/home when the page was opened directly', () => {
    expect(backDestination(frameRulesFor('/m/notice').back, false)).toBe('/m/home');
  });
});
