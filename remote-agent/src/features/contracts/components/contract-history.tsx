import { type AgentContract, formatLocalDateTime } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { ContractTerms } from './contract-terms';

/** Answered contracts of the kind, newest first. */
export function ContractHistory({ contracts }: { contracts: AgentContract[] }) {
  const { t } = useTranslation(AGENT_NS);
  return (
    <section aria-labelledby="contract-history-title">
      <h2 id="contract-history-title" className="contract__title">
        {t('contract.history')}
      </h2>
      {contracts.length === 0 ? (
        <p className="contract__note">{t('contract.noHistory')}</p>
      ) : (
        <ul className="contract__history">
          {contracts.map((contract) => (
            <li key={contract.id} className="contract__card">
              <p className="contract__status">
                {t(`contract.status.${contract.status}`)} ·{' '}
                {formatLocalDateTime(contract.decidedAt ?? contract.offeredAt)}
              </p>
              <ContractTerms contract={contract} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
