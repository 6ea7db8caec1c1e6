import { useMount } from '@mobile/react-kit';
import { successToast, type VendorWallet } from '@mobile/shared-contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../common/use-currency';
import { WALLET_NS } from '../../../load-locale';
import { useTransferFunds } from '../api/transfer-funds';
import { transferAmountProblem } from '../transfer-amount';

interface TransferFormProps {
  main: number;
  wallets: VendorWallet[];
}

/** Moves an amount between the main wallet and one vendor wallet, either way. */
export function TransferForm({ main, wallets }: TransferFormProps) {
  const { t } = useTranslation(WALLET_NS);
  const { bus } = useMount();
  const id = useId();
  const transfer = useTransferFunds();
  const money = useMoney();
  const [vendor, setVendor] = useState(wallets[0]?.vendor ?? '');
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const available = direction === 'in' ? main : (wallets.find((w) => w.vendor === vendor)?.balance ?? 0);
  const problem = transferAmountProblem(amount, available);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    transfer.mutate(
      { direction, vendor, amount: Number(amount) },
      {
        onSuccess: () => {
          setAmount('');
          setTouched(false);
          bus.emit(successToast(`${WALLET_NS}:transfer.done`));
        },
      },
    );
  };

  return (
    <form className="wallet-card" onSubmit={onSubmit} noValidate>
      <label className="wallet-label" htmlFor={`${id}-vendor`}>
        {t('transfer.gameWallet')}
      </label>
      <select
        id={`${id}-vendor`}
        className="wallet-field"
        value={vendor}
        onChange={(e) => setVendor(e.target.value)}
      >
        {wallets.map((w) => (
          <option key={w.vendor} value={w.vendor}>
            {w.name}
          </option>
        ))}
      </select>
      <fieldset className="transfer-direction">
        <legend className="wallet-label">{t('transfer.direction')}</legend>
        {(['in', 'out'] as const).map((value) => (
          <label key={value} className="transfer-choice">
            <input
              type="radio"
              name={`${id}-direction`}
              checked={direction === value}
              onChange={() => setDirection(value)}
            />
            {t(`transfer.${value}`)}
          </label>
        ))}
      </fieldset>
      <label className="wallet-label" htmlFor={`${id}-amount`}>
        {t('transfer.amount')}
      </label>
      <input
        id={`${id}-amount`}
        className="wallet-field"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        aria-invalid={touched && problem !== null}
        aria-describedby={`${id}-amount-help`}
        onChange={(e) => setAmount(e.target.value)}
      />
      <p id={`${id}-amount-help`} className={touched && problem ? 'wallet-error' : 'wallet-muted'}>
        {touched && problem
          ? t(`transfer.problem.${problem}`)
          : t('transfer.available', { amount: money(available) })}
      </p>
      <button
        type="submit"
        className="wallet-button wallet-button--primary transfer-submit"
        disabled={transfer.isPending}
      >
        {transfer.isPending ? t('transfer.sending') : t('transfer.submit')}
      </button>
    </form>
  );
}
