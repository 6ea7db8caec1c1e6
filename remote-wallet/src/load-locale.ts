import type { LanguageCode } from '@mobile/shared-contracts';

/** The `wallet` namespace, one chunk per language, loaded when first needed. */
export const loadWalletLocale = (language: LanguageCode) =>
  import(/* webpackChunkName: "i18n-wallet-[request]" */ `./locales/${language}.json`);

export const WALLET_NS = 'wallet';
