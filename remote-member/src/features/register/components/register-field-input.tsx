import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MobileNumberField } from '../../auth-common';
import { FormField, PasswordField } from '../../forms';

interface RegisterFieldInputProps {
  name: string;
  value: string;
  onChange(value: string): void;
  error: string | null | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  dialingCode: string;
  onDialingCode(code: string): void;
  onBlur?(): void;
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
  onBlur,
  ...dialing
}: RegisterFieldInputProps) {
  const { t } = useTranslation();
  const id = `register-${name}`;
  const label = t(`register.field.${name}`);
  const common = {
    ref: inputRef,
    id,
    name,
    label,
    value,
    error: error && t(error),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
    onBlur,
  };
  if (name === 'password' || name === 'confirmPassword' || name === 'paymentPassword')
    return (
      <PasswordField
        {...common}
        autoComplete="new-password"
        maxLength={name === 'paymentPassword' ? 32 : 128}
      />
    );
  if (name === 'mobileNum')
    return (
      <MobileNumberField
        {...common}
        dialingCode={dialing.dialingCode}
        onDialingCode={dialing.onDialingCode}
      />
    );
  if (name === 'birthDate')
    return (
      <FormField {...common} type="date" autoComplete="bday" max={new Date().toISOString().slice(0, 10)} />
    );
  return (
    <FormField
      {...common}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={AUTOCOMPLETE[name] ?? 'off'}
      autoCapitalize="none"
      maxLength={name === 'email' ? 254 : 64}
    />
  );
}
