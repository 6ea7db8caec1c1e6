/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { ReactNode } from 'react';
import '../../common/forms.css';

interface FieldProps {
  id: string;
  label: string;
  /** The field's current error, already translated; the space under the field is kept so nothing shifts. */
  error?: string | null;
  children: ReactNode;
}

/** A labelled form row with its error message below; the control inside carries `id`. */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      <p className="form-field__error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error || null}
      </p>
    </div>
  );
}
