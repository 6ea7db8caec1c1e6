import { formatBalance, formatLocalDateTime, type Transaction } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { directionOf, formatSignedAmount } from '../format-signed-amount';

interface TransactionItemProps {
  line: Transaction;
  currencySymbol: string;
}

/** One ledger line: what it was, when, the signed amount (green in, red out) and the balance after. */
export function TransactionItem({ line, currencySymbol }: TransactionItemProps) {
  const { t } = useTranslation(WALLET_NS);
  return (
    <li className="wallet-record__item">
      <div className="wallet-record__line">
        <span className="wallet-record__type">
          {t(`txCode.${line.txCode}`, { defaultValue: line.txCode })}
        </span>
        <span className={`wallet-record__amount wallet-record__amount--${directionOf(line.amount)}`}>
          {formatSignedAmount(line.amount, currencySymbol)}
        </span>
      </div>
      <div className="wallet-record__line wallet-record__line--minor">
        <time dateTime={line.createdAt}>{formatLocalDateTime(line.createdAt)}</time>
        <span>
          {t('record.balanceAfter', { amount: `${currencySymbol}${formatBalance(line.balanceAfter)}` })}
        </span>
      </div>
      {line.remark ? <p className="wallet-record__remark">{line.remark}</p> : null}
    </li>
  );
}
