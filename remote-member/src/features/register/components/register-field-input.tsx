import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DialingCodeSelect } from '../../auth-common/components/dialing-code-select';
import { Field } from '../../forms/field';
import { PasswordInput } from '../../forms/password-input';

interface RegisterFieldInputProps {
  name: string;
  value: string;
  onChange(value: string): void;
  error: string | null | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  dialingCode: string;
  onDialingCode(code: string): void;
}

const AUTOCOMPLETE: Record<string, string> = {
  username: 'username',
  nickname: 'nickname',
  email: 'email',
  payeeName: 'name',
  mobileNum: 'tel-national',
};

/** One field of the register form, drawn by its name. */
export function RegisterFieldInput({
  name,
  value,
  onChange,
  error,
  inputRef,
  ...dialing
}: RegisterFieldInputProps) {
  const { t } = useTranslation();
  const id = `register-${name}`;
  const label = t(`register.field.${name}`);
  const common = {
    ref: inputRef,
    id,
    name,
    value,
    'aria-invalid': !!error,
    'aria-describedby': `${id}-error`,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  };
  let input: React.ReactNode;
  if (name === 'password' || name === 'confirmPassword' || name === 'paymentPassword')
    input = (
      <PasswordInput
        {...common}
        label={label}
        autoComplete="new-password"
        maxLength={name === 'paymentPassword' ? 32 : 128}
      />
    );
  else if (name === 'mobileNum')
    input = (
      <span className="form-field__row">
        <DialingCodeSelect value={dialing.dialingCode} onChange={dialing.onDialingCode} />
        <input
          {...common}
          className="form-field__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={15}
        />
      </span>
    );
  else
    input = (
      <input
        {...common}
        className="form-field__input"
        type={name === 'email' ? 'email' : 'text'}
        autoComplete={AUTOCOMPLETE[name] ?? 'off'}
        autoCapitalize="none"
        maxLength={name === 'email' ? 254 : 64}
      />
    );
  return (
    <Field id={id} label={label} error={error && t(error)}>
      {input}
    </Field>
  );
}
