import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { FormField } from '../../change-password/components/form-field';
import { useCountries } from '../api/get-countries';
import type { FieldErrors, RequestFields as Fields, ResetMethod } from '../reset-form';

interface RequestFieldsProps {
  method: ResetMethod;
  fields: Fields & { countryDialingCode: string };
  errors: FieldErrors<Fields>;
  onChange(name: keyof Fields | 'countryDialingCode', value: string): void;
}

/** Who asks for the code: username and e-mail, or dialling code and mobile number. */
export function RequestFields({ method, fields, errors, onChange }: RequestFieldsProps) {
  const { t } = useTranslation(MEMBER_NS);
  const countries = useCountries();
  const message = (name: keyof Fields) => (errors[name] ? t(errors[name]) : null);
  if (method === 'email') {
    return (
      <>
        <FormField
          label={t('forget.username')}
          value={fields.username}
          autoComplete="username"
          maxLength={64}
          error={message('username')}
          onChange={(e) => onChange('username', e.target.value)}
        />
        <FormField
          label={t('forget.email')}
          type="email"
          value={fields.email}
          autoComplete="email"
          maxLength={254}
          error={message('email')}
          onChange={(e) => onChange('email', e.target.value)}
        />
      </>
    );
  }
  return (
    <FormField
      label={t('forget.mobile')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={15}
      value={fields.mobileNum}
      error={message('mobileNum')}
      onChange={(e) => onChange('mobileNum', e.target.value)}
      after={
        <select
          className="forget-select"
          aria-label={t('forget.dialingCode')}
          value={fields.countryDialingCode}
          onChange={(e) => onChange('countryDialingCode', e.target.value)}
        >
          {(countries.data ?? []).map((c) => (
            <option key={c.code} value={c.dialingCode}>
              +{c.dialingCode} {c.code}
            </option>
          ))}
        </select>
      }
    />
  );
}
