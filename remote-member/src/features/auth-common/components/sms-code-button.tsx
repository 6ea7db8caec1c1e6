import { useTranslation } from 'react-i18next';
import type { SmsState } from '../sms-countdown';

interface SmsCodeButtonProps {
  state: SmsState;
  onSend(): void;
}

/** SPEC SMS button: 'get code' when idle, the seconds left while counting down. */
export function SmsCodeButton({ state, onSend }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const label =
    state.phase === 'counting' ? t('sms.countdown', { seconds: state.secondsLeft }) : t('sms.getCode');
  return (
    <button
      type="button"
      className="auth-field__action auth-sms"
      disabled={state.phase !== 'idle'}
      onClick={onSend}
      aria-live="polite"
    >
      {label}
    </button>
  );
}
