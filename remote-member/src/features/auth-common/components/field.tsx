import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldProps {
  id: string;
  label: string;
  /** i18n key (with namespace) of the field's current error. */
  error?: string | null;
  children: ReactNode;
}

/** A labelled form row with its error message below. */
export function Field({ id, label, error, children }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      <p className="auth-field__error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error ? t(error) : null}
      </p>
    </div>
  );
}
