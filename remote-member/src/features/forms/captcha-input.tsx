import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

interface CaptchaInputProps {
  id: string;
  image: string | undefined;
  loading: boolean;
  /** The captcha could not be loaded: the image button says tap to retry. */
  failed?: boolean;
  value: string;
  invalid: boolean;
  onChange(value: string): void;
  onRefresh(): void;
}

/** Captcha answer with its image; tapping the image draws a new captcha. */
export const CaptchaInput = forwardRef<HTMLInputElement, CaptchaInputProps>(function CaptchaInput(
  { id, image, loading, failed = false, value, invalid, onChange, onRefresh },
  ref,
) {
  const { t } = useTranslation();
  return (
    <span className="form-field__row">
      <input
        ref={ref}
        id={id}
        className="form-field__input"
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
        className="form-captcha"
        onClick={onRefresh}
        aria-label={t('auth.captchaRefresh')}
        aria-busy={loading}
      >
        {image ? <img className="form-captcha__image" src={image} alt="" width={110} height={40} /> : null}
        {failed && !image ? t('auth.captchaFailed') : null}
      </button>
    </span>
  );
});
