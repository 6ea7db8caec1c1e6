/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../load-locale';

interface MoneyTabsProps<T extends string> {
  label: string;
  tabs: readonly T[];
  active: T;
  onChange(tab: T): void;
}

/** The page's views as a row of toggle buttons (aria-pressed), each at least 44 px tall. */
export function MoneyTabs<T extends string>({ label, tabs, active, onChange }: MoneyTabsProps<T>) {
  const { t } = useTranslation(WALLET_NS);
  return (
    <fieldset className="money-tabs">
      <legend className="mk-visually-hidden">{label}</legend>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          className={`money-tab${tab === active ? ' money-tab--active' : ''}`}
          aria-pressed={tab === active}
          onClick={() => onChange(tab)}
        >
          {t(`tab.${tab as string}`)}
        </button>
      ))}
    </fieldset>
  );
}
