import { DEFAULT_LANGUAGE, type LanguageCode } from '@mobile/shared-contracts';
import type { i18n as I18n } from 'i18next';

/** The live chunk's own namespace: its strings are not in the shell's `common` (full, see its budget). */
export const LIVE_NS = 'live';

const load = (language: LanguageCode): Promise<Record<string, string>> =>
  import(/* webpackChunkName: "live-i18n-[request]" */ `./locales/${language}.json`).then(
    (m) => m.default as Record<string, string>,
  );

/** Adds the `live` catalogue of the page's language (and English, the fallback) when it is not there yet. */
export async function ensureLiveCatalogue(i18n: I18n): Promise<void> {
  const languages = new Set([i18n.language as LanguageCode, DEFAULT_LANGUAGE]);
  await Promise.all(
    [...languages].map(async (language) => {
      if (i18n.hasResourceBundle(language, LIVE_NS)) return;
      i18n.addResourceBundle(language, LIVE_NS, await load(language), true, true);
    }),
  );
}
