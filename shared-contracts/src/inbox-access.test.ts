import { canUseInbox, inboxTap } from './inbox-access';
import { memberTypeOf } from './session';

describe('inbox access (one rule for every inbox entry, the page and the server)', () => {
  it('sends guests to log in', () => {
    expect(inboxTap(null)).toBe('login');
  });

  it('refuses free play, and a session without a type (it counts as free play)', () => {
    expect(inboxTap({ type: 4 })).toBe('reject');
    expect(canUseInbox(4)).toBe(false);
    expect(canUseInbox(memberTypeOf({} as { type: number }))).toBe(false);
  });

  it('lets players (0, 1, 2) and agents (40, 41, 42) in: agents have a mail entry on the agent home', () => {
    for (const type of [0, 1, 2, 40, 41, 42]) {
      expect(inboxTap({ type })).toBe('allow');
      expect(canUseInbox(type)).toBe(true);
    }
  });
});
