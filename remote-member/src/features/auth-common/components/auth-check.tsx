/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { ReactNode } from 'react';

interface AuthCheckProps {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
}

/** A check box of the login and register forms, its label the children (`.auth-check` of auth.css). */
export function AuthCheck({ checked, onChange, children }: AuthCheckProps) {
  return (
    <label className="auth-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  );
}
