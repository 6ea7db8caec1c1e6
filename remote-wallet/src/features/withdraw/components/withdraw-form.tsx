/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import {
  type BankCard,
  PAYMENT_PASSWORD_PATTERN,
  parseAmountText,
  type WithdrawInfo,
  withdrawAmountProblem,
} from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { AmountField, useActionKey } from '../../money-common';
import { useTotpStatus } from '../api/get-withdraw-data';
import { useRequestWithdraw } from '../api/withdraw-mutations';
import { secondStepRefusal } from '../second-step-error';
import { PaymentPasswordLockNotice } from './payment-password-lock-notice';
import { PinField } from './pin-field';
import { isSecondStepCode, normaliseSecondStepCode, TotpCodeField } from './totp-code-field';

interface WithdrawFormProps {
  info: WithdrawInfo;
  cards: BankCard[];
  symbol: string;
  onAddCard(): void;
  onRequested(orderNo: string): void;
}

/** Card, amount within the limits and the amount withdrawable now, withdrawal password: request → pending. */
export function WithdrawForm({ info, cards, symbol, onAddCard, onRequested }: WithdrawFormProps) {
  const { t } = useTranslation(WALLET_NS);
  const [cardId, setCardId] = useState<number | null>(cards[0]?.id ?? null);
  const [amountText, setAmountText] = useState('');
  const [pin, setPin] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const key = useActionKey();
  const request = useRequestWithdraw();
  const totp = useTotpStatus();
  // The authenticator's code, when the member has it on (or the server said it is needed).
  const secondStep =
    info.secondStep || totp.data?.enabled === true || secondStepRefusal(request.error)?.kind === 'required';
  const limits = { min: info.min, max: info.max };
  const amount = parseAmountText(amountText);
  const cents = amount === null ? 0 : Math.round(amount * 100);
  const problem =
    amount === null
      ? 'AMOUNT_INVALID'
      : (withdrawAmountProblem(amount, limits, Math.round(info.balance * 100)) ??
        // Within the balance but over what bonus turnover leaves withdrawable (finding 14).
        (cents > Math.round(info.withdrawable * 100) ? 'BONUS_TURNOVER' : null));
  const pinProblem = PAYMENT_PASSWORD_PATTERN.test(pin) ? null : t('password.rule');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || pinProblem || cardId === null || amount === null || request.isPending) return;
    if (secondStep && !isSecondStepCode(code)) return;
    const totpCode = secondStep ? { totpCode: normaliseSecondStepCode(code) } : {};
    request.mutate(
      {
        payload: { bankCardId: cardId, amount, paymentPassword: pin, ...totpCode },
        idempotencyKey: key.current(),
      },
      {
        onSuccess: (order) => {
          key.renew();
          setAmountText('');
          setPin('');
          setCode('');
          setTried(false);
          onRequested(order.orderNo);
        },
      },
    );
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate>
      <fieldset className="money-options">
        <legend>{t('withdraw.toCard')}</legend>
        {cards.map((card) => (
          <label key={card.id} className="money-option">
            <input
              type="radio"
              name="withdraw-card"
              checked={card.id === cardId}
              onChange={() => setCardId(card.id)}
            />
            <span>{`${card.bankName} ${card.maskedNumber} · ${card.holderName}`}</span>
          </label>
        ))}
        <button type="button" className="money-link" onClick={onAddCard}>
          {t('card.add')}
        </button>
      </fieldset>
      {cards.length === 0 && tried ? (
        <p className="money-problem" role="alert">
          {t('withdraw.needCard')}
        </p>
      ) : null}
      <AmountField
        value={amountText}
        onChange={setAmountText}
        limits={limits}
        currencySymbol={symbol}
        problemKey={tried && problem ? `money.problem.${problem}` : null}
      />
      <PinField
        label={t('password.current')}
        value={pin}
        onChange={setPin}
        problem={tried ? pinProblem : null}
      />
      {secondStep ? (
        <TotpCodeField value={code} onChange={setCode} tried={tried} error={request.error} />
      ) : null}
      <PaymentPasswordLockNotice error={request.error} />
      <button
        type="submit"
        className="money-submit"
        disabled={request.isPending}
        aria-busy={request.isPending}
      >
        {request.isPending ? t('money.sending') : t('withdraw.submit')}
      </button>
    </form>
  );
}
