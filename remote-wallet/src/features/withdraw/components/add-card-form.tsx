/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { ErrorState, PageSpinner } from '@mobile/react-kit';
import { isCardNumber, normaliseCardNumber, PAYMENT_PASSWORD_PATTERN } from '@mobile/shared-contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { useTotpStatus, useWithdrawBanks } from '../api/get-withdraw-data';
import { useAddBankCard } from '../api/withdraw-mutations';
import { secondStepRefusal } from '../second-step-error';
import { LoginPasswordField } from './login-password-field';
import { PayeeNameForm } from './payee-name-form';
import { PaymentPasswordLockNotice } from './payment-password-lock-notice';
import { PinField } from './pin-field';
import { isSecondStepCode, normaliseSecondStepCode, TotpCodeField } from './totp-code-field';

/**
 * A bank from the withdraw-bank list, the number (checked), holder = payee name, confirmed by the
 * withdrawal password and the login password (a card is where money goes: re-authentication).
 */
export function AddCardForm({ payeeName, onDone }: { payeeName: string | null; onDone(): void }) {
  const { t } = useTranslation(WALLET_NS);
  const id = useId();
  const banks = useWithdrawBanks();
  const add = useAddBankCard();
  const [bank, setBank] = useState('');
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [loginPassword, setLoginPassword] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const totp = useTotpStatus();
  const secondStep = totp.data?.enabled === true || secondStepRefusal(add.error)?.kind === 'required';
  if (!payeeName) return <PayeeNameForm />;
  if (banks.isPending) return <PageSpinner />;
  if (banks.isError) return <ErrorState onRetry={() => banks.refetch()} />;
  const bankProblem = bank ? null : t('card.chooseBank');
  const numberProblem = isCardNumber(number) ? null : t('card.numberRule');
  const pinProblem = PAYMENT_PASSWORD_PATTERN.test(pin) ? null : t('password.rule');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (bankProblem || numberProblem || pinProblem || loginPassword === '' || add.isPending) return;
    if (secondStep && !isSecondStepCode(code)) return;
    add.mutate(
      {
        bankCode: bank,
        cardNumber: normaliseCardNumber(number),
        paymentPassword: pin,
        loginPassword,
        ...(secondStep ? { totpCode: normaliseSecondStepCode(code) } : {}),
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-label={t('card.addTitle')}>
      <h2 className="money-heading">{t('card.addTitle')}</h2>
      <div className="money-field">
        <label htmlFor={`${id}-bank`}>{t('card.bank')}</label>
        <select
          id={`${id}-bank`}
          className="money-input"
          value={bank}
          onChange={(event) => setBank(event.target.value)}
        >
          <option value="">{t('card.chooseBank')}</option>
          {banks.data.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
        {tried && bankProblem ? (
          <p className="money-problem" role="alert">
            {bankProblem}
          </p>
        ) : null}
      </div>
      <p className="money-hint">{t('card.holder', { name: payeeName })}</p>
      <div className="money-field">
        <label htmlFor={`${id}-number`}>{t('card.number')}</label>
        <input
          id={`${id}-number`}
          className="money-input"
          inputMode="numeric"
          autoComplete="off"
          value={number}
          aria-invalid={tried && numberProblem ? true : undefined}
          onChange={(event) => setNumber(event.target.value)}
        />
        {tried && numberProblem ? (
          <p className="money-problem" role="alert">
            {numberProblem}
          </p>
        ) : null}
      </div>
      <PinField
        label={t('password.current')}
        value={pin}
        onChange={setPin}
        problem={tried ? pinProblem : null}
      />
      <LoginPasswordField value={loginPassword} onChange={setLoginPassword} tried={tried} />
      {secondStep ? <TotpCodeField value={code} onChange={setCode} tried={tried} error={add.error} /> : null}
      <PaymentPasswordLockNotice error={add.error} />
      <button type="submit" className="money-submit" disabled={add.isPending} aria-busy={add.isPending}>
        {t('card.save')}
      </button>
    </form>
  );
}
