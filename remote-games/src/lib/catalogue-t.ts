import i18next, { type TFunction } from 'i18next';
import { GAMES_NS } from '../load-locale';

/**
 * The games namespace's `t` over one catalogue, ready at once: for the frame service's drawings
 * (decision 0611), which run the page's views outside a parcel. Same interpolation as the shell's
 * instance (React escapes; i18next does not).
 */
export function catalogueT(language: string, catalogue: Record<string, unknown>): TFunction<'games'> {
  const instance = i18next.createInstance();
  instance.init({
    lng: language,
    ns: [GAMES_NS],
    defaultNS: GAMES_NS,
    resources: { [language]: { [GAMES_NS]: catalogue } },
    interpolation: { escapeValue: false },
    // The catalogues are keyed by the spec's codes (EN, TY…); i18next would otherwise canonicalise them.
    cleanCode: false,
    initAsync: false,
  });
  return instance.getFixedT(language, GAMES_NS) as TFunction<'games'>;
}
