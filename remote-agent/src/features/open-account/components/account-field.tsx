import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';

/** Input attributes by field: the keyboard a phone shows, and no autofill of the agent's own details. */
const INPUTS: Record<string, { type: string; autoComplete: string; inputMode?: 'numeric' | 'email' }> = {
  username: { type: 'text', autoComplete: 'off' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  mobileNum: { type: 'tel', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'off', inputMode: 'email' },
  birthDate: { type: 'date', autoComplete: 'off' },
};

/** One field of the open-account form with its label, requiredness and the error tied to it. */
export function AccountField({
  name,
  value,
  required,
  error,
  dialingCode,
  onChange,
}: {
  name: string;
  value: string;
  required: boolean;
  error: string | null;
  dialingCode: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation(AGENT_NS);
  const id = `open-account-${name}`;
  const input = INPUTS[name] ?? { type: 'text', autoComplete: 'off' };
  return (
    <div className="open-account__field">
      <label htmlFor={id}>
        {t(`openAccount.field.${name}`)}
        {name === 'mobileNum' ? ` (+${dialingCode.replace(/^\+/, '')})` : ''}
        {required ? null : ` ${t('openAccount.optional')}`}
      </label>
      <input
        id={id}
        name={name}
        type={input.type}
        inputMode={input.inputMode}
        autoComplete={input.autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        required={required}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="team-manage__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
