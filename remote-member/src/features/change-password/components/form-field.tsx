import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import '../../settings/account-ui.css';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Translated message under the field; marks the input invalid. */
  error?: string | null;
  /** Extra control beside the input (show/hide, send code). */
  after?: ReactNode;
}

/** Labelled input with its message underneath; the message space is kept so nothing shifts. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, after, ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="acct-field">
      <label className="acct-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="acct-field__row">
        <input
          ref={ref}
          id={id}
          className="acct-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {after}
      </div>
      <p id={errorId} className="acct-field__error">
        {error ?? ''}
      </p>
    </div>
  );
});
