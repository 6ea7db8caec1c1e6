import type { i18n as I18n } from 'i18next';

/**
 * The merchant's remotes changed (a `manifest` event): the reload notice, loaded only now (its code, style
 * and strings are a chunk of their own that most pages never need).
 */
export function offerReload(i18n: I18n): void {
  import(/* webpackChunkName: "live-notice" */ './new-version-notice')
    .then(({ showNewVersionNotice }) => showNewVersionNotice(i18n))
    .catch(() => undefined);
}
