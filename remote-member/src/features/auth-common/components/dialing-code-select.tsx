/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/use-countries';

interface DialingCodeSelectProps {
  value: string;
  onChange(code: string): void;
}

/** Country dialling-code picker (GET /wps/system/country); the default country is preselected by the form. */
export function DialingCodeSelect({ value, onChange }: DialingCodeSelectProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const list = countries.data ?? [];
  return (
    <select
      className="form-field__select"
      aria-label={t('auth.dialingCode')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={list.length === 0}
    >
      {list.length === 0 ? <option value={value}>+{value}</option> : null}
      {list.map((country) => (
        // Short text keeps the closed picker narrow; the accessible name adds the country's name after the
        // visible text (WCAG 2.5.3: the name contains what is shown).
        <option
          key={country.code}
          value={country.dialingCode}
          aria-label={`+${country.dialingCode} ${country.code}, ${country.name}`}
        >
          +{country.dialingCode} {country.code}
        </option>
      ))}
    </select>
  );
}

/** The dialling code to start with: the remembered one, else the server's default country, else 63. */
export function useDefaultDialingCode(remembered?: string): string {
  const countries = useCountries();
  if (remembered) return remembered;
  return countries.data?.find((c) => c.isDefault)?.dialingCode ?? countries.data?.[0]?.dialingCode ?? '63';
}
