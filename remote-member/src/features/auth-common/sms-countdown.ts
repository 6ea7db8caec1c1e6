import { TIMERS } from '@mobile/shared-contracts';

/** SPEC 4 SMS button: idle (fetch-code link) -> sending -> countdown to the server's expiry -> idle. */
export type SmsState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'counting'; endsAt: number; secondsLeft: number };

export type SmsAction =
  | { type: 'send' }
  | { type: 'sent'; expirationTime: number | null | undefined; now: number }
  | { type: 'failed' }
  | { type: 'tick'; now: number };

export const SMS_IDLE: SmsState = { phase: 'idle' };

const secondsUntil = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000));

/** The server's expiry when it is in the future, else the default 60 s from now. */
export function countdownEnd(expirationTime: number | null | undefined, now: number): number {
  if (typeof expirationTime === 'number' && expirationTime > now) return expirationTime;
  return now + TIMERS.smsDefaultSeconds * 1000;
}

export function smsReducer(state: SmsState, action: SmsAction): SmsState {
  switch (action.type) {
    case 'send':
      return state.phase === 'idle' ? { phase: 'sending' } : state;
    case 'failed':
      return state.phase === 'sending' ? SMS_IDLE : state;
    case 'sent': {
      if (state.phase !== 'sending') return state;
      const endsAt = countdownEnd(action.expirationTime, action.now);
      return { phase: 'counting', endsAt, secondsLeft: secondsUntil(endsAt, action.now) };
    }
    case 'tick': {
      if (state.phase !== 'counting') return state;
      const secondsLeft = secondsUntil(state.endsAt, action.now);
      if (secondsLeft === 0) return SMS_IDLE;
      return secondsLeft === state.secondsLeft ? state : { ...state, secondsLeft };
    }
  }
}
