import { checksContracts, isAgent } from '@mobile/shared-contracts';

/** What the salary page offers an agent without a contract: nothing, the apply button, or its application. */
export type SalaryApplyState = 'hidden' | 'available' | 'applied';

interface SalaryApplyFacts {
  memberType: number;
  /** When the open application was made, or null. */
  appliedAt: string | null;
  /** An offer already waits for the agent's answer (shown above on the same page). */
  offerPending: boolean;
}

/** Types never prompted for contracts (SPEC 6) cannot apply either; an offer waiting makes applying moot. */
export function salaryApplyState({
  memberType,
  appliedAt,
  offerPending,
}: SalaryApplyFacts): SalaryApplyState {
  if (!isAgent(memberType) || !checksContracts(memberType) || offerPending) return 'hidden';
  return appliedAt === null ? 'available' : 'applied';
}
