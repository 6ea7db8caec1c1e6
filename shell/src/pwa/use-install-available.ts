import { useSyncExternalStore } from 'react';
import { isInstallAvailable, subscribeInstallPrompt } from './install-prompt';

/** True while the browser offers to install the site; the component redraws when that changes. */
export function useInstallAvailable(): boolean {
  return useSyncExternalStore(subscribeInstallPrompt, isInstallAvailable, () => false);
}
