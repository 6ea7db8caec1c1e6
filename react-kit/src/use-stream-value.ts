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
  return useSyncExternalStore(subscribe, () => stream.getValue());
}
