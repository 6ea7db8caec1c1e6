import { useMount } from '@mobile/react-kit';
import { backOutOfFrame } from '../rules/back-out-of-frame';
import type { CloseTarget } from '../rules/close-target';

/** Leaves a game frame: bets may have moved the balance, so the wallet is refreshed on the way out. */
export function useCloseFrame(target: CloseTarget): () => void {
  const { bus, navigate } = useMount();
  return () => {
    bus.emit({ type: 'refresh-wallet' });
    if (target.kind === 'back') backOutOfFrame(window);
    else navigate(target.path, { replace: true });
  };
}
