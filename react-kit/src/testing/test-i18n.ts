import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Catalogue of one namespace, as in a remote's locales/EN.json. */
export type Catalogue = Record<string, unknown>;

/** The shell's `common` strings that react-kit's states and the remotes use. */
const COMMON_EN = {
  state: { loading: 'Loading…', empty: 'No data', loadFailed: 'Could not load this. Please try again.' },
  action: { retry: 'Retry', back: 'Back' },
  free_reject: 'Please log in with a real account to use this function.',
  rewardStatus: {
    applying: 'Applying',
    rejected: 'Rejected',
    issued: 'Issued',
    claimed: 'Claimed',
    closed: 'Closed',
    coming: 'Coming soon',
    signed: 'Signed in',
  },
};

/** A real, synchronous i18n instance in EN with `common` and the remote's own namespace. */
export function createTestI18n(namespace: string, catalogue: Catalogue): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    ns: ['common', namespace],
    defaultNS: namespace,
    resources: { EN: { common: COMMON_EN, [namespace]: catalogue } },
    interpolation: { escapeValue: false },
    // i18next 27 canonicalises 'EN' to 'en' unless told not to; the catalogues are keyed 'EN'.
    cleanCode: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
