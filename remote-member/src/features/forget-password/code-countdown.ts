import { TIMERS } from '@mobile/shared-contracts';

/**
 * SPEC 4 SMS button: idle shows the fetch-code link; sending while the request runs; after send a
 * countdown in seconds to the expiry time (ticks of TIMERS.smsTick), then idle again.
 */
export type CountdownState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'counting'; until: number; seconds: number };

export type CountdownEvent =
  | { type: 'send' }
  | { type: 'sent'; expirationTime: number | null; now: number }
  | { type: 'failed' }
  | { type: 'tick'; now: number };

export const IDLE: CountdownState = { kind: 'idle' };

export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export function countdownReducer(state: CountdownState, event: CountdownEvent): CountdownState {
  switch (event.type) {
    case 'send':
      return state.kind === 'idle' ? { kind: 'sending' } : state;
    case 'failed':
      return state.kind === 'sending' ? IDLE : state;
    case 'sent': {
      if (state.kind !== 'sending') return state;
      // A missing or past expiry falls back to the spec's 60 s.
      const until =
        event.expirationTime && event.expirationTime > event.now
          ? event.expirationTime
          : event.now + TIMERS.smsDefaultSeconds * 1000;
      return { kind: 'counting', until, seconds: secondsLeft(until, event.now) };
    }
    case 'tick': {
      if (state.kind !== 'counting') return state;
      const seconds = secondsLeft(state.until, event.now);
      if (seconds === 0) return IDLE;
      return seconds === state.seconds ? state : { ...state, seconds };
    }
  }
}
