import type { i18n as I18n } from 'i18next';
import type { ShellBus } from '../session/create-bus';
import { changeLanguage } from './create-i18n';

/** Answers a remote's 'set-language' event as the shell's own selector does. */
export function startLanguageController(bus: ShellBus, i18n: I18n, storage: Storage): () => void {
  const subscription = bus.events$.subscribe((event) => {
    if (event.type !== 'set-language' || event.language === bus.language$.getValue()) return;
    changeLanguage(i18n, event.language, storage)
      .then(() => bus.language$.next(event.language))
      .catch((error: unknown) => {
        console.error('[i18n] language change failed', error);
        bus.emit({ type: 'toast', kind: 'error', messageKey: 'error.network' });
      });
  });
  return () => subscription.unsubscribe();
}
