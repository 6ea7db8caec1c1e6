import { useMount } from '@mobile/react-kit';
import { isApiError, returnPathFrom } from '@mobile/shared-contracts';
import { useRef, useState } from 'react';
import {
  captchaRequested,
  emitLogin,
  initialLoginMethod,
  type LoginMethod,
  loginMethodsOf,
  offerPasswordToBrowser,
  readRememberedLogin,
  useCaptcha,
  useDefaultDialingCode,
  writeRememberedLogin,
} from '../auth-common';
import { useLogin } from './api/use-login';
import { firstLoginError, type LoginField, type LoginValues, loginPayload } from './login-rules';

type Refs = Record<LoginField, React.RefObject<HTMLInputElement | null>>;

/** State and submit of the login form: methods, remembered prefill, captcha after a failure. */
export function useLoginForm() {
  const contract = useMount();
  const methods = loginMethodsOf(contract.merchant.settings.switches);
  // None on the server (the frame service draws the page for a guest it cannot know remembered, 0631).
  const [remembered] = useState(() =>
    typeof window === 'undefined' ? null : readRememberedLogin(window.localStorage),
  );
  const [method, setMethod] = useState<LoginMethod>(() => initialLoginMethod(methods, remembered?.method));
  const defaultDialing = useDefaultDialingCode(remembered?.countryDialingCode);
  const [values, setValues] = useState<Omit<LoginValues, 'dialingCode'> & { dialingCode: string | null }>(
    () => ({
      username: remembered?.method === 'username' ? remembered.account : '',
      password: '',
      mobile: remembered?.method === 'sms' ? remembered.account : '',
      dialingCode: null,
      code: '',
      captcha: '',
    }),
  );
  const [remember, setRemember] = useState(true);
  const [captchaShown, setCaptchaShown] = useState(false);
  /** End of the time-out or self-exclusion that refused the login (issue 14). */
  const [excludedUntil, setExcludedUntil] = useState<string | null>(null);
  /** When this account's logins may be tried again after wrong passwords (issue 26 finding 6). */
  const [delayedUntil, setDelayedUntil] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<LoginField, string | null>>>({});
  const captcha = useCaptcha('login', captchaShown);
  const login = useLogin();
  const refs: Refs = {
    username: useRef(null),
    password: useRef(null),
    mobileNum: useRef(null),
    code: useRef(null),
    captcha: useRef(null),
  };
  const current: LoginValues = { ...values, dialingCode: values.dialingCode ?? defaultDialing };

  const set = (field: keyof LoginValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const setError = (field: LoginField, messageKey: string | null) =>
    setErrors((e) => ({ ...e, [field]: messageKey }));

  const submit = async () => {
    const failure = firstLoginError(method, current, captchaShown);
    setErrors(failure ? { [failure.field]: failure.messageKey } : {});
    if (failure) {
      refs[failure.field].current?.focus();
      return;
    }
    const captchaId = captchaShown ? (captcha.data?.captchaId ?? null) : null;
    setExcludedUntil(null);
    setDelayedUntil(null);
    try {
      const result = await login.mutateAsync(loginPayload(method, current, captchaId));
      const account = method === 'sms' ? current.mobile.trim() : current.username.trim();
      writeRememberedLogin(window.localStorage, remember, {
        method,
        account,
        countryDialingCode: current.dialingCode,
      });
      if (method === 'username') void offerPasswordToBrowser(account, current.password);
      emitLogin(contract, result);
      contract.navigate(returnPathFrom(contract.location.search), { replace: true });
    } catch (error) {
      setValues((v) => ({ ...v, captcha: '' }));
      if (isApiError(error) && error.code === 'EXCLUDED') setExcludedUntil(exclusionEnd(error.value));
      if (isApiError(error)) setDelayedUntil(loginRetryAfter(error.value));
      if (!isApiError(error) || !captchaRequested(error.value)) return;
      if (captchaShown) captcha.refetch();
      else setCaptchaShown(true);
      if (error.code === 'CAPTCHA_REQUIRED' || error.code === 'CAPTCHA_WRONG') refs.captcha.current?.focus();
    }
  };

  return {
    methods,
    method,
    setMethod,
    values: current,
    set,
    errors,
    setError,
    remember,
    setRemember,
    captchaShown,
    captcha,
    refs,
    submit,
    submitting: login.isPending,
    excludedUntil,
    delayedUntil,
  };
}

/** The `retryAfter` of a delayed or wrong login, when it is a time. */
export function loginRetryAfter(value: unknown): string | null {
  const retryAfter = (value as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof retryAfter === 'string' && !Number.isNaN(Date.parse(retryAfter)) ? retryAfter : null;
}

function exclusionEnd(value: unknown): string | null {
  const endsAt = (value as { endsAt?: unknown } | null)?.endsAt;
  return typeof endsAt === 'string' ? endsAt : null;
}
