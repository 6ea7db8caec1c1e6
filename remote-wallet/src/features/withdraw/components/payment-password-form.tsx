/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { PAYMENT_PASSWORD_PATTERN } from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { useTotpStatus } from '../api/get-withdraw-data';
import { useResetPaymentPassword, useSetPaymentPassword } from '../api/withdraw-mutations';
import { secondStepRefusal } from '../second-step-error';
import { LoginPasswordField } from './login-password-field';
import { PaymentPasswordLockNotice } from './payment-password-lock-notice';
import { PinField } from './pin-field';
import { isSecondStepCode, normaliseSecondStepCode, TotpCodeField } from './totp-code-field';

export type PasswordMode = 'set' | 'change' | 'reset';

/**
 * Set the first withdrawal password, change it (old one) or reset it; each with the login password
 * (re-authentication, issue 26 finding 7).
 */
export function PaymentPasswordForm({ mode, onDone }: { mode: PasswordMode; onDone(): void }) {
  const { t } = useTranslation(WALLET_NS);
  const [old, setOld] = useState('');
  const [loginPassword, setLoginPassword] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const setPassword = useSetPaymentPassword();
  const resetPassword = useResetPaymentPassword();
  const error = mode === 'reset' ? resetPassword.error : setPassword.error;
  const totp = useTotpStatus();
  // The authenticator's code, when the member has it on (or the server said it is needed).
  const secondStep = totp.data?.enabled === true || secondStepRefusal(error)?.kind === 'required';
  const busy = setPassword.isPending || resetPassword.isPending;
  const nextProblem = PAYMENT_PASSWORD_PATTERN.test(next) ? null : t('password.rule');
  const confirmProblem = confirm === next ? null : t('password.mismatch');
  const oldProblem = mode === 'change' && old === '' ? t('password.required') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nextProblem || confirmProblem || oldProblem || loginPassword === '' || busy) return;
    if (secondStep && !isSecondStepCode(code)) return;
    const done = { onSuccess: onDone };
    const totpCode = secondStep ? { totpCode: normaliseSecondStepCode(code) } : {};
    if (mode === 'reset')
      resetPassword.mutate(
        { loginPassword, newPassword: next, confirmNewPassword: confirm, ...totpCode },
        done,
      );
    else
      setPassword.mutate(
        {
          ...(mode === 'change' ? { oldPassword: old } : {}),
          loginPassword,
          newPassword: next,
          confirmNewPassword: confirm,
          ...totpCode,
        },
        done,
      );
  };

  return (
    <form className="money-form" onSubmit={submit} noValidate aria-label={t(`password.${mode}Title`)}>
      <h2 className="money-heading">{t(`password.${mode}Title`)}</h2>
      {mode === 'set' ? <p className="money-hint">{t('password.setFirst')}</p> : null}
      {mode === 'change' ? (
        <PinField
          label={t('password.old')}
          value={old}
          onChange={setOld}
          problem={tried ? oldProblem : null}
          autoComplete="current-password"
        />
      ) : null}
      <PinField
        label={t('password.new')}
        value={next}
        onChange={setNext}
        problem={tried ? nextProblem : null}
        autoComplete="new-password"
      />
      <PinField
        label={t('password.confirm')}
        value={confirm}
        onChange={setConfirm}
        problem={tried ? confirmProblem : null}
        autoComplete="new-password"
      />
      <LoginPasswordField value={loginPassword} onChange={setLoginPassword} tried={tried} />
      {secondStep ? <TotpCodeField value={code} onChange={setCode} tried={tried} error={error} /> : null}
      <PaymentPasswordLockNotice error={setPassword.error} />
      <button type="submit" className="money-submit" disabled={busy} aria-busy={busy}>
        {busy ? t('money.sending') : t('password.save')}
      </button>
    </form>
  );
}
