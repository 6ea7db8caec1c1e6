import { useMount } from '@mobile/react-kit';
import type { CloseTarget } from '../rules/close-target';

/** Leaves a game frame: bets may have moved the balance, so the wallet is refreshed on the way out. */
export function useCloseFrame(target: CloseTarget): () => void {
  const { bus, navigate } = useMount();
  return () => {
    bus.emit({ type: 'refresh-wallet' });
    if (target.kind === 'back') window.history.back();
    else navigate(target.path, { replace: true });
  };
}
