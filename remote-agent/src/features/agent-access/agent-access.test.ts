import type { SessionInfo } from '@mobile/shared-contracts';
import { canOpenAgentHome } from './agent-access';

const session = (type: number): SessionInfo => ({
  token: 't',
  merchantCode: 'demo',
  id: 1,
  userName: 'agent01',
  type,
  firstTimeLogin: false,
});

describe('canOpenAgentHome', () => {
  it.each([0, 4, 40])('refuses member type %p', (type) => {
    expect(canOpenAgentHome(session(type))).toBe(false);
  });

  it.each([1, 2, 41, 42])('admits member type %p', (type) => {
    expect(canOpenAgentHome(session(type))).toBe(true);
  });

  it('refuses without a session', () => {
    expect(canOpenAgentHome(null)).toBe(false);
  });
});
