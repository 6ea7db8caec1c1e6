/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { TOTP_CODE_PATTERN, TOTP_RECOVERY_CODE_PATTERN } from '@mobile/shared-contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { secondStepRefusal } from '../second-step-error';

/** The code as sent: spaces dropped, lower case (recovery codes). */
export const normaliseSecondStepCode = (value: string) => value.replace(/\s/g, '').toLowerCase();

/** Whether a typed code can be sent: six digits, or a recovery code. */
export const isSecondStepCode = (value: string) => {
  const code = normaliseSecondStepCode(value);
  return TOTP_CODE_PATTERN.test(code) || TOTP_RECOVERY_CODE_PATTERN.test(code);
};

interface TotpCodeFieldProps {
  value: string;
  onChange(value: string): void;
  /** Show the "enter it" problem (after a first submit). */
  tried: boolean;
  /** The form's last refusal: a wrong, missing or locked code is told here. */
  error: unknown;
}

/**
 * The authenticator app's six-digit code, asked by the money forms when the member has it on (issue 31):
 * a numeric one-time-code field, or a recovery code for a member without the phone.
 */
export function TotpCodeField({ value, onChange, tried, error }: TotpCodeFieldProps) {
  const { t, i18n } = useTranslation(WALLET_NS);
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const refusal = secondStepRefusal(error);
  let problem: string | null = null;
  if (tried && !isSecondStepCode(value)) problem = t(recovery ? 'totp.recoveryRule' : 'totp.rule');
  else if (refusal?.kind === 'wrong') problem = t('totp.wrong', { attemptsLeft: refusal.attemptsLeft });
  else if (refusal?.kind === 'required') problem = t('totp.rule');
  else if (refusal?.kind === 'locked')
    problem = t('totp.locked', {
      time: new Intl.DateTimeFormat(i18n.language || undefined, { timeStyle: 'short' }).format(refusal.until),
    });
  return (
    <div className="money-field">
      <label htmlFor={id}>{t(recovery ? 'totp.recoveryLabel' : 'totp.label')}</label>
      <input
        id={id}
        className="money-input"
        type="text"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={recovery ? 11 : 6}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        onChange={(event) => onChange(recovery ? event.target.value : event.target.value.replace(/\D/g, ''))}
      />
      {problem ? (
        <p id={`${id}-problem`} className="money-problem" role="alert">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="money-hint">
          {t(recovery ? 'totp.recoveryHint' : 'totp.hint')}
        </p>
      )}
      <button
        type="button"
        className="money-link"
        onClick={() => {
          setRecovery(!recovery);
          onChange('');
        }}
      >
        {t(recovery ? 'totp.useApp' : 'totp.useRecovery')}
      </button>
    </div>
  );
}
