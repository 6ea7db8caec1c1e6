import { useMount, useStreamValue } from '@mobile/react-kit';
import type { DividendRow } from '@mobile/shared-contracts';
import { currencySymbolOf } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { signedMoney } from '../../team-reports';

export const periodText = (period: { start: string; end: string }) => `${period.start} – ${period.end}`;

/** A dividend row's figures: the team's loss, the share and the dividend, and what was paid. */
export function DividendFigures({ row, showStatus = true }: { row: DividendRow; showStatus?: boolean }) {
  const { t } = useTranslation(AGENT_NS);
  const { bus } = useMount();
  const symbol = currencySymbolOf(useStreamValue(bus.wallet$));
  return (
    <dl className="team-report__figures">
      <div>
        <dt>{t('dividend.teamLoss')}</dt>
        <dd>{signedMoney(row.teamLoss, symbol)}</dd>
      </div>
      <div>
        <dt>{t('dividend.share')}</dt>
        <dd>{row.sharePercent.toFixed(2)} %</dd>
      </div>
      <div>
        <dt>{t('dividend.amount')}</dt>
        <dd>{signedMoney(row.dividend, symbol)}</dd>
      </div>
      {showStatus ? (
        <div>
          <dt>{t('dividend.statusLabel')}</dt>
          <dd>{t(`dividend.status.${row.status}`)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
