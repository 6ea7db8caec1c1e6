import { PageTopBar, useMount, useStreamValue } from '@mobile/react-kit';
import { HOME_PATH, isApiError, successToast, TIMERS } from '@mobile/shared-contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { FormField, PasswordField } from '../../forms';
import { ConfirmDialog } from '../../settings';
import { useChangePassword } from '../api/change-password';
import { usePasswordRule } from '../api/get-register-settings';
import {
  type ChangePasswordErrors,
  type ChangePasswordFields,
  checkChangePassword,
} from '../change-password-form';
import { storeBrowserCredential } from '../store-credential';
import '../../../common/account-ui.css';

const EMPTY: ChangePasswordFields = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * /m/changePsw. Not login-guarded on purpose: without a session it replaces itself with /m/home.
 * The old password is always asked: no password is ever held from a forced-change flow.
 */
export function ChangePasswordPage() {
  const { bus, navigate } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  const { t: common } = useTranslation('common');
  const session = useStreamValue(bus.session$);
  const rule = usePasswordRule();
  const change = useChangePassword();
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [sameAsOld, setSameAsOld] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const refs = {
    oldPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmNewPassword: useRef<HTMLInputElement>(null),
  };

  useEffect(() => {
    if (!session) navigate(HOME_PATH, { replace: true });
  }, [session, navigate]);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate(HOME_PATH), TIMERS.redirectAfterPasswordChange);
    return () => clearTimeout(timer);
  }, [saved, navigate]);
  if (!session) return null;

  const edit = (name: keyof ChangePasswordFields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const check = checkChangePassword(fields, rule);
    setErrors(check.kind === 'invalid' ? check.errors : {});
    if (check.kind === 'invalid') return refs[check.firstField].current?.focus();
    if (check.kind === 'same-as-old') return setSameAsOld(true);
    bus.emit({
      type: 'toast',
      kind: 'loading',
      messageKey: 'state.loading',
      durationMs: TIMERS.loadingToast,
    });
    change.mutate(fields, {
      onSuccess: () => {
        bus.emit(successToast(`${MEMBER_NS}:password.saved`));
        void storeBrowserCredential(session.userName, fields.newPassword);
        setSaved(true);
      },
      onError: (error) => {
        bus.emit({ type: 'hide-toast' });
        setFailure(isApiError(error) ? t(error.messageKey, { ns: 'common' }) : t('password.failed'));
      },
    });
  };

  const message = (name: keyof ChangePasswordFields) => (errors[name] ? t(errors[name]) : null);
  const password = (
    name: keyof ChangePasswordFields,
    label: string,
    autoComplete: 'current-password' | 'new-password',
  ) => (
    <PasswordField
      ref={refs[name]}
      label={label}
      namedToggle
      autoComplete={autoComplete}
      value={fields[name]}
      onChange={edit(name)}
      error={message(name)}
    />
  );
  return (
    <div className="acct-page">
      <PageTopBar title={common('title.changePassword')} />
      <form className="acct-form acct-card" noValidate onSubmit={submit} aria-label={t('password.title')}>
        {/* The username lets the browser's password manager file the new password under it. */}
        <FormField
          label={t('password.username')}
          value={session.userName}
          readOnly
          autoComplete="username"
          name="username"
        />
        {password('oldPassword', t('password.old'), 'current-password')}
        {password('newPassword', t('password.new'), 'new-password')}
        {password('confirmNewPassword', t('password.confirm'), 'new-password')}
        {failure ? (
          <p className="acct-alert" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="mk-button" disabled={change.isPending || saved}>
          {t('password.submit')}
        </button>
      </form>
      {sameAsOld ? (
        <ConfirmDialog
          message={t('password.sameAsOld')}
          confirmLabel={t('dialog.ok')}
          onConfirm={() => setSameAsOld(false)}
        />
      ) : null}
    </div>
  );
}
