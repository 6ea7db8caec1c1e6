import type { Generated } from 'kysely';
import type { DbNumber, Timestamp } from './columns';

// Team, rebates, contracts, dividend, salary.

/** 0017_agent_team: a member's rebate in hundredths of a percent; no row means 0. */
export interface MemberRebateTable {
  member_id: number;
  rebate_hundredths: number;
  updated_at: Timestamp;
}

/** 0018_agent_contracts: salary, dividend and hourly contracts offered to an agent. */
export interface AgentContractTable {
  id: Generated<number>;
  member_id: number;
  /** dailySalary, dividend or hourlySalary. */
  kind: string;
  /** What the prompt's info field carries: the salary type, the dividend period, the hourly scheme. */
  period: string;
  /** JSON array of { term, value }. */
  terms: string;
  /** PENDING, ACCEPTED or REJECTED; APPLIED for an agent's own open application (0032). */
  status: string;
  offered_at: Timestamp;
  decided_at: Timestamp | null;
}

/** 0025_agent_open_account: accounts an agent may open directly, and how many it has opened. */
export interface AgentQuotaTable {
  member_id: number;
  total: number;
  used: Generated<number>;
}

/** 0025_agent_open_account: an agent's registration link, with the type and rebate it gives. */
export interface AgentAffiliateLinkTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  code: string;
  member_type: number;
  rebate_hundredths: number;
  registrations: Generated<number>;
  created_at: Timestamp;
}

/** 0026_agent_dividend: a paid dividend (the amount is in the ledger rows `reference` names). */
export interface DividendPayoutTable {
  payee_id: number;
  /** YYYY-MM-DD, first day of the paid period. */
  period_start: string;
  payer_id: number;
  reference: string;
  paid_at: Timestamp;
}

/** 0341_salary_payouts: a paid day of daily salary (the ledger row `reference` names holds it too). */
export interface SalaryPayoutTable {
  member_id: number;
  /** YYYY-MM-DD, the UTC day paid for. */
  day: string;
  amount_cents: DbNumber;
  reference: string;
  paid_at: Timestamp;
}

export interface AgentTables {
  dividend_payouts: DividendPayoutTable;
  salary_payouts: SalaryPayoutTable;
  member_rebates: MemberRebateTable;
  agent_contracts: AgentContractTable;
  agent_quotas: AgentQuotaTable;
  agent_affiliate_links: AgentAffiliateLinkTable;
}
