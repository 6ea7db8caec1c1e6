import { useMount } from '@mobile/react-kit';
import { type AgentContract, isApiError, successToast } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useAnswerContract } from '../api/use-answer-contract';
import { ContractTerms } from './contract-terms';
import '../../../common/agent-button.css';

/** The offered terms with Accept and Reject; the answer is final. */
export function ContractOffer({ offer }: { offer: AgentContract }) {
  const { t } = useTranslation(AGENT_NS);
  const { bus } = useMount();
  const answer = useAnswerContract();
  const [error, setError] = useState<string | null>(null);
  const decide = (decision: 'ACCEPT' | 'REJECT') => {
    setError(null);
    answer.mutate(
      { contractId: offer.id, decision },
      {
        onSuccess: () =>
          bus.emit(successToast(`${AGENT_NS}:contract.${decision === 'ACCEPT' ? 'accepted' : 'rejected'}`)),
        onError: (failure) =>
          setError(isApiError(failure) ? t(failure.messageKey, { ns: 'common' }) : t('contract.failed')),
      },
    );
  };
  return (
    <section className="contract__offer" aria-labelledby="contract-offer-title">
      <h2 id="contract-offer-title" className="contract__title">
        {t('contract.offered')}
      </h2>
      <ContractTerms contract={offer} />
      {error ? (
        <p className="contract__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="contract__actions">
        <button
          type="button"
          className="agent-button agent-button--plain"
          disabled={answer.isPending}
          onClick={() => decide('REJECT')}
        >
          {t('contract.reject')}
        </button>
        <button
          type="button"
          className="agent-button"
          disabled={answer.isPending}
          onClick={() => decide('ACCEPT')}
        >
          {t('contract.accept')}
        </button>
      </div>
    </section>
  );
}
