import { DEFAULT_LANGUAGE, type LanguageCode, STORAGE_KEYS } from '@mobile/shared-contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadApiMessages, loadCommon } from './load-common';

export { initialLanguage } from './initial-language';

/** Sections of `common` whose keys the lazily loaded API messages complete (see `loadApiMessages`). */
const API_MESSAGE_SECTIONS = ['error.', 'walletError.'];

/** Instances whose API messages were asked for: a language switch then loads the new language's too. */
const withApiMessages = new WeakSet<I18n>();

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
    // An API message whose chunk could not arrive (offline) reads as the unknown error, never as its key.
    parseMissingKeyHandler: (key) =>
      API_MESSAGE_SECTIONS.some((section) => key.startsWith(section)) ? instance.t('error.unknown') : key,
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

async function addApiMessages(instance: I18n, language: LanguageCode): Promise<void> {
  if (instance.getResource(language, 'common', 'walletError.amountInvalid') !== undefined) return;
  instance.addResourceBundle(language, 'common', await loadApiMessages(language), true, true);
}

/**
 * Merges the API's error messages into `common` for the current language (and the fallback). The API
 * client awaits it before a failed call is reported, so the message is there when the player sees it;
 * a chunk that does not arrive leaves the unknown error's text (see `parseMissingKeyHandler`).
 */
export async function ensureApiMessages(instance: I18n): Promise<void> {
  withApiMessages.add(instance);
  const language = instance.language as LanguageCode;
  await Promise.all(
    [...new Set([language, DEFAULT_LANGUAGE])].map((lng) =>
      addApiMessages(instance, lng).catch(() => undefined),
    ),
  );
}

/** Loads the catalogue first so the switch re-renders once, in the new language. */
export async function changeLanguage(
  instance: I18n,
  language: LanguageCode,
  storage: Storage,
): Promise<void> {
  await ensureCommon(instance, language);
  if (withApiMessages.has(instance)) await addApiMessages(instance, language).catch(() => undefined);
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
