import type { ContractKind } from '@mobile/shared-contracts';
import type { ContractOffer } from './contract-store';

/** The terms the operator offers an agent (`operator contract --offer <kind>`); the demo seed offers them too. */
export const CONTRACT_OFFERS: Record<ContractKind, ContractOffer> = {
  dailySalary: {
    kind: 'dailySalary',
    period: 'DAILY',
    terms: [
      { term: 'minTeamBets', value: 10_000 },
      { term: 'minActiveMembers', value: 5 },
      { term: 'salary', value: 300 },
    ],
  },
  dividend: {
    kind: 'dividend',
    period: 'HALF_MONTH',
    terms: [
      { term: 'minTeamLoss', value: 50_000 },
      { term: 'sharePercent', value: 20 },
    ],
  },
  hourlySalary: {
    kind: 'hourlySalary',
    period: 'HOURLY',
    terms: [
      { term: 'minActiveMembers', value: 3 },
      { term: 'hourlyPay', value: 15 },
    ],
  },
};
