import type { SessionInfo } from '@mobile/shared-contracts';
import { urlTokenOutcome } from './account-choice';

const session = (id: number, token: string, userName = `user${id}`): SessionInfo => ({
  token,
  merchantCode: 'demo',
  id,
  userName,
  type: 1,
  firstTimeLogin: null,
});

describe('urlTokenOutcome', () => {
  it("takes the link's session when there is none", () => {
    const offered = session(2, 'b'.repeat(32));
    expect(urlTokenOutcome(null, offered)).toEqual({ kind: 'adopt', session: offered });
  });
  it("takes a fresh token of the same member's without asking", () => {
    const offered = session(1, 'b'.repeat(32));
    expect(urlTokenOutcome(session(1, 'a'.repeat(32)), offered)).toEqual({ kind: 'adopt', session: offered });
  });
  it("asks before switching to another member's account", () => {
    const current = session(1, 'a'.repeat(32));
    const offered = session(2, 'b'.repeat(32));
    expect(urlTokenOutcome(current, offered)).toEqual({ kind: 'ask', current, offered });
  });
  it('keeps the current session when the link opens none', () => {
    expect(urlTokenOutcome(session(1, 'a'.repeat(32)), null)).toEqual({ kind: 'keep' });
  });
});
