import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { VISIT_CHAIN_KEY } from './frame-constants';
import { previousPath, recordVisit, type VisitChain } from './visit-chain';

/**
 * Whether an earlier history entry belongs to this site. BrowserRouter numbers its entries
 * (history.state.idx); other routers only tell the first entry apart (key 'default').
 */
export function useHasSiteHistory(): boolean {
  const location = useLocation();
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx > 0 : location.key !== 'default';
}

function loadChain(): VisitChain {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(VISIT_CHAIN_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as VisitChain) : {};
  } catch {
    return {};
  }
}

/**
 * Records every page shown in this tab (visit-chain.ts) and answers the path of the entry before the
 * current one, at the moment a back is asked for.
 */
export function usePreviousPath(): () => string | null {
  const location = useLocation();
  const kind = useNavigationType();
  const chain = useRef<VisitChain | null>(null);
  const lastKey = useRef<string | null>(null);
  const currentKey = useRef(location.key);

  useEffect(() => {
    if (lastKey.current === location.key) return; // the same page drawn again, not a new entry
    const next = recordVisit(chain.current ?? loadChain(), {
      key: location.key,
      path: location.pathname,
      kind,
      lastKey: lastKey.current,
    });
    chain.current = next;
    lastKey.current = location.key;
    currentKey.current = location.key;
    try {
      window.sessionStorage.setItem(VISIT_CHAIN_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the chain still serves this page life from memory.
    }
  }, [location.key, location.pathname, kind]);

  return useCallback(() => previousPath(chain.current ?? {}, currentKey.current), []);
}
