import { TIMERS, type ToastKind } from '@mobile/shared-contracts';

/**
 * SPEC 9 short (3 s) and long (8 s) toasts, for the text table's messages (SPEC 8) that need more than the
 * default 1.5 s to read or act on (decision 0231): long for a state of the site or the connection the
 * player has to wait out or act upon, short for a refusal whose reason is one sentence.
 */
const LONG_TOAST_KEYS: ReadonlySet<string> = new Set([
  'error.network',
  'error.upgrading',
  'error.maintenance',
  'error.ipBlocked',
  'error.sessionExpired',
  'error.privateMode',
]);
const SHORT_TOAST_KEYS: ReadonlySet<string> = new Set([
  'error.notLoggedIn',
  'error.forbidden',
  'error.notMember',
  'error.notAgent',
  'error.unknown',
  'error.requestedUrlEmpty',
]);

/**
 * SPEC 9 toast timers: success 1 s, loading 10 s, short 3 s and long 8 s for the messages above, others
 * 1.5 s, unless the sender asks otherwise.
 */
export function toastDuration(kind: ToastKind, durationMs?: number, messageKey = ''): number {
  if (typeof durationMs === 'number' && durationMs > 0) return durationMs;
  if (kind === 'success') return TIMERS.successToast;
  if (kind === 'loading') return TIMERS.loadingToast;
  if (LONG_TOAST_KEYS.has(messageKey)) return TIMERS.longToast;
  if (SHORT_TOAST_KEYS.has(messageKey)) return TIMERS.shortToast;
  return TIMERS.defaultToast;
}
