import { STORAGE_KEYS } from '@mobile/shared-contracts';
import { readRememberedLogin, writeRememberedLogin } from './remembered-login';

beforeEach(() => window.localStorage.clear());

describe('remembered login', () => {
  it('keeps account, method and dialling code, and nothing else', () => {
    const login = { method: 'sms' as const, account: '9171234567', countryDialingCode: '63' };
    writeRememberedLogin(window.localStorage, true, { ...login, password: 'Demo1234' } as typeof login);
    expect(readRememberedLogin(window.localStorage)).toEqual(login);
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberedLogin)).not.toContain('Demo1234');
  });

  it('forgets when remember is off', () => {
    writeRememberedLogin(window.localStorage, true, {
      method: 'username',
      account: 'a',
      countryDialingCode: '',
    });
    writeRememberedLogin(window.localStorage, false, {
      method: 'username',
      account: 'a',
      countryDialingCode: '',
    });
    expect(readRememberedLogin(window.localStorage)).toBeNull();
  });

  it('ignores damaged data', () => {
    window.localStorage.setItem(STORAGE_KEYS.rememberedLogin, '{bad');
    expect(readRememberedLogin(window.localStorage)).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.rememberedLogin, '{"method":"x","account":"a"}');
    expect(readRememberedLogin(window.localStorage)).toBeNull();
  });
});
