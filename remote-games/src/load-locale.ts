import type { LanguageCode } from '@mobile/shared-contracts';

/** The `games` namespace, one chunk per language, loaded when first needed. */
export const loadGamesLocale = (language: LanguageCode) =>
  import(/* webpackChunkName: "i18n-games-[request]" */ `./locales/${language}.json`);

export const GAMES_NS = 'games';
