import { memberDisplayName } from './member-name';

describe('memberDisplayName', () => {
  it('prefers the nickname', () => {
    expect(memberDisplayName({ nickname: 'Lucky', account: 'player01' })).toBe('Lucky');
  });
  it('uses the account when there is no nickname', () => {
    expect(memberDisplayName({ nickname: null, account: 'player01' })).toBe('player01');
    expect(memberDisplayName({ nickname: '  ', account: 'player01' })).toBe('player01');
  });
  it('falls back while member info is not loaded', () => {
    expect(memberDisplayName(null, 'player01')).toBe('player01');
  });
});
