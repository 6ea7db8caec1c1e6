import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Texts } from './texts';

/** The `common` catalogue as the frame's views take it (`Texts`), following the player's language. */
export function useTexts(): Texts {
  const { t } = useTranslation('common');
  return useCallback<Texts>((key, values) => t(key, values ?? {}), [t]);
}
