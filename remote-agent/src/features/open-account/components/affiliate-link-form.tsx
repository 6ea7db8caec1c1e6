import { isApiError, type OpenAccountType } from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { checkRebateInput } from '../../team-management';
import { useCreateAffiliateLink } from '../api/use-create-affiliate-link';
import { MemberTypeChoice } from './member-type-choice';
import { RebateField } from './rebate-field';
import '../../../common/agent-button.css';

/** Makes a new affiliate link: the type and rebate its registrations get. */
export function AffiliateLinkForm({ maxRebate }: { maxRebate: number }) {
  const { t } = useTranslation(AGENT_NS);
  const create = useCreateAffiliateLink();
  const [memberType, setMemberType] = useState<OpenAccountType>(0);
  const [rebateText, setRebateText] = useState('0');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rebate = checkRebateInput(rebateText, 0, maxRebate);
    if (rebate.kind === 'invalid') {
      setError(t(rebate.messageKey, { floor: '0.00', ceiling: maxRebate.toFixed(2) }));
      return document.getElementById('affiliate-link-rebate')?.focus();
    }
    setError(null);
    create.mutate(
      { memberType, rebate: rebate.rebate },
      {
        onError: (failure) =>
          setError(isApiError(failure) ? t(failure.messageKey, { ns: 'common' }) : t('links.failed')),
      },
    );
  };

  return (
    <form className="open-account__form" onSubmit={submit} noValidate aria-labelledby="affiliate-link-title">
      <h2 id="affiliate-link-title" className="team-manage__title">
        {t('links.formTitle')}
      </h2>
      <MemberTypeChoice name="affiliate-link-type" value={memberType} onChange={setMemberType} />
      <RebateField
        id="affiliate-link-rebate"
        value={rebateText}
        ceiling={maxRebate}
        error={error}
        onChange={setRebateText}
      />
      <button type="submit" className="agent-button" disabled={create.isPending}>
        {t('links.create')}
      </button>
    </form>
  );
}
