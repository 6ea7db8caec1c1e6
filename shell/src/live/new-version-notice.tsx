import type { i18n as I18n } from 'i18next';
import { useId } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ensureLiveCatalogue, LIVE_NS } from './load-live-catalogue';
import './new-version-notice.css';

interface NewVersionNoticeProps {
  onReload: () => void;
  onLater: () => void;
}

/**
 * An operator switched or repointed a remote while the page was open (issue 32): the page offers a reload
 * and never forces one (the player may be mid-form or mid-game). Not modal, takes no focus.
 */
export function NewVersionNotice({ onReload, onLater }: NewVersionNoticeProps) {
  const { t } = useTranslation(LIVE_NS);
  const textId = useId();
  return (
    <section className="new-version" aria-labelledby={textId}>
      <p id={textId} className="new-version__text" role="status">
        {t('newVersion')}
      </p>
      <button type="button" className="mk-button mk-button--plain mk-button--small" onClick={onLater}>
        {t('later')}
      </button>
      <button type="button" className="mk-button mk-button--small" onClick={onReload}>
        {t('reload')}
      </button>
    </section>
  );
}

let shown: (() => void) | null = null;

/**
 * Shows the notice over the running app in a root of its own (once: a second change while it shows adds
 * nothing). Its strings load first, so it never draws with raw keys. Returns the function that removes it.
 */
export async function showNewVersionNotice(
  i18n: I18n,
  reload: () => void = () => window.location.reload(),
): Promise<() => void> {
  if (shown) return shown;
  const remove = () => {
    root.unmount();
    host.remove();
    i18n.off('languageChanged', onLanguage);
    if (shown === remove) shown = null;
  };
  shown = remove;
  // Another language picked while it shows: its catalogue first (the store's 'added' re-renders).
  const onLanguage = () => void ensureLiveCatalogue(i18n).catch(() => undefined);
  const host = document.createElement('div');
  const root = createRoot(host);
  try {
    await ensureLiveCatalogue(i18n);
  } catch (error) {
    // Its strings could not load (offline): nothing is shown; the next change offers it again.
    remove();
    throw error;
  }
  if (shown !== remove) return remove;
  i18n.on('languageChanged', onLanguage);
  document.body.append(host);
  root.render(
    <I18nextProvider i18n={i18n}>
      <NewVersionNotice onReload={reload} onLater={remove} />
    </I18nextProvider>,
  );
  return remove;
}
