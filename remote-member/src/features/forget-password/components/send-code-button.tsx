import { TIMERS } from '@mobile/shared-contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import type { CountdownEvent, CountdownState } from '../code-countdown';

interface SendCodeButtonProps {
  state: CountdownState;
  dispatch(event: CountdownEvent): void;
  onSend(): void;
}

/** 'Send code' while idle; disabled while sending and counting down to the resend time. */
export function SendCodeButton({ state, dispatch, onSend }: SendCodeButtonProps) {
  const { t } = useTranslation(MEMBER_NS);
  const counting = state.kind === 'counting';
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), TIMERS.smsTick);
    return () => clearInterval(timer);
  }, [counting, dispatch]);

  const label =
    state.kind === 'counting'
      ? t('forget.resendIn', { seconds: state.seconds })
      : state.kind === 'sending'
        ? t('forget.sending')
        : t('forget.sendCode');
  return (
    <button
      type="button"
      className="acct-button acct-button--small"
      disabled={state.kind !== 'idle'}
      onClick={onSend}
    >
      {label}
    </button>
  );
}
