import { STORAGE_KEYS } from './constants';

/**
 * SPEC 4 logout sets the remembered login's autoLogin to 0. The entry (SPEC 3 'remembered login')
 * is a JSON object; anything else is left alone, and nothing is created when none is stored.
 */
export function withAutoLoginOff(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return JSON.stringify({ ...value, autoLogin: 0 });
  } catch {
    return null;
  }
}

export function turnAutoLoginOff(storage: Storage): void {
  const next = withAutoLoginOff(storage.getItem(STORAGE_KEYS.rememberedLogin));
  if (next !== null) storage.setItem(STORAGE_KEYS.rememberedLogin, next);
}
