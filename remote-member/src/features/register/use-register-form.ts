import { useMount } from '@mobile/react-kit';
import { isApiError, type RegisterSettings, returnPathFrom, TIMERS } from '@mobile/shared-contracts';
import { createRef, type RefObject, useRef, useState } from 'react';
import {
  browserInstallContext,
  emitLogin,
  offerPasswordToBrowser,
  registerMethodOf,
  useCaptcha,
  useDefaultDialingCode,
} from '../auth-common';
import { responsibleOfferHref } from '../responsible';
import { checkAffiliate, useLinkCodeValid } from './api/check-affiliate';
import { checkUsernameTaken } from './api/check-username';
import { useRegister } from './api/use-register';
import { invitationFromSearch, showInvitationField } from './invitation';
import { registrationPayload } from './register-payload';
import {
  firstRegisterError,
  initialRegisterMode,
  type RegisterMode,
  type RegisterValues,
} from './register-rules';

const USERNAME_TAKEN = 'common:error.usernameExists';
const USERNAME_UNCHECKED = 'register.usernameUnchecked';
/** Messages the username check itself sets; another check's answer replaces them. */
const CHECK_MESSAGES = [USERNAME_TAKEN, USERNAME_UNCHECKED];

/**
 * A registration that finishes a social login (issue 31): the fields the provider gave are not asked, its
 * suggestions fill the form, and the call is the social one (the API uses the username mode when enabled).
 */
export interface SocialRegistration {
  given: readonly string[];
  prefill: Readonly<Record<string, string>>;
}

/** State and submit of the register form for loaded register settings. */
export function useRegisterForm(settings: RegisterSettings, social?: SocialRegistration) {
  const contract = useMount();
  const [mode, setMode] = useState<RegisterMode>(() =>
    social ? (settings.usernameRegistration ? 'username' : 'mobile') : initialRegisterMode(settings),
  );
  // One mobile value serves both modes, so switching keeps (copies) the typed number.
  const [values, setValues] = useState<RegisterValues>(() =>
    Object.fromEntries(Object.entries(social?.prefill ?? {}).filter(([, value]) => value !== '')),
  );
  const [dialing, setDialing] = useState<string | null>(null);
  const defaultDialing = useDefaultDialingCode();
  const dialingCode = dialing ?? defaultDialing;
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [agree, setAgree] = useState(true);
  const link = invitationFromSearch(contract.location.search);
  const linkValid = useLinkCodeValid(link.code, link.domain);
  const invitationEnabled = settings.fields.some((f) => f.name === 'affiliateCode' && f.enabled);
  const invitationShown = showInvitationField(invitationEnabled, linkValid === true);
  // SPEC 2: the captcha loads with the page when enabled, in mobile mode too (the SMS code proves the
  // number; it does not replace the captcha, and the server checks both).
  const captchaShown = settings.captcha;
  const captcha = useCaptcha('register', captchaShown);
  const register = useRegister(social !== undefined);
  const refs = useRef(new Map<string, RefObject<HTMLInputElement | null>>());

  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const setError = (name: string, messageKey: string | null) =>
    setErrors((e) => ({ ...e, [name]: messageKey }));
  const refOf = (name: string) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = createRef<HTMLInputElement>();
      refs.current.set(name, ref);
    }
    return ref;
  };
  const focus = (name: string) => refOf(name).current?.focus();

  /** Leaving the username field asks whether the name is taken, so the player learns before submitting. */
  const checkUsername = async () => {
    const username = (values.username ?? '').trim();
    if (mode !== 'username' || !username) return;
    const found = await checkUsernameTaken(contract.api, username);
    setErrors((e) => {
      if (found === 'taken') return { ...e, username: USERNAME_TAKEN };
      if (found === 'unknown') return { ...e, username: USERNAME_UNCHECKED };
      return CHECK_MESSAGES.includes(e.username ?? '') ? { ...e, username: null } : e;
    });
  };

  const submit = async () => {
    const failure = firstRegisterError(settings, mode, values, { invitationShown, captchaShown });
    setErrors(failure ? { [failure.field]: failure.messageKey } : {});
    if (failure) return focus(failure.field);
    const typedCode = invitationShown ? (values.affiliateCode ?? '').trim() : '';
    if (typedCode && !(await checkAffiliate(contract.api, typedCode))) {
      setError('affiliateCode', 'common:error.invitationCode');
      contract.bus.emit({
        type: 'toast',
        kind: 'error',
        messageKey: 'error.invitationCode',
        durationMs: TIMERS.invitationCodeError,
      });
      return focus('affiliateCode');
    }
    const payload = registrationPayload(values, {
      mode,
      registerMethod: registerMethodOf(browserInstallContext()),
      registerUrl: window.location.host,
      countryDialingCode: dialingCode,
      affiliateCode: typedCode || (linkValid ? link.code : ''),
      domain: link.domain,
      captchaId: captcha.data?.captchaId ?? '',
    });
    try {
      const result = await register.mutateAsync({ mode, payload });
      void offerPasswordToBrowser(payload.username || result.userName, payload.password ?? '');
      emitLogin(contract, result);
      // Limits are offered once, right after registration (issue 14); 'not now' goes on to the target.
      contract.navigate(responsibleOfferHref(returnPathFrom(contract.location.search)), { replace: true });
    } catch (error) {
      setValues((v) => ({ ...v, captcha: '' }));
      if (captchaShown) captcha.refetch();
      const field = isApiError(error) ? (error.value as { field?: unknown } | null)?.field : undefined;
      if (isApiError(error) && typeof field === 'string') {
        setError(field, `common:${error.messageKey}`);
        focus(field);
      }
    }
  };

  return {
    mode,
    setMode,
    values,
    set,
    dialingCode,
    setDialing,
    errors,
    setError,
    agree,
    setAgree,
    invitationShown,
    captchaShown,
    captcha,
    refOf,
    checkUsername,
    submit,
    submitting: register.isPending,
  };
}
