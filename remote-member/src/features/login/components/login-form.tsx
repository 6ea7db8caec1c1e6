/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { AppLink } from '@mobile/react-kit';
import { pathOf } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { AuthCheck, AuthToggle, MobileSmsFields } from '../../auth-common';
import { CaptchaField, FormField, PasswordField } from '../../forms';
import { PasskeyLoginButton } from '../../passkeys';
import { SocialButtons } from '../../social-login';
import { useLoginForm } from '../use-login-form';
import { FreePlayButton } from './free-play-button';

/** The ways of logging in the toggle offers, when SMS login is switched on. */
const LOGIN_METHODS = ['username', 'sms'] as const;

/** SPEC login screen: username + password or mobile + SMS code, remember me, links, free play. */
export function LoginForm({ onRegister }: { onRegister(): void }) {
  const { t, i18n } = useTranslation();
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
      {form.methods.length > 1 ? (
        <AuthToggle
          legend={t('login.method')}
          options={LOGIN_METHODS}
          value={form.method}
          onChange={form.setMethod}
          labelOf={(method) => t(method === 'username' ? 'login.byUsername' : 'login.bySms')}
        />
      ) : null}
      {form.method === 'username' ? (
        <>
          <FormField
            ref={refs.username}
            id="login-username"
            label={t('auth.username')}
            error={errors.username && t(errors.username)}
            name="username"
            autoComplete="username webauthn"
            autoCapitalize="none"
            maxLength={64}
            value={values.username}
            onChange={(event) => form.set('username')(event.target.value)}
          />
          <PasswordField
            ref={refs.password}
            id="login-password"
            label={t('auth.password')}
            error={errors.password && t(errors.password)}
            name="password"
            autoComplete="current-password"
            maxLength={128}
            value={values.password}
            onChange={(event) => form.set('password')(event.target.value)}
          />
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
        <CaptchaField
          ref={refs.captcha}
          id="login-captcha"
          label={t('auth.captcha')}
          captcha={form.captcha}
          value={values.captcha}
          error={errors.captcha && t(errors.captcha)}
          onChange={form.set('captcha')}
        />
      ) : null}
      <div className="auth-form__row">
        <AuthCheck checked={form.remember} onChange={form.setRemember}>
          {t('login.remember')}
        </AuthCheck>
        <AppLink to={pathOf('forget')} className="auth-link">
          {t('login.forgot')}
        </AppLink>
      </div>
      {form.excludedUntil ? (
        <p className="auth-excluded" role="alert">
          {t('login.excludedUntil', { date: new Date(form.excludedUntil).toLocaleString(i18n.language) })}
        </p>
      ) : null}
      {form.delayedUntil ? (
        <p className="auth-excluded" role="alert">
          {t('login.delayedUntil', { time: new Date(form.delayedUntil).toLocaleTimeString(i18n.language) })}
        </p>
      ) : null}
      <button type="submit" className="auth-submit" disabled={form.submitting} aria-busy={form.submitting}>
        {t('login.submit')}
      </button>
      <PasskeyLoginButton />
      <div className="auth-form__row">
        <button type="button" className="auth-link" onClick={onRegister}>
          {t('login.toRegister')}
        </button>
        <FreePlayButton />
      </div>
      <SocialButtons method={form.method} />
    </form>
  );
}
