import { ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { type ContractKind, contractKindOfPath } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { AgentOnly } from '../../agent-access';
import { DailySalary } from '../../daily-salary';
import { useContracts } from '../api/use-contracts';
import { ContractHistory } from './contract-history';
import { ContractOffer } from './contract-offer';
import './contract.css';

function Contract({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(AGENT_NS);
  const contracts = useContracts(kind);
  if (contracts.isPending) return <PageSpinner />;
  if (contracts.isError) return <ErrorState onRetry={() => contracts.refetch()} />;
  const { pending, history } = contracts.data;
  return (
    <div className="contract">
      {pending ? (
        <ContractOffer key={pending.id} offer={pending} />
      ) : (
        <p className="contract__note">{t('contract.none')}</p>
      )}
      {kind === 'dailySalary' ? <DailySalary /> : null}
      <ContractHistory contracts={history} />
    </div>
  );
}

/** The three contract pages (salary, dividend, hourly): the offered terms to answer, and the history. */
export function ContractPage() {
  const { location } = useMount();
  const kind = contractKindOfPath(location.pathname) ?? 'dailySalary';
  return <AgentOnly>{() => <Contract key={kind} kind={kind} />}</AgentOnly>;
}
