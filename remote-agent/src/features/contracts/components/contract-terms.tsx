import type { AgentContract } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';

/** A contract's terms as a list of named figures. */
export function ContractTerms({ contract }: { contract: AgentContract }) {
  const { t } = useTranslation(AGENT_NS);
  return (
    <dl className="contract__terms">
      <div>
        <dt>{t('contract.period')}</dt>
        <dd>{t(`contract.periods.${contract.period}`, { defaultValue: contract.period })}</dd>
      </div>
      {contract.terms.map(({ term, value }) => (
        <div key={term}>
          <dt>{t(`contract.term.${term}`, { defaultValue: term })}</dt>
          <dd>{value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
