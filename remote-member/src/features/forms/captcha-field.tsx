/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field';

/** What the field needs of a captcha query (auth-common `useCaptcha`). */
export interface CaptchaChallenge {
  data?: { image: string };
  isFetching: boolean;
  isError: boolean;
  refetch(): unknown;
}

interface CaptchaFieldProps {
  id: string;
  label: string;
  captcha: CaptchaChallenge;
  value: string;
  /** Translated message under the field. */
  error?: string | null;
  onChange(value: string): void;
}

/** Captcha answer with its image; tapping the image draws a new captcha, or retries a failed one. */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { id, label, captcha, value, error, onChange },
  ref,
) {
  const { t } = useTranslation();
  const image = captcha.data?.image;
  return (
    <Field id={id} label={label} error={error}>
      <span className="form-field__row">
        <input
          ref={ref}
          id={id}
          className="form-field__input"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={16}
          placeholder={t('auth.captchaHint')}
          aria-invalid={!!error}
          aria-describedby={`${id}-error`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="form-captcha"
          onClick={() => captcha.refetch()}
          aria-label={t('auth.captchaRefresh')}
          aria-busy={captcha.isFetching}
        >
          {image ? <img className="form-captcha__image" src={image} alt="" width={110} height={40} /> : null}
          {captcha.isError && !image ? t('auth.captchaFailed') : null}
        </button>
      </span>
    </Field>
  );
});
