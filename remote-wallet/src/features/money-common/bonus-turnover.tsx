/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { formatBalance, type WithdrawInfo } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../load-locale';
import '../../common/money.css';

type TurnoverFigures = Pick<WithdrawInfo, 'withdrawable' | 'bonusLocked' | 'turnoverLeft'>;

/**
 * What bonus turnover leaves withdrawable now, the bonus money it still binds and the bets still needed
 * (issue 26, finding 14): on the withdraw page and in the reward centre.
 */
export function BonusTurnover({ info, symbol }: { info: TurnoverFigures; symbol: string }) {
  const { t } = useTranslation(WALLET_NS);
  const money = (amount: number) => `${symbol}${formatBalance(amount)}`;
  return (
    <section className="money-turnover" aria-label={t('turnover.title')}>
      <dl className="money-funds money-funds--two">
        <div>
          <dt>{t('turnover.withdrawable')}</dt>
          <dd>{money(info.withdrawable)}</dd>
        </div>
        <div>
          <dt>{t('turnover.bonusLocked')}</dt>
          <dd>{money(info.bonusLocked)}</dd>
        </div>
      </dl>
      <p className="money-hint">
        {info.turnoverLeft > 0
          ? t('turnover.left', { amount: money(info.turnoverLeft) })
          : t('turnover.none')}
      </p>
    </section>
  );
}
