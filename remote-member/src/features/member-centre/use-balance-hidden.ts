import { BALANCE_HIDDEN_EVENT, STORAGE_KEYS } from '@mobile/shared-contracts';
import { useCallback, useSyncExternalStore } from 'react';

/** The drawer's balance hide/show choice (same storage key and event), so both always agree. */
export function useBalanceHidden(): [boolean, () => void] {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener(BALANCE_HIDDEN_EVENT, onChange);
    return () => window.removeEventListener(BALANCE_HIDDEN_EVENT, onChange);
  }, []);
  const hidden = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(STORAGE_KEYS.balanceHidden) === '1',
  );
  const toggle = useCallback(() => {
    window.localStorage.setItem(STORAGE_KEYS.balanceHidden, hidden ? '0' : '1');
    window.dispatchEvent(new Event(BALANCE_HIDDEN_EVENT));
  }, [hidden]);
  return [hidden, toggle];
}
