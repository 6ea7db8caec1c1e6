import { PAYEE_NAME_PATTERN } from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { FormField } from '../../forms/form-field';
import { useSaveContact } from '../api/save-contact';
import type { ContactAction } from '../security-items';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;
const valid = (action: ContactAction, value: string) =>
  action === 'payeeName' ? PAYEE_NAME_PATTERN.test(value) : EMAIL.test(value) && value.length <= 120;

/** One field under its row: the payee name (once) or the e-mail, checked before it is sent. */
export function InlineContactForm({ action, onDone }: { action: ContactAction; onDone(): void }) {
  const { t } = useTranslation(MEMBER_NS);
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const save = useSaveContact(action);
  const trimmed = value.trim();
  const problem = valid(action, trimmed) ? null : t(`security.${action}Rule`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!problem && !save.isPending) save.mutate(trimmed, { onSuccess: onDone });
  };
  return (
    <form className="acct-form" onSubmit={submit} noValidate>
      <FormField
        label={t(`security.item.${action}`)}
        type={action === 'email' ? 'email' : 'text'}
        autoComplete={action === 'email' ? 'email' : 'name'}
        value={value}
        error={tried ? problem : null}
        onChange={(event) => setValue(event.target.value)}
      />
      {action === 'payeeName' ? <p>{t('security.payeeNameOnce')}</p> : null}
      <button type="submit" className="acct-button" disabled={save.isPending}>
        {t('security.save')}
      </button>
    </form>
  );
}
