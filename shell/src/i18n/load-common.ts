import type { LanguageCode } from '@mobile/shared-contracts';

export type Catalogue = Record<string, unknown>;

/**
 * The shell's `common` namespace, one chunk per language. The entry calls this before the app code has
 * arrived, so the catalogue downloads alongside it; later calls get the same module.
 */
export const loadCommon = (language: LanguageCode): Promise<Catalogue> =>
  import(/* webpackChunkName: "i18n-[request]" */ `./locales/${language}.json`).then(
    (m) => m.default as Catalogue,
  );

/**
 * The messages of the API's error codes (`shared-contracts/src/errors.ts`) that no start-up screen shows,
 * one chunk per language, merged into `common` when the first API call fails (docs/decisions/0391).
 */
export const loadApiMessages = (language: LanguageCode): Promise<Catalogue> =>
  import(/* webpackChunkName: "i18n-api-[request]" */ `./api-messages/${language}.json`).then(
    (m) => m.default as Catalogue,
  );
