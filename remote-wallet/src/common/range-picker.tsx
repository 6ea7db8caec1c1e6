import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../load-locale';
import { RANGE_PRESETS, type RangePreset } from './date-range';
import './range-picker.css';

interface RangePickerProps {
  value: RangePreset;
  onChange(preset: RangePreset): void;
}

/** Preset periods as a row of toggle buttons, the chosen one pressed. */
export function RangePicker({ value, onChange }: RangePickerProps) {
  const { t } = useTranslation(WALLET_NS);
  return (
    <fieldset className="wallet-record__ranges">
      <legend className="mk-visually-hidden">{t('range.label')}</legend>
      {RANGE_PRESETS.map((preset) => (
        <button
          key={preset}
          type="button"
          className={`wallet-record__range${preset === value ? ' wallet-record__range--active' : ''}`}
          aria-pressed={preset === value}
          onClick={() => onChange(preset)}
        >
          {t(`range.${preset}`)}
        </button>
      ))}
    </fieldset>
  );
}
