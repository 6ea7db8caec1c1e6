import type { SessionInfo } from '@mobile/shared-contracts';
import { mayUseDeposit } from './deposit-access';

const session = (type: number): SessionInfo => ({
  token: 't',
  merchantCode: 'demo',
  id: 1,
  userName: 'u',
  type,
  firstTimeLogin: false,
});

it.each([
  [0, true],
  [1, true],
  [2, true],
  [4, false],
  [40, false],
  [41, false],
])('member type %p may deposit: %p', (type, allowed) => {
  expect(mayUseDeposit(session(type))).toBe(allowed);
});

it('refuses without a session', () => {
  expect(mayUseDeposit(null)).toBe(false);
});
