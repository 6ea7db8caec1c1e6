import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { KPI_PERIODS, type KpiPeriod } from '../kpi-periods';

interface PeriodTabsProps {
  value: KpiPeriod;
  onChange(period: KpiPeriod): void;
}

/** Today, yesterday, this week, this month as toggle buttons, the chosen one pressed. */
export function PeriodTabs({ value, onChange }: PeriodTabsProps) {
  const { t } = useTranslation(AGENT_NS);
  return (
    <fieldset className="team-overview__periods">
      <legend className="mk-visually-hidden">{t('overview.period')}</legend>
      {KPI_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          className="team-overview__period"
          aria-pressed={period === value}
          onClick={() => onChange(period)}
        >
          {t(`overview.${period}`)}
        </button>
      ))}
    </fieldset>
  );
}
