import { AppLink, useMount } from '@mobile/react-kit';
import type { RegisterSettings } from '@mobile/shared-contracts';
import { pathOf } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCheck, AuthToggle, MobileSmsFields } from '../../auth-common';
import { CaptchaField } from '../../forms';
import { canToggleMode, formFields } from '../register-rules';
import { type SocialRegistration, useRegisterForm } from '../use-register-form';
import { RegisterFieldInput } from './register-field-input';
import { TermsPopup } from './terms-popup';

/** The ways of registering the toggle offers, when both are enabled. */
const REGISTER_MODES = ['username', 'mobile'] as const;

/** SPEC register screen: method toggle, fields from the server's settings, captcha, agreement. */
export function RegisterForm({
  settings,
  social,
}: {
  settings: RegisterSettings;
  /** Finishing a social login: the provider's fields are not asked, the mode is the API's. */
  social?: SocialRegistration;
}) {
  const { t } = useTranslation();
  const { merchant } = useMount();
  const form = useRegisterForm(settings, social);
  const [popup, setPopup] = useState<'terms' | 'policy' | null>(null);
  const fields = formFields(settings, form.mode, form.invitationShown).filter(
    (name) => !social?.given.includes(name),
  );

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      {canToggleMode(settings) && !social ? (
        <AuthToggle
          legend={t('register.method')}
          options={REGISTER_MODES}
          value={form.mode}
          onChange={form.setMode}
          labelOf={(mode) => t(mode === 'username' ? 'register.byUsername' : 'register.byMobile')}
        />
      ) : null}
      {fields.map((name) => {
        if (name === 'verificationCode') return null;
        if (name === 'mobileNum' && form.mode === 'mobile')
          return (
            <MobileSmsFields
              key={name}
              idPrefix="register"
              purpose="register"
              dialingCode={form.dialingCode}
              onDialingCode={form.setDialing}
              mobile={form.values.mobileNum ?? ''}
              onMobile={form.set('mobileNum')}
              code={form.values.verificationCode ?? ''}
              onCode={form.set('verificationCode')}
              errors={{ mobileNum: form.errors.mobileNum, code: form.errors.verificationCode }}
              onError={form.setError}
              mobileRef={form.refOf('mobileNum')}
              codeRef={form.refOf('verificationCode')}
            />
          );
        return (
          <RegisterFieldInput
            key={name}
            name={name}
            value={form.values[name] ?? ''}
            onChange={form.set(name)}
            error={form.errors[name]}
            inputRef={form.refOf(name)}
            dialingCode={form.dialingCode}
            onDialingCode={form.setDialing}
            onBlur={name === 'username' ? form.checkUsername : undefined}
          />
        );
      })}
      {form.captchaShown ? (
        <CaptchaField
          ref={form.refOf('captcha')}
          id="register-captcha"
          label={t('auth.captcha')}
          captcha={form.captcha}
          value={form.values.captcha ?? ''}
          error={form.errors.captcha && t(form.errors.captcha)}
          onChange={form.set('captcha')}
        />
      ) : null}
      <div className="auth-agree">
        <AuthCheck checked={form.agree} onChange={form.setAgree}>
          {t('register.agree', { age: merchant.settings.ageLimit })}
        </AuthCheck>
        <button type="button" className="auth-link" onClick={() => setPopup('terms')}>
          {t('register.terms')}
        </button>
        <button type="button" className="auth-link" onClick={() => setPopup('policy')}>
          {t('register.policy')}
        </button>
        <AppLink className="auth-link" to={pathOf('responsible')}>
          {t('responsible.link')}
        </AppLink>
      </div>
      <button
        type="submit"
        className="auth-submit"
        disabled={!form.agree || form.submitting}
        aria-busy={form.submitting}
      >
        {t('register.submit')}
      </button>
      {popup ? <TermsPopup kind={popup} onClose={() => setPopup(null)} /> : null}
    </form>
  );
}
