import { AppLink } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { MobileSmsFields } from '../../auth-common/components/mobile-sms-fields';
import { CaptchaInput } from '../../forms/captcha-input';
import { Field } from '../../forms/field';
import { PasswordInput } from '../../forms/password-input';
import { useLoginForm } from '../use-login-form';
import { FreePlayButton } from './free-play-button';
import { LoginMethodToggle } from './login-method-toggle';

/** SPEC login screen: username + password or mobile + SMS code, remember me, links, free play. */
export function LoginForm({ onRegister }: { onRegister(): void }) {
  const { t } = useTranslation();
  const form = useLoginForm();
  const { values, errors, refs } = form;

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      {form.methods.length > 1 ? <LoginMethodToggle value={form.method} onChange={form.setMethod} /> : null}
      {form.method === 'username' ? (
        <>
          <Field id="login-username" label={t('auth.username')} error={errors.username && t(errors.username)}>
            <input
              ref={refs.username}
              id="login-username"
              name="username"
              className="form-field__input"
              autoComplete="username"
              autoCapitalize="none"
              maxLength={64}
              aria-invalid={!!errors.username}
              aria-describedby="login-username-error"
              value={values.username}
              onChange={(event) => form.set('username')(event.target.value)}
            />
          </Field>
          <Field id="login-password" label={t('auth.password')} error={errors.password && t(errors.password)}>
            <PasswordInput
              ref={refs.password}
              id="login-password"
              label={t('auth.password')}
              name="password"
              autoComplete="current-password"
              maxLength={128}
              aria-invalid={!!errors.password}
              aria-describedby="login-password-error"
              value={values.password}
              onChange={(event) => form.set('password')(event.target.value)}
            />
          </Field>
        </>
      ) : (
        <MobileSmsFields
          idPrefix="login"
          purpose="login"
          dialingCode={values.dialingCode}
          onDialingCode={form.set('dialingCode')}
          mobile={values.mobile}
          onMobile={form.set('mobile')}
          code={values.code}
          onCode={form.set('code')}
          errors={{ mobileNum: errors.mobileNum, code: errors.code }}
          onError={form.setError}
          mobileRef={refs.mobileNum}
          codeRef={refs.code}
        />
      )}
      {form.captchaShown ? (
        <Field id="login-captcha" label={t('auth.captcha')} error={errors.captcha && t(errors.captcha)}>
          <CaptchaInput
            ref={refs.captcha}
            id="login-captcha"
            image={form.captcha.data?.image}
            loading={form.captcha.isFetching}
            failed={form.captcha.isError}
            value={values.captcha}
            invalid={!!errors.captcha}
            onChange={form.set('captcha')}
            onRefresh={() => form.captcha.refetch()}
          />
        </Field>
      ) : null}
      <div className="auth-form__row">
        <label className="auth-check">
          <input
            type="checkbox"
            checked={form.remember}
            onChange={(event) => form.setRemember(event.target.checked)}
          />
          {t('login.remember')}
        </label>
        <AppLink to="/m/forget" className="auth-link">
          {t('login.forgot')}
        </AppLink>
      </div>
      <button type="submit" className="auth-submit" disabled={form.submitting} aria-busy={form.submitting}>
        {t('login.submit')}
      </button>
      <div className="auth-form__row">
        <button type="button" className="auth-link" onClick={onRegister}>
          {t('login.toRegister')}
        </button>
        <FreePlayButton />
      </div>
    </form>
  );
}
