import type { RemoteName } from '@mobile/shared-contracts';

const signal = new EventTarget();

/** Tells every area of `owner` that its remote was reset, so all failed areas try again at once. */
export function announceRetry(owner: RemoteName): void {
  signal.dispatchEvent(new CustomEvent<RemoteName>('retry', { detail: owner }));
}

/** Runs `onRetry` whenever an area of `owner` asks for a retry; returns the unsubscribe. */
export function onRetry(owner: RemoteName, onRetry: () => void): () => void {
  const listener = (event: Event) => {
    if ((event as CustomEvent<RemoteName>).detail === owner) onRetry();
  };
  signal.addEventListener('retry', listener);
  return () => signal.removeEventListener('retry', listener);
}
