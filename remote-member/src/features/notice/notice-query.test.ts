import { AGENT_NOTICE_TYPES, noticeTypesFrom, PLAYER_NOTICE_TYPES } from './notice-query';

describe('noticeTypesFrom', () => {
  it('reads the agent variant', () => {
    expect(noticeTypesFrom('?types=A')).toBe(AGENT_NOTICE_TYPES);
    expect(noticeTypesFrom('?foo=1&types=A')).toBe('A');
  });

  it('defaults to player notices, ignoring anything else in types', () => {
    expect(noticeTypesFrom('')).toBe(PLAYER_NOTICE_TYPES);
    expect(noticeTypesFrom('?types=B,PL,PU,H')).toBe('B,PL,PU');
    expect(noticeTypesFrom('?types=a')).toBe('B,PL,PU');
  });
});
