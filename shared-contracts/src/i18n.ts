import type { LanguageCode } from './events';

/** Catalogue of SPEC 1: EN and TY are selectable (TY shown as PH); all six are present. */
export const LANGUAGES: readonly LanguageCode[] = ['EN', 'TY', 'CN', 'JA', 'TH', 'VI'];
export const SELECTABLE_LANGUAGES: readonly LanguageCode[] = ['EN', 'TY'];
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

export function languageLabel(code: LanguageCode): string {
  return code === 'TY' ? 'PH' : code;
}

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
