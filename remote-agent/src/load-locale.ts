import type { LanguageCode } from '@mobile/shared-contracts';

/** The `agent` namespace, one chunk per language, loaded when first needed. */
export const loadAgentLocale = (language: LanguageCode) =>
  import(/* webpackChunkName: "i18n-agent-[request]" */ `./locales/${language}.json`);

export const AGENT_NS = 'agent';
