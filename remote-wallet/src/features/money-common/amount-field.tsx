/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { type AmountLimits, formatBalance } from '@mobile/shared-contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../load-locale';

interface AmountFieldProps {
  value: string;
  onChange(value: string): void;
  limits: AmountLimits;
  currencySymbol: string;
  quickPicks?: readonly number[];
  /** Message key (wallet namespace) of what is wrong with the amount, once the player tried. */
  problemKey: string | null;
}

/** Amount with the limits said up front, quick picks inside the limits, and the problem under it. */
export function AmountField({
  value,
  onChange,
  limits,
  currencySymbol,
  quickPicks = [],
  problemKey,
}: AmountFieldProps) {
  const { t } = useTranslation(WALLET_NS);
  const id = useId();
  const money = (n: number) => `${currencySymbol}${formatBalance(n)}`;
  return (
    <div className="money-field">
      <label htmlFor={id}>{t('money.amount')}</label>
      <input
        id={id}
        className="money-input"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={problemKey ? true : undefined}
        aria-describedby={`${id}-limits${problemKey ? ` ${id}-problem` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-limits`} className="money-hint">
        {t('money.limits', { min: money(limits.min), max: money(limits.max) })}
      </p>
      {quickPicks.length > 0 ? (
        <fieldset className="money-picks">
          <legend className="mk-visually-hidden">{t('money.quickPicks')}</legend>
          {quickPicks.map((pick) => (
            <button key={pick} type="button" className="money-pick" onClick={() => onChange(String(pick))}>
              {formatBalance(pick).replace(/\.00$/, '')}
            </button>
          ))}
        </fieldset>
      ) : null}
      {problemKey ? (
        <p id={`${id}-problem`} className="money-problem" role="alert">
          {t(problemKey, { min: money(limits.min), max: money(limits.max) })}
        </p>
      ) : null}
    </div>
  );
}
