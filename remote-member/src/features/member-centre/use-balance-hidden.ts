import { BALANCE_HIDDEN_EVENT, STORAGE_KEYS } from '@mobile/shared-contracts';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * The hide/show choice a server drawing of the member centre shows (docs/decisions/0642): the frame service
 * has no storage, so it answers from the shell's `mc_balance_hidden` hint, which mirrors the same storage
 * key. Read only by a server render; the browser reads its storage.
 */
export const DrawnBalanceHidden = createContext(false);

/** The drawer's balance hide/show choice (same storage key and event), so both always agree. */
export function useBalanceHidden(): [boolean, () => void] {
  const drawn = useContext(DrawnBalanceHidden);
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener(BALANCE_HIDDEN_EVENT, onChange);
    return () => window.removeEventListener(BALANCE_HIDDEN_EVENT, onChange);
  }, []);
  const hidden = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(STORAGE_KEYS.balanceHidden) === '1',
    () => drawn,
  );
  const toggle = useCallback(() => {
    window.localStorage.setItem(STORAGE_KEYS.balanceHidden, hidden ? '0' : '1');
    window.dispatchEvent(new Event(BALANCE_HIDDEN_EVENT));
  }, [hidden]);
  return [hidden, toggle];
}
