import { messageKeyFor } from './errors';

describe('messageKeyFor', () => {
  it('maps known codes to their message key', () => {
    expect(messageKeyFor('NOT_LOGGED_IN')).toBe('error.notLoggedIn');
    expect(messageKeyFor('FREE_REJECT')).toBe('free_reject');
  });
  it('maps unknown, empty and prototype names to the unknown error', () => {
    expect(messageKeyFor('E_WHATEVER')).toBe('error.unknown');
    expect(messageKeyFor(undefined)).toBe('error.unknown');
    expect(messageKeyFor('toString')).toBe('error.unknown');
  });
});
