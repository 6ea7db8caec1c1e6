import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

interface CaptchaInputProps {
  id: string;
  image: string | undefined;
  loading: boolean;
  value: string;
  invalid: boolean;
  onChange(value: string): void;
  onRefresh(): void;
}

/** Captcha answer with its image; tapping the image draws a new captcha. */
export const CaptchaInput = forwardRef<HTMLInputElement, CaptchaInputProps>(function CaptchaInput(
  { id, image, loading, value, invalid, onChange, onRefresh },
  ref,
) {
  const { t } = useTranslation();
  return (
    <span className="auth-field__with-action">
      <input
        ref={ref}
        id={id}
        className="auth-field__input"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={16}
        placeholder={t('auth.captchaHint')}
        aria-invalid={invalid}
        aria-describedby={`${id}-error`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className="auth-captcha"
        onClick={onRefresh}
        aria-label={t('auth.captchaRefresh')}
        aria-busy={loading}
      >
        {image ? <img className="auth-captcha__image" src={image} alt="" width={110} height={40} /> : null}
      </button>
    </span>
  );
});
