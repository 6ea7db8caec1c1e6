import { STORAGE_KEYS } from '@mobile/shared-contracts';
import { keepStorageInMemoryWhenBlocked, memoryStorage, storageInMemory } from './private-mode';
import { readSession, writeSession } from './session-storage';

const SESSION = {
  token: 't-1',
  merchantCode: 'DEMO',
  id: 7,
  type: 1,
  userName: 'alice',
  firstTimeLogin: false,
};

/** A window whose local storage throws on reading, as Chromium does when site data is blocked. */
function blockedWindow(): Window {
  const win = { sessionStorage: memoryStorage() };
  Object.defineProperty(win, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  return win as unknown as Window;
}

describe('private-mode detection (SPEC 8)', () => {
  it('keeps the browser’s storage where it works', () => {
    const win = { localStorage: memoryStorage(), sessionStorage: memoryStorage() } as unknown as Window;
    const local = win.localStorage;
    expect(keepStorageInMemoryWhenBlocked(win)).toBe(false);
    expect(win.localStorage).toBe(local);
    expect(storageInMemory()).toBe(false);
  });

  it('private mode: storage unavailable is replaced by memory, and a session kept there works', () => {
    const win = blockedWindow();
    expect(keepStorageInMemoryWhenBlocked(win)).toBe(true);
    expect(storageInMemory()).toBe(true);

    writeSession(win.localStorage, SESSION);
    expect(readSession(win.localStorage)).toEqual(SESSION);
    expect(win.localStorage.getItem(STORAGE_KEYS.session)).toContain('t-1');
    writeSession(win.localStorage, null);
    expect(readSession(win.localStorage)).toBeNull();
  });

  it('private mode: a storage that throws on writing (old Safari) is replaced too', () => {
    const quota = memoryStorage();
    quota.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const win = { localStorage: memoryStorage(), sessionStorage: quota } as unknown as Window;
    keepStorageInMemoryWhenBlocked(win);
    win.sessionStorage.setItem('k', 'v');
    expect(win.sessionStorage.getItem('k')).toBe('v');
  });

  it('memory storage behaves as Storage: length, key, clear', () => {
    const s = memoryStorage();
    s.setItem('a', '1');
    s.setItem('b', '2');
    expect([s.length, s.key(1), s.key(2)]).toEqual([2, 'b', null]);
    s.clear();
    expect(s.length).toBe(0);
  });
});
