/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useId } from 'react';

interface PinFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  problem?: string | null;
  autoComplete?: 'new-password' | 'current-password' | 'off';
}

/** A six-digit withdrawal password field: digits only, masked. */
export function PinField({ label, value, onChange, problem, autoComplete = 'off' }: PinFieldProps) {
  const id = useId();
  return (
    <div className="money-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="money-input"
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete={autoComplete}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
      {problem ? (
        <p id={`${id}-problem`} className="money-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
