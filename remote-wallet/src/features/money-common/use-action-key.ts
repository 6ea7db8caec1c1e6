import { useRef } from 'react';
import { newActionKey } from './action-key';

/**
 * One idempotency key per player action: the same key on every retry of that action (so a lost answer
 * never moves money twice), a new one after it succeeded.
 */
export function useActionKey() {
  const key = useRef<string | null>(null);
  return {
    current: () => {
      key.current ??= newActionKey();
      return key.current;
    },
    renew: () => {
      key.current = null;
    },
  };
}
