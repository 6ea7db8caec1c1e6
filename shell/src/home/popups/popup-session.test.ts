import { ALL_SESSIONS, markPopupsSeen, POPUPS_SEEN_KEY, popupSessionKey, popupsSeen } from './popup-session';

describe('login pop-ups once per session', () => {
  const member = { id: 7, token: 'abcdefghijklmnop-12345678' };

  it('keys a guest apart from each login, keeping only the tail of the token', () => {
    expect(popupSessionKey(null)).toBe('guest');
    expect(popupSessionKey(member)).toBe('m7:12345678');
    expect(popupSessionKey({ ...member, token: 'another-login-87654321' })).toBe('m7:87654321');
  });

  it('remembers each session that saw them: the guest, then the login', () => {
    const storage = window.sessionStorage;
    storage.clear();
    expect(popupsSeen(storage, 'guest')).toBe(false);
    markPopupsSeen(storage, 'guest');
    expect(popupsSeen(storage, 'guest')).toBe(true);
    expect(popupsSeen(storage, popupSessionKey(member))).toBe(false);
    markPopupsSeen(storage, popupSessionKey(member));
    expect(popupsSeen(storage, 'guest')).toBe(true);
    expect(popupsSeen(storage, 'm7:12345678')).toBe(true);
  });

  it('keeps the newest eight marks and survives a damaged entry', () => {
    const storage = window.sessionStorage;
    storage.setItem(POPUPS_SEEN_KEY, '{not json');
    expect(popupsSeen(storage, 'guest')).toBe(false);
    for (let i = 0; i < 10; i += 1) markPopupsSeen(storage, `m${i}:x`);
    expect(popupsSeen(storage, 'm0:x')).toBe(false);
    expect(popupsSeen(storage, 'm9:x')).toBe(true);
    expect(JSON.parse(storage.getItem(POPUPS_SEEN_KEY) ?? '[]')).toHaveLength(8);
  });

  it("covers every later login once the player chose 'don't show again'", () => {
    const storage = window.sessionStorage;
    storage.clear();
    markPopupsSeen(storage, ALL_SESSIONS);
    expect(popupsSeen(storage, 'guest')).toBe(true);
    expect(popupsSeen(storage, popupSessionKey(member))).toBe(true);
  });
});
