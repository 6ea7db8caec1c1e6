import { DEFAULT_LANGUAGE, isLanguage, type LanguageCode, STORAGE_KEYS } from '@mobile/shared-contracts';

/** The stored language, EN when none or unknown. Read by the entry before any app code has loaded. */
export function initialLanguage(storage: Storage): LanguageCode {
  const stored = storage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}
