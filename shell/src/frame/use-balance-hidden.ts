import { BALANCE_HIDDEN_EVENT, STORAGE_KEYS } from '@mobile/shared-contracts';
import { useCallback, useSyncExternalStore } from 'react';

/** Balance hide/show, kept in storage so it survives reloads and is the same in header and drawer. */
export function useBalanceHidden(storage: Storage): [boolean, () => void] {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener(BALANCE_HIDDEN_EVENT, onChange);
    return () => window.removeEventListener(BALANCE_HIDDEN_EVENT, onChange);
  }, []);
  const hidden = useSyncExternalStore(subscribe, () => storage.getItem(STORAGE_KEYS.balanceHidden) === '1');
  const toggle = useCallback(() => {
    storage.setItem(STORAGE_KEYS.balanceHidden, hidden ? '0' : '1');
    window.dispatchEvent(new Event(BALANCE_HIDDEN_EVENT));
  }, [storage, hidden]);
  return [hidden, toggle];
}
