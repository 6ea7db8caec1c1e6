import { turnAutoLoginOff, withAutoLoginOff } from './auto-login';
import { STORAGE_KEYS } from './constants';

describe('autoLogin off at logout', () => {
  it('keeps the remembered account and sets autoLogin to 0', () => {
    const raw = JSON.stringify({ type: 'username', username: 'player0', autoLogin: 1 });
    expect(JSON.parse(withAutoLoginOff(raw) ?? '{}')).toEqual({
      type: 'username',
      username: 'player0',
      autoLogin: 0,
    });
  });

  it.each([null, 'not json', '[1]', '"text"', 'null'])('leaves %p alone', (raw) => {
    expect(withAutoLoginOff(raw)).toBeNull();
  });

  it('writes storage only when something is remembered', () => {
    const values = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    } as Storage;
    turnAutoLoginOff(localStorage);
    expect(localStorage.getItem(STORAGE_KEYS.rememberedLogin)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.rememberedLogin, JSON.stringify({ username: 'a', autoLogin: 1 }));
    turnAutoLoginOff(localStorage);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.rememberedLogin) ?? '{}').autoLogin).toBe(0);
  });
});
