import * as v from 'valibot';
import { defineEndpoint } from './define';

const isoDate = v.pipe(v.string(), v.isoDate());

export const dailySalaryContractSchema = v.object({
  /** Team stakes a day needs (currency units). */
  minTeamBets: v.number(),
  /** Team members who bet that day. */
  minActiveMembers: v.number(),
  salary: v.number(),
  acceptedAt: v.nullable(v.string()),
});

/**
 * A day's salary: paid (the operator's payout of that day holds it), pending (qualified, not paid yet:
 * today, or a closed day the payout has not reached) or none (the team fell short of the terms).
 */
export const SALARY_DAY_STATUSES = ['paid', 'pending', 'none'] as const;

/** One day's salary under the contract, computed from the team's bets of that day. */
export const dailySalaryDaySchema = v.object({
  date: v.string(),
  teamBets: v.number(),
  activeMembers: v.number(),
  qualified: v.boolean(),
  /** What the day pays (or paid: the amount of its payout). */
  salary: v.number(),
  status: v.picklist(SALARY_DAY_STATUSES),
});

/** Daily salary (SPEC 7 salary calls): the accepted contract, today so far, and the days of a range. */
export const agentSalaryEndpoints = {
  dailySalaryContract: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getContractDailySalInfo',
    request: v.object({}),
    response: v.object({
      contract: v.nullable(dailySalaryContractSchema),
      /** When the agent applied for a contract that is not answered yet, or null. */
      appliedAt: v.nullable(v.string()),
    }),
    auth: 'required',
  }),
  /** The agent applies for a daily salary contract; the operator answers it with an offer (contracts page). */
  applyDailySalaryContract: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_applyContractDailySal',
    request: v.object({}),
    response: v.object({ appliedAt: v.string() }),
    auth: 'required',
  }),
  currentDailySalary: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/ODSFE2_CurrentDailySalary',
    request: v.object({}),
    response: v.object({ today: v.nullable(dailySalaryDaySchema) }),
    auth: 'required',
  }),
  queryDailySalary: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/ODSFE2_QueryDailySalary',
    request: v.object({ startDate: isoDate, endDate: isoDate }),
    response: v.object({ days: v.array(dailySalaryDaySchema), total: v.number() }),
    auth: 'required',
  }),
};

export type DailySalaryContract = v.InferOutput<typeof dailySalaryContractSchema>;
export type DailySalaryDay = v.InferOutput<typeof dailySalaryDaySchema>;
export type SalaryDayStatus = (typeof SALARY_DAY_STATUSES)[number];
