import { TIMERS } from '@mobile/shared-contracts';
import { useEffect, useReducer } from 'react';
import { SMS_IDLE, type SmsAction, type SmsState, smsReducer } from './sms-countdown';

/** The SMS button's state, ticking every 500 ms while a countdown runs. */
export function useSmsCountdown(): [SmsState, (action: SmsAction) => void] {
  const [state, dispatch] = useReducer(smsReducer, SMS_IDLE);
  const counting = state.phase === 'counting';
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), TIMERS.smsTick);
    return () => clearInterval(timer);
  }, [counting]);
  return [state, dispatch];
}
