import { OPEN_ACCOUNT_TYPES, type OpenAccountType } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';

/** Player or agent: the type a new account (or a link's registrations) gets. */
export function MemberTypeChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: OpenAccountType;
  onChange(type: OpenAccountType): void;
}) {
  const { t } = useTranslation(AGENT_NS);
  return (
    <fieldset className="open-account__types">
      <legend>{t('openAccount.type')}</legend>
      {OPEN_ACCOUNT_TYPES.map((type) => (
        <label key={type} className="open-account__type">
          <input
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          {t(`openAccount.types.${type}`)}
        </label>
      ))}
    </fieldset>
  );
}
