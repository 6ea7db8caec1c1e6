import { useTranslation } from 'react-i18next';
import type { useCaptcha } from '../../auth-common';
import { MobileNumberField } from '../../auth-common';
import { CaptchaField, FormField } from '../../forms';
import type { FieldErrors, RequestFields as Fields, ResetMethod } from '../reset-form';

interface RequestFieldsProps {
  method: ResetMethod;
  fields: Fields & { countryDialingCode: string };
  errors: FieldErrors<Fields>;
  captcha: ReturnType<typeof useCaptcha>;
  onChange(name: keyof Fields | 'countryDialingCode', value: string): void;
}

/** Who asks for the code (username and e-mail, or dialling code and mobile number), then the captcha. */
export function RequestFields({ method, fields, errors, captcha, onChange }: RequestFieldsProps) {
  const { t } = useTranslation();
  const message = (name: keyof Fields) => (errors[name] ? t(errors[name]) : null);
  return (
    <>
      <WhoFields method={method} fields={fields} message={message} onChange={onChange} />
      <CaptchaField
        id={`forget-${method}-captcha`}
        label={t('forget.captcha')}
        captcha={captcha}
        value={fields.captcha}
        error={message('captcha')}
        onChange={(value) => onChange('captcha', value)}
      />
    </>
  );
}

function WhoFields({
  method,
  fields,
  message,
  onChange,
}: Omit<RequestFieldsProps, 'errors' | 'captcha'> & { message(name: keyof Fields): string | null }) {
  const { t } = useTranslation();
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
    <MobileNumberField
      label={t('forget.mobile')}
      value={fields.mobileNum}
      error={message('mobileNum')}
      onChange={(e) => onChange('mobileNum', e.target.value)}
      dialingCode={fields.countryDialingCode}
      onDialingCode={(code) => onChange('countryDialingCode', code)}
    />
  );
}
