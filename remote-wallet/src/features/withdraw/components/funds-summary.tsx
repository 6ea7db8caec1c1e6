/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { formatBalance, type WithdrawInfo, withdrawFunds } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';

/** Funds, what pending withdrawals hold, and what can be withdrawn now. */
export function FundsSummary({ info, symbol }: { info: WithdrawInfo; symbol: string }) {
  const { t } = useTranslation(WALLET_NS);
  const funds = withdrawFunds(Math.round(info.balance * 100), Math.round(info.held * 100));
  const money = (cents: number) => `${symbol}${formatBalance(cents / 100)}`;
  return (
    <dl className="money-funds" aria-label={t('withdraw.funds')}>
      <div>
        <dt>{t('withdraw.total')}</dt>
        <dd>{money(funds.totalCents)}</dd>
      </div>
      <div>
        <dt>{t('withdraw.held')}</dt>
        <dd>{money(funds.heldCents)}</dd>
      </div>
      <div>
        <dt>{t('withdraw.available')}</dt>
        <dd>{money(funds.availableCents)}</dd>
      </div>
    </dl>
  );
}
