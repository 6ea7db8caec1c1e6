import { memberCentreTap, memberOnlyTap } from './tap-rules';

describe('memberOnlyTap', () => {
  it('sends guests to login', () => expect(memberOnlyTap(null)).toBe('login'));
  it.each([0, 1, 2])('lets member type %i through', (type) => expect(memberOnlyTap({ type })).toBe('allow'));
  it.each([4, 40, 41, 42])('rejects member type %i', (type) =>
    expect(memberOnlyTap({ type })).toBe('reject'),
  );
});

describe('memberCentreTap', () => {
  it('sends guests to login', () => expect(memberCentreTap(null)).toBe('login'));
  it('prompts free-play (type 4) to register', () =>
    expect(memberCentreTap({ type: 4 })).toBe('register-prompt'));
  it.each([0, 1, 2, 41])('opens the member centre for type %i', (type) =>
    expect(memberCentreTap({ type })).toBe('allow'),
  );
});
