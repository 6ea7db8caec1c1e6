import * as v from 'valibot';
import { pagedSchema } from '../envelope';
import { defineEndpoint } from './define';

const isoDate = v.pipe(v.string(), v.isoDate());
const username = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32)));

/** One member's money in the period, from the ledger and game bets. */
export const memberPnlSchema = v.object({
  memberId: v.number(),
  username: v.string(),
  level: v.number(),
  deposits: v.number(),
  withdrawals: v.number(),
  bets: v.number(),
  wins: v.number(),
  /** Wins minus bets. */
  profit: v.number(),
});

export const teamBetSchema = v.object({
  id: v.number(),
  username: v.string(),
  gameName: v.string(),
  amount: v.number(),
  payout: v.number(),
  createdAt: v.string(),
});

export const agentReportEndpoints = {
  teamPnl: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/teamPnl',
    request: v.object({ startDate: isoDate, endDate: isoDate, username }),
    response: v.object({ rows: v.array(memberPnlSchema) }),
    auth: 'required',
  }),
  teamBets: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/teamBets',
    request: v.object({
      startDate: isoDate,
      endDate: isoDate,
      username,
      pageNo: v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(1000)),
    }),
    response: pagedSchema(teamBetSchema),
    auth: 'required',
  }),
};

export type MemberPnl = v.InferOutput<typeof memberPnlSchema>;
export type TeamBet = v.InferOutput<typeof teamBetSchema>;

/** Rebate income the agent earns through one direct downline: its branch's stakes × the rebate gap. */
export const rebateIncomeRowSchema = v.object({
  memberId: v.number(),
  username: v.string(),
  /** The agent's own rebate minus this downline's, in percent. */
  rebateGap: v.number(),
  /** Stakes of the downline and everyone below it. */
  bets: v.number(),
  income: v.number(),
});

export const agentRebateIncomeEndpoints = {
  teamRebateIncome: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/teamRebateIncome',
    request: v.object({ startDate: isoDate, endDate: isoDate }),
    response: v.object({ rebate: v.number(), total: v.number(), rows: v.array(rebateIncomeRowSchema) }),
    auth: 'required',
  }),
};

export type RebateIncomeRow = v.InferOutput<typeof rebateIncomeRowSchema>;
