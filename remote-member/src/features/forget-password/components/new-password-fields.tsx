import { useTranslation } from 'react-i18next';
import { FormField, PasswordField } from '../../forms';
import type { FieldErrors, ResetFields } from '../reset-form';

interface NewPasswordFieldsProps {
  fields: ResetFields;
  errors: FieldErrors<ResetFields>;
  onChange(name: keyof ResetFields, value: string): void;
}

/** Step 2: the code received, the new password and its confirmation. */
export function NewPasswordFields({ fields, errors, onChange }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const message = (name: keyof ResetFields) => (errors[name] ? t(errors[name]) : null);
  const password = (name: 'newPassword' | 'confirmNewPassword', label: string) => (
    <PasswordField
      label={label}
      namedToggle
      autoComplete="new-password"
      value={fields[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={message(name)}
    />
  );
  return (
    <>
      <FormField
        label={t('forget.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={fields.code}
        onChange={(event) => onChange('code', event.target.value)}
        error={message('code')}
      />
      {password('newPassword', t('password.new'))}
      {password('confirmNewPassword', t('password.confirm'))}
    </>
  );
}
