import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';

/** A rebate percent from 0 to the agent's own, with its bounds said and its error tied to the input. */
export function RebateField({
  id,
  value,
  ceiling,
  error,
  onChange,
}: {
  id: string;
  value: string;
  ceiling: number;
  error: string | null;
  onChange(text: string): void;
}) {
  const { t } = useTranslation(AGENT_NS);
  return (
    <div className="open-account__field">
      <label htmlFor={id}>{t('rebate.label')}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error !== null}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="team-manage__hint">
        {t('rebate.hint', { floor: '0.00', ceiling: ceiling.toFixed(2) })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="team-manage__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
