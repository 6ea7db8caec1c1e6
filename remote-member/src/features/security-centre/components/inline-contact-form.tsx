import { PAYEE_NAME_PATTERN } from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { FormField } from '../../forms';
import { useSaveContact } from '../api/save-contact';
import type { ContactAction } from '../security-items';

/** One field under its row: the payee name (once), checked before it is sent. */
export function InlineContactForm({ action, onDone }: { action: ContactAction; onDone(): void }) {
  const { t } = useTranslation(MEMBER_NS);
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const save = useSaveContact(action);
  const trimmed = value.trim();
  const problem = PAYEE_NAME_PATTERN.test(trimmed) ? null : t(`security.${action}Rule`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!problem && !save.isPending) save.mutate(trimmed, { onSuccess: onDone });
  };
  return (
    <form className="acct-form" onSubmit={submit} noValidate>
      <FormField
        label={t(`security.item.${action}`)}
        type="text"
        autoComplete="name"
        value={value}
        error={tried ? problem : null}
        onChange={(event) => setValue(event.target.value)}
      />
      <p>{t('security.payeeNameOnce')}</p>
      <button type="submit" className="mk-button" disabled={save.isPending}>
        {t('security.save')}
      </button>
    </form>
  );
}
