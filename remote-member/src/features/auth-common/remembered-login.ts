import { STORAGE_KEYS } from '@mobile/shared-contracts';

export type LoginMethod = 'username' | 'sms';

/**
 * What 'remember me' keeps: the account name (username or mobile number), the method and the dialling
 * code. Never the password: that goes to the browser's password manager (deliberate spec deviation).
 */
export interface RememberedLogin {
  method: LoginMethod;
  account: string;
  countryDialingCode: string;
}

export function readRememberedLogin(storage: Storage): RememberedLogin | null {
  try {
    const raw: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.rememberedLogin) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { method, account, countryDialingCode } = raw as Record<string, unknown>;
    if ((method !== 'username' && method !== 'sms') || typeof account !== 'string') return null;
    return {
      method,
      account,
      countryDialingCode: typeof countryDialingCode === 'string' ? countryDialingCode : '',
    };
  } catch {
    return null;
  }
}

/** Stores exactly the three remembered fields, or forgets them when remember is off. */
export function writeRememberedLogin(storage: Storage, remember: boolean, login: RememberedLogin): void {
  if (!remember) {
    storage.removeItem(STORAGE_KEYS.rememberedLogin);
    return;
  }
  const { method, account, countryDialingCode } = login;
  storage.setItem(STORAGE_KEYS.rememberedLogin, JSON.stringify({ method, account, countryDialingCode }));
}
