/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useTranslation } from 'react-i18next';
import type { SmsState } from '../sms-countdown';

/** i18n keys of the button's words in each phase; `counting` gets `{{seconds}}`. */
export interface SmsButtonLabels {
  idle: string;
  sending: string;
  counting: string;
}

/** Login and register: 'get code', and the bare seconds while counting down. */
export const SMS_BUTTON_LABELS: SmsButtonLabels = {
  idle: 'sms.getCode',
  sending: 'sms.getCode',
  counting: 'sms.countdown',
};

interface SmsCodeButtonProps {
  state: SmsState;
  onSend(): void;
  labels?: SmsButtonLabels;
  className?: string;
}

/** SPEC SMS button: the send label when idle, disabled while sending, the seconds left while counting down. */
export function SmsCodeButton({
  state,
  onSend,
  labels = SMS_BUTTON_LABELS,
  className = 'form-field__action',
}: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const label =
    state.phase === 'counting' ? t(labels.counting, { seconds: state.secondsLeft }) : t(labels[state.phase]);
  return (
    <button
      type="button"
      className={className}
      disabled={state.phase !== 'idle'}
      onClick={onSend}
      aria-live="polite"
    >
      {label}
    </button>
  );
}
