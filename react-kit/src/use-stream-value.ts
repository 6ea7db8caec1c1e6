import type { StateStream } from '@mobile/shared-contracts';
import { useCallback, useSyncExternalStore } from 'react';

/** Current value of a bus state stream; re-renders when it changes. */
export function useStreamValue<T>(stream: StateStream<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = stream.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [stream],
  );
  const current = () => stream.getValue();
  // The same value on the server: a page drawn by the frame service reads the bus too (decision 0631).
  return useSyncExternalStore(subscribe, current, current);
}
