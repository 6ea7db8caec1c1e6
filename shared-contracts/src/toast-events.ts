import { TIMERS } from './constants';
import type { BusEvent } from './events';

/** SPEC 5/8: free-play or non-permitted member types are told free_reject for 2 s and blocked. */
export const FREE_REJECT_TOAST: BusEvent = {
  type: 'toast',
  kind: 'error',
  messageKey: 'free_reject',
  durationMs: TIMERS.freeReject,
};

/** The toast of an action that worked: its message (namespaced key) for the spec's success time. */
export const successToast = (messageKey: string): BusEvent => ({
  type: 'toast',
  kind: 'success',
  messageKey,
  durationMs: TIMERS.successToast,
});
