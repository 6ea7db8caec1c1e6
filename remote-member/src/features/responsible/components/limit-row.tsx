import { formatBalance, isApiError, messageKeyFor, type ProtectionLimit } from '@mobile/shared-contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useSetLimit } from '../api/set-limit';
import { limitInputText, parseLimitInput, waitsForCoolingOff } from '../limit-input';

/** One limit: what is in force, a waiting change with its date, and a field to change it. */
export function LimitRow({ limit }: { limit: ProtectionLimit }) {
  const { t, i18n } = useTranslation(MEMBER_NS);
  const id = useId();
  const save = useSetLimit();
  const [text, setText] = useState(limitInputText(limit.kind, limit.value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(limitInputText(limit.kind, limit.value)), [limit.kind, limit.value]);
  const show = (value: number | null) =>
    value === null
      ? t('responsible.noLimit')
      : limit.kind === 'sessionMinutes'
        ? t('responsible.minutes', { count: value })
        : formatBalance(value / 100);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLimitInput(limit.kind, text);
    if (parsed.kind === 'invalid')
      return setError(t(`responsible.invalid.${limit.kind === 'sessionMinutes' ? 'minutes' : 'money'}`));
    setError(null);
    save.mutate({ kind: limit.kind, value: parsed.value } as Parameters<typeof save.mutate>[0], {
      onError: (e) => setError(t(messageKeyFor(isApiError(e) ? e.code : null), { ns: 'common' })),
    });
  };
  const parsed = parseLimitInput(limit.kind, text);
  const willWait = parsed.kind === 'ok' && waitsForCoolingOff(limit.value, parsed.value);
  return (
    <form className="rg-limit" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t(`responsible.limit.${limit.kind}`)}</label>
      <p className="rg-limit__now">{t('responsible.inForce', { value: show(limit.value) })}</p>
      {limit.pending ? (
        <p className="rg-limit__pending" role="status">
          {t('responsible.pending', {
            value: show(limit.pending.value),
            date: new Date(limit.pending.from).toLocaleString(i18n.language),
          })}
        </p>
      ) : null}
      <div className="rg-limit__edit">
        <input
          id={id}
          inputMode={limit.kind === 'sessionMinutes' ? 'numeric' : 'decimal'}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={t('responsible.noLimit')}
        />
        <button
          type="submit"
          className="mk-button mk-button--small"
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {t('responsible.save')}
        </button>
      </div>
      {willWait ? <p className="rg-limit__hint">{t('responsible.coolingOffHint')}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="rg-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
