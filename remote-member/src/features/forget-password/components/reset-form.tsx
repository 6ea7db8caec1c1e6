import { useMount } from '@mobile/react-kit';
import { isApiError, pathOf, successToast, TIMERS } from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import {
  type SmsButtonLabels,
  SmsCodeButton,
  useCaptcha,
  useDefaultDialingCode,
  useSmsCountdown,
} from '../../auth-common';
import { usePasswordRule } from '../../change-password';
import { useRequestResetCode } from '../api/request-reset-code';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetCode } from '../api/verify-reset-code';
import {
  checkCodeRequest,
  checkReset,
  type FieldErrors,
  hasErrors,
  RESET_MESSAGES,
  type RequestFields as Request,
  type ResetFields,
  type ResetMethod,
} from '../reset-form';
import { NewPasswordFields } from './new-password-fields';
import { RequestFields } from './request-fields';

const NO_REQUEST = { username: '', email: '', mobileNum: '', captcha: '', countryDialingCode: '' };
const NO_RESET: ResetFields = { code: '', newPassword: '', confirmNewPassword: '' };
const SEND_LABELS: SmsButtonLabels = {
  idle: 'forget.sendCode',
  sending: 'forget.sending',
  counting: 'forget.resendIn',
};

/** Step 1 asks for a code (captcha first); step 2 sets the new password with it, then /m/login. */
export function ResetForm({ method }: { method: ResetMethod }) {
  const { bus, navigate } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  const rule = usePasswordRule();
  const captcha = useCaptcha(`forget-${method}`, true);
  const requestCode = useRequestResetCode();
  const reset = useResetPassword();
  const verify = useVerifyResetCode();
  const [countdown, dispatch] = useSmsCountdown();
  const [request, setRequest] = useState(NO_REQUEST);
  const [fields, setFields] = useState(NO_RESET);
  const [requestErrors, setRequestErrors] = useState<FieldErrors<Request>>({});
  const [resetErrors, setResetErrors] = useState<FieldErrors<ResetFields>>({});
  const [codeSent, setCodeSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const serverMessage = (error: unknown) =>
    isApiError(error) ? t(error.messageKey, { ns: 'common' }) : t('forget.failed');
  const dialling = useDefaultDialingCode(request.countryDialingCode);

  const sendCode = () => {
    setFailure(null);
    const errors = checkCodeRequest(method, request);
    setRequestErrors(errors);
    if (hasErrors(errors) || !captcha.data) return;
    const challenge = { captchaId: captcha.data.captchaId, captcha: request.captcha.trim() };
    dispatch({ type: 'send' });
    bus.emit({
      type: 'toast',
      kind: 'loading',
      messageKey: `${MEMBER_NS}:forget.sending`,
      durationMs: TIMERS.loadingToast,
    });
    requestCode.mutate(
      method === 'sms'
        ? {
            method,
            payload: { mobileNo: request.mobileNum.trim(), countryDialingCode: dialling, ...challenge },
          }
        : {
            method,
            payload: { username: request.username.trim(), email: request.email.trim(), ...challenge },
          },
      {
        onSuccess: ({ expirationTime }) => {
          dispatch({ type: 'sent', expirationTime, now: Date.now() });
          bus.emit({
            type: 'toast',
            kind: 'success',
            messageKey: `${MEMBER_NS}:forget.sent`,
            durationMs: TIMERS.defaultToast,
          });
          setCodeSent(true);
        },
        onError: (error) => {
          dispatch({ type: 'failed' });
          bus.emit({ type: 'hide-toast' });
          setFailure(serverMessage(error));
        },
        // A captcha answers once, right or wrong.
        onSettled: () => {
          setRequest((r) => ({ ...r, captcha: '' }));
          void captcha.refetch();
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const errors = checkReset(fields, rule);
    setResetErrors(errors);
    if (hasErrors(errors)) return;
    bus.emit({
      type: 'toast',
      kind: 'loading',
      messageKey: 'state.loading',
      durationMs: TIMERS.loadingToast,
    });
    const failed = (error: unknown) => {
      bus.emit({ type: 'hide-toast' });
      setFailure(serverMessage(error));
    };
    // An e-mailed code is checked first (SPEC 7 password verification): a wrong one is marked on its field.
    if (method === 'email') {
      verify.mutate(
        { username: request.username.trim(), email: request.email.trim(), code: fields.code.trim() },
        {
          onSuccess: ({ valid }) => {
            if (valid) return sendReset(failed);
            bus.emit({ type: 'hide-toast' });
            setResetErrors({ code: RESET_MESSAGES.codeWrong });
          },
          onError: failed,
        },
      );
    } else sendReset(failed);
  };

  const sendReset = (failed: (error: unknown) => void) =>
    reset.mutate(
      {
        method,
        username: request.username.trim(),
        email: request.email.trim(),
        mobileNum: request.mobileNum.trim(),
        countryDialingCode: method === 'sms' ? dialling : '',
        code: fields.code.trim(),
        newPassword: fields.newPassword,
        confirmNewPassword: fields.confirmNewPassword,
      },
      {
        onSuccess: () => {
          bus.emit(successToast(`${MEMBER_NS}:forget.done`));
          navigate(pathOf('login'));
        },
        onError: failed,
      },
    );

  return (
    <form className="acct-form" noValidate onSubmit={submit} aria-label={t(`forget.by.${method}`)}>
      <RequestFields
        method={method}
        fields={{ ...request, countryDialingCode: dialling }}
        errors={requestErrors}
        captcha={captcha}
        onChange={(name, value) => setRequest((r) => ({ ...r, [name]: value }))}
      />
      <SmsCodeButton
        state={countdown}
        onSend={sendCode}
        labels={SEND_LABELS}
        className="mk-button mk-button--small"
      />
      {codeSent ? (
        <NewPasswordFields
          fields={fields}
          errors={resetErrors}
          onChange={(name, value) => setFields((f) => ({ ...f, [name]: value }))}
        />
      ) : null}
      {failure ? (
        <p className="acct-alert" role="alert">
          {failure}
        </p>
      ) : null}
      {codeSent ? (
        <button type="submit" className="mk-button" disabled={reset.isPending || verify.isPending}>
          {t('forget.submit')}
        </button>
      ) : null}
    </form>
  );
}
