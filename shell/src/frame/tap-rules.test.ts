import { affiliateTap, memberCentreTap } from './tap-rules';

describe('memberCentreTap', () => {
  it('sends guests to login', () => expect(memberCentreTap(null)).toBe('login'));
  it('prompts free-play (type 4) to register', () =>
    expect(memberCentreTap({ type: 4 })).toBe('register-prompt'));
  it.each([0, 1, 2, 41])('opens the member centre for type %i', (type) =>
    expect(memberCentreTap({ type })).toBe('allow'),
  );
});

describe('affiliateTap', () => {
  const on = { REFERRAL: true };
  it('sends guests to login', () => expect(affiliateTap(null, on)).toBe('login'));
  it.each([1, 2, 41, 42])('gives agent type %i the agent modal', (type) =>
    expect(affiliateTap({ type }, on)).toBe('agent-modal'),
  );
  it.each([0, 4, 40])('opens the referral page for type %i when REFERRAL is on', (type) =>
    expect(affiliateTap({ type }, on)).toBe('referral'),
  );
  it('says coming soon when REFERRAL is off or missing', () => {
    expect(affiliateTap({ type: 0 }, { REFERRAL: false })).toBe('coming-soon');
    expect(affiliateTap({ type: 0 }, {})).toBe('coming-soon');
  });
});
