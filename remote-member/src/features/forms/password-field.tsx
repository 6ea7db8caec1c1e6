/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field';
import { PasswordInput, type PasswordInputProps } from './password-input';

type PasswordFieldProps = PasswordInputProps & {
  label: string;
  error?: string | null;
  /** The show/hide button names its field ('Show Old password'), for forms with several passwords. */
  namedToggle?: boolean;
};

/** A labelled password input with its show/hide toggle and its message underneath. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, namedToggle = false, id: givenId, ...input },
  ref,
) {
  const { t } = useTranslation();
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <Field id={id} label={label} error={error}>
      <PasswordInput
        ref={ref}
        id={id}
        aria-invalid={!!error}
        aria-describedby={`${id}-error`}
        toggleLabel={namedToggle ? t('password.show', { field: label }) : undefined}
        {...input}
      />
    </Field>
  );
});
