import { useMount, useStreamValue } from '@mobile/react-kit';
import { isApiError, successToast } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useContracts } from '../../contracts';
import { useApplySalaryContract } from '../api/use-apply-salary-contract';
import { salaryApplyState } from '../salary-apply-state';
import '../../../common/agent-button.css';

/** An agent without a salary contract applies for one; after that the page says it waits for an answer. */
export function SalaryApply({ appliedAt }: { appliedAt: string | null }) {
  const { t } = useTranslation(AGENT_NS);
  const { bus } = useMount();
  const session = useStreamValue(bus.session$);
  const offers = useContracts('dailySalary');
  const apply = useApplySalaryContract();
  const [error, setError] = useState<string | null>(null);
  const state = salaryApplyState({
    memberType: session?.type ?? 0,
    appliedAt,
    // Until the offers are known the button waits, so it never flashes above a waiting offer.
    offerPending: offers.isPending || offers.data?.pending != null,
  });
  if (state === 'hidden') return null;
  if (state === 'applied')
    return (
      <>
        <p className="contract__note">{t('salary.applied', { date: appliedAt?.slice(0, 10) })}</p>
        <button type="button" className="agent-button" disabled>
          {t('salary.applySent')}
        </button>
      </>
    );
  const send = () => {
    setError(null);
    apply.mutate(undefined, {
      onSuccess: () => bus.emit(successToast(`${AGENT_NS}:salary.applySent`)),
      onError: (failure) =>
        setError(isApiError(failure) ? t(failure.messageKey, { ns: 'common' }) : t('salary.applyFailed')),
    });
  };
  return (
    <>
      {error ? (
        <p className="contract__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="agent-button" disabled={apply.isPending} onClick={send}>
        {t('salary.apply')}
      </button>
    </>
  );
}
