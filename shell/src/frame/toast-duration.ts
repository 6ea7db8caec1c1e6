import { TIMERS, type ToastKind } from '@mobile/shared-contracts';

/** SPEC 9 toast timers: success 1 s, loading 10 s, others 1.5 s, unless the sender asks otherwise. */
export function toastDuration(kind: ToastKind, durationMs?: number): number {
  if (typeof durationMs === 'number' && durationMs > 0) return durationMs;
  if (kind === 'success') return TIMERS.successToast;
  if (kind === 'loading') return TIMERS.loadingToast;
  return TIMERS.defaultToast;
}
