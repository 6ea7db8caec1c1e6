import { forwardRef, useId } from 'react';
import { Field } from './field';
import { PasswordInput, type PasswordInputProps } from './password-input';

type PasswordFieldProps = PasswordInputProps & { label: string; error?: string | null };

/** A labelled password input with its show/hide toggle and its message underneath. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, id: givenId, ...input },
  ref,
) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <Field id={id} label={label} error={error}>
      <PasswordInput ref={ref} id={id} aria-invalid={!!error} aria-describedby={`${id}-error`} {...input} />
    </Field>
  );
});
