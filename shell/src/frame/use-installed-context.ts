import { isInstalledContext } from '@mobile/shared-contracts';
import { useState } from 'react';

/** Read once: the display mode does not change while the page lives. */
export function useInstalledContext(): boolean {
  const [installed] = useState(() =>
    isInstalledContext({
      userAgent: navigator.userAgent,
      displayModeStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
      navigatorStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
    }),
  );
  return installed;
}
