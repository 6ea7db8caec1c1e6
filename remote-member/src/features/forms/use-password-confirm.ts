import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

export interface PasswordConfirmOptions<T> {
  /** The message under an empty field (nothing is sent). */
  requiredMessage: string;
  /** Sends the typed password with the action it confirms. */
  confirm(password: string): Promise<T>;
  /** The message under the field for a refusal (a wrong password, a limit, no network). */
  failureText(error: unknown): string;
  onConfirmed?(result: T): void;
}

/**
 * The state of a form that asks the login password before an action (linking or unlinking a provider,
 * removing a passkey): an empty field is refused in place; a refused password stays as typed (nothing
 * lost: a typo is fixed, not retyped), selected in its focused field with the reason under it; one
 * request at a time. Spread `field` on a `PasswordField`, `onSubmit`
 * on its form.
 */
export function usePasswordConfirm<T>({
  requiredMessage,
  confirm,
  failureText,
  onConfirmed,
}: PasswordConfirmOptions<T>) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ref = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setError(message);
    ref.current?.focus();
    ref.current?.select();
  };

  const submit = async () => {
    if (pending) return;
    if (!password) return refuse(requiredMessage);
    setError(null);
    setPending(true);
    let result: T;
    try {
      result = await confirm(password);
    } catch (failure) {
      setPending(false);
      return refuse(failureText(failure));
    }
    setPending(false);
    onConfirmed?.(result);
  };

  return {
    field: {
      ref,
      value: password,
      error,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setPassword(event.target.value),
    },
    pending,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      void submit();
    },
  };
}
