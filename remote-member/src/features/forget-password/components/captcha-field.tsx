import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { FormField } from '../../change-password/components/form-field';
import type { useCaptcha } from '../api/get-captcha';

interface CaptchaFieldProps {
  captcha: ReturnType<typeof useCaptcha>;
  value: string;
  error?: string | null;
  onChange(value: string): void;
}

/** Captcha input with its image; tapping the image loads a new one (SPEC 2). */
export function CaptchaField({ captcha, value, error, onChange }: CaptchaFieldProps) {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <FormField
      label={t('forget.captcha')}
      value={value}
      error={error}
      maxLength={16}
      autoComplete="off"
      autoCapitalize="characters"
      onChange={(event) => onChange(event.target.value)}
      after={
        <button
          type="button"
          className="forget-captcha"
          aria-label={t('forget.captchaReload')}
          onClick={() => captcha.refetch()}
        >
          {captcha.data ? <img src={captcha.data.image} alt="" width={120} height={44} /> : null}
          {captcha.isError ? t('forget.captchaFailed') : null}
        </button>
      }
    />
  );
}
