import { DEFAULT_LANGUAGE, type LanguageCode, STORAGE_KEYS } from '@mobile/shared-contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCommon } from './load-common';

export { initialLanguage } from './initial-language';

export async function createI18n(language: LanguageCode): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    // Language codes are the spec's (EN, TY…); i18next would otherwise lower-case them.
    cleanCode: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
    // Re-render when a remote adds its namespace after a language change.
    react: { bindI18n: 'languageChanged', bindI18nStore: 'added', useSuspense: false },
  });
  await ensureCommon(instance, language);
  if (language !== DEFAULT_LANGUAGE) await ensureCommon(instance, DEFAULT_LANGUAGE);
  setDocumentLanguage(language);
  return instance;
}

async function ensureCommon(instance: I18n, language: LanguageCode): Promise<void> {
  if (instance.hasResourceBundle(language, 'common')) return;
  instance.addResourceBundle(language, 'common', await loadCommon(language), true, true);
}

/** Loads the catalogue first so the switch re-renders once, in the new language. */
export async function changeLanguage(
  instance: I18n,
  language: LanguageCode,
  storage: Storage,
): Promise<void> {
  await ensureCommon(instance, language);
  await instance.changeLanguage(language);
  storage.setItem(STORAGE_KEYS.language, language);
  setDocumentLanguage(language);
}

/** BCP 47 tag of a catalogue code, for <html lang> (screen readers, hyphenation, fonts). */
export function htmlLangOf(language: LanguageCode): string {
  if (language === 'TY') return 'fil';
  if (language === 'CN') return 'zh-CN';
  return language.toLowerCase();
}

function setDocumentLanguage(language: LanguageCode): void {
  document.documentElement.lang = htmlLangOf(language);
}
