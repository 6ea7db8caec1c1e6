import { STORAGE_KEYS } from '@mobile/shared-contracts';
import { useCallback, useSyncExternalStore } from 'react';

const CHANGE_EVENT = 'mc-balance-hidden';

/** Balance hide/show, kept in storage so it survives reloads and is the same in header and drawer. */
export function useBalanceHidden(storage: Storage): [boolean, () => void] {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener(CHANGE_EVENT, onChange);
    return () => window.removeEventListener(CHANGE_EVENT, onChange);
  }, []);
  const hidden = useSyncExternalStore(subscribe, () => storage.getItem(STORAGE_KEYS.balanceHidden) === '1');
  const toggle = useCallback(() => {
    storage.setItem(STORAGE_KEYS.balanceHidden, hidden ? '0' : '1');
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, [storage, hidden]);
  return [hidden, toggle];
}
