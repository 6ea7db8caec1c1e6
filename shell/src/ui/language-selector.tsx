import { useStreamValue } from '@mobile/react-kit';
import { type LanguageCode, languageLabel, SELECTABLE_LANGUAGES } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../app/shell-context';
import { changeLanguage } from '../i18n/create-i18n';
import './ui.css';

/** SPEC language selector: EN and TY (shown as PH); the whole site re-renders in the new language. */
export function LanguageSelector() {
  const { bus, i18n, storage } = useShell();
  const { t } = useTranslation('common');
  const current = useStreamValue(bus.language$);
  const [pending, setPending] = useState<LanguageCode | null>(null);

  const choose = async (code: LanguageCode) => {
    if (code === current || pending) return;
    setPending(code);
    try {
      await changeLanguage(i18n, code, storage);
      bus.language$.next(code);
    } catch (error) {
      console.error('[i18n] language change failed', error);
      bus.emit({ type: 'toast', kind: 'error', messageKey: 'error.network' });
    } finally {
      setPending(null);
    }
  };

  return (
    <fieldset className="language-selector" aria-label={t('home.language')}>
      {SELECTABLE_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          className="language-selector__option"
          aria-pressed={code === current}
          aria-busy={code === pending}
          lang={code === 'TY' ? 'fil' : code.toLowerCase()}
          onClick={() => choose(code)}
        >
          {languageLabel(code)}
        </button>
      ))}
    </fieldset>
  );
}
