import type { LanguageCode } from '@mobile/shared-contracts';

/** The `member` namespace, one chunk per language, loaded when first needed. */
export const loadMemberLocale = (language: LanguageCode) =>
  import(/* webpackChunkName: "i18n-member-[request]" */ `./locales/${language}.json`);

export const MEMBER_NS = 'member';
