/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { Field } from './field';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Translated message under the field; marks the input invalid. */
  error?: string | null;
  /** Extra control before the input (dialling code). */
  before?: ReactNode;
  /** Extra control after the input (send code, captcha image). */
  after?: ReactNode;
}

/** A labelled text input with its message underneath. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, before, after, id: givenId, ...input },
  ref,
) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <Field id={id} label={label} error={error}>
      <span className="form-field__row">
        {before}
        <input
          ref={ref}
          id={id}
          className="form-field__input"
          aria-invalid={!!error}
          aria-describedby={`${id}-error`}
          {...input}
        />
        {after}
      </span>
    </Field>
  );
});
