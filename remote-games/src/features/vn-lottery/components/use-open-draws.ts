import { useEffect } from 'react';
import { useVnOpenedNumeros } from '../api/use-vn-opened-numeros';
import { anyDrawClosed } from '../rules/countdown';

/** Asked again at most this often while a listed draw has closed (the next one opens at once). */
const REFRESH_GAP_MS = 5000;

/** The open draws, asked again when one of them closes so the next draw shows without a reload. */
export function useOpenDraws(now: number) {
  const draws = useVnOpenedNumeros();
  const stale =
    draws.data !== undefined && anyDrawClosed(draws.data, now) && now - draws.dataUpdatedAt >= REFRESH_GAP_MS;
  const { isFetching, refetch } = draws;
  useEffect(() => {
    if (stale && !isFetching) void refetch();
  }, [stale, isFetching, refetch]);
  return draws;
}
