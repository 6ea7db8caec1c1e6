import { isApiError, type OpenAccountType, type RegisterSettings } from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { checkRebateInput } from '../../team-management';
import { useDialingCode } from '../api/use-dialing-code';
import { useOpenAccount } from '../api/use-open-account';
import {
  fieldRule,
  firstInvalidField,
  type OpenAccountValues,
  openAccountFields,
} from '../open-account-fields';
import { AccountField } from './account-field';
import { MemberTypeChoice } from './member-type-choice';
import { RebateField } from './rebate-field';
import '../../../common/agent-button.css';

type Errors = Record<string, string>;
const REBATE = 'rebate';

/** Registers a direct downline: the register settings' fields, its type and a rebate up to the agent's. */
export function OpenAccountForm({
  settings,
  maxRebate,
  onOpened,
}: {
  settings: RegisterSettings;
  maxRebate: number;
  onOpened(username: string): void;
}) {
  const { t } = useTranslation(AGENT_NS);
  const dialingCode = useDialingCode();
  const open = useOpenAccount();
  const fields = openAccountFields(settings);
  const [values, setValues] = useState<OpenAccountValues>({});
  const [memberType, setMemberType] = useState<OpenAccountType>(0);
  const [rebateText, setRebateText] = useState('0');
  const [errors, setErrors] = useState<Errors>({});
  const bounds = { floor: '0.00', ceiling: maxRebate.toFixed(2) };

  const fail = (field: string, message: string) => {
    setErrors({ [field]: message });
    document.getElementById(`open-account-${field}`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = firstInvalidField(settings, values);
    if (invalid) return fail(invalid.field, t(invalid.messageKey, { ns: 'common' }));
    const rebate = checkRebateInput(rebateText, 0, maxRebate);
    if (rebate.kind === 'invalid') return fail(REBATE, t(rebate.messageKey, bounds));
    setErrors({});
    const text = (name: string) => (values[name] ?? '').trim();
    const payload = {
      username: text('username'),
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
      memberType,
      rebate: rebate.rebate,
      nickname: text('nickname'),
      mobileNum: text('mobileNum'),
      countryDialingCode: text('mobileNum') ? dialingCode : '',
      email: text('email'),
      payeeName: text('payeeName'),
      birthDate: text('birthDate'),
    };
    open.mutate(payload, {
      onSuccess: (opened) => {
        setValues({});
        setRebateText('0');
        onOpened(opened.username);
      },
      // The server's refusal stays beside its field (the API client also toasts it); nothing typed is lost.
      onError: (failure) => {
        if (!isApiError(failure)) return setErrors({ form: t('openAccount.failed') });
        const message = t(failure.messageKey, { ns: 'common' });
        const field = (failure.value as { field?: unknown } | null)?.field;
        if (failure.code === 'REBATE_TOO_HIGH') return fail(REBATE, message);
        if (typeof field === 'string' && fields.includes(field)) return fail(field, message);
        setErrors({ form: message });
      },
    });
  };

  return (
    <form className="open-account__form" onSubmit={submit} noValidate aria-labelledby="open-account-title">
      <h2 id="open-account-title" className="team-manage__title">
        {t('openAccount.formTitle')}
      </h2>
      {fields.map((name) => (
        <AccountField
          key={name}
          name={name}
          value={values[name] ?? ''}
          required={fieldRule(settings, name).required}
          error={errors[name] ?? null}
          dialingCode={dialingCode}
          onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
        />
      ))}
      <MemberTypeChoice name="open-account-type" value={memberType} onChange={setMemberType} />
      <RebateField
        id="open-account-rebate"
        value={rebateText}
        ceiling={maxRebate}
        error={errors[REBATE] ?? null}
        onChange={setRebateText}
      />
      {errors.form ? (
        <p className="team-manage__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="agent-button" disabled={open.isPending}>
        {open.isPending ? t('openAccount.opening') : t('openAccount.submit')}
      </button>
    </form>
  );
}
