import { PAYMENT_PASSWORD_PATTERN } from '@mobile/shared-contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { useResetPaymentPassword, useSetPaymentPassword } from '../api/withdraw-mutations';
import { PinField } from './pin-field';

export type PasswordMode = 'set' | 'change' | 'reset';

/** Set the first withdrawal password, change it (old one), or reset it with the login password. */
export function PaymentPasswordForm({ mode, onDone }: { mode: PasswordMode; onDone(): void }) {
  const { t } = useTranslation(WALLET_NS);
  const id = useId();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const setPassword = useSetPaymentPassword();
  const resetPassword = useResetPaymentPassword();
  const busy = setPassword.isPending || resetPassword.isPending;
  const nextProblem = PAYMENT_PASSWORD_PATTERN.test(next) ? null : t('password.rule');
  const confirmProblem = confirm === next ? null : t('password.mismatch');
  const oldProblem = mode !== 'set' && old === '' ? t('password.required') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nextProblem || confirmProblem || oldProblem || busy) return;
    const done = { onSuccess: onDone };
    if (mode === 'reset')
      resetPassword.mutate({ loginPassword: old, newPassword: next, confirmNewPassword: confirm }, done);
    else
      setPassword.mutate(
        {
          ...(mode === 'change' ? { oldPassword: old } : {}),
          newPassword: next,
          confirmNewPassword: confirm,
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
      {mode === 'reset' ? (
        <div className="money-field">
          <label htmlFor={`${id}-login`}>{t('password.loginPassword')}</label>
          <input
            id={`${id}-login`}
            className="money-input"
            type="password"
            autoComplete="current-password"
            value={old}
            onChange={(event) => setOld(event.target.value)}
          />
        </div>
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
      <button type="submit" className="money-submit" disabled={busy} aria-busy={busy}>
        {busy ? t('money.sending') : t('password.save')}
      </button>
    </form>
  );
}
