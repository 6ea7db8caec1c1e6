import { useLocation } from 'react-router-dom';

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
