import * as v from 'valibot';
import { DIVIDEND_CYCLES } from '../agent-dividend';
import { defineEndpoint } from './define';

const isoDate = v.pipe(v.string(), v.isoDate());
const memberId = v.pipe(v.number(), v.integer(), v.minValue(1));

export const dividendContractSchema = v.object({
  cycle: v.picklist(DIVIDEND_CYCLES),
  minTeamLoss: v.number(),
  sharePercent: v.number(),
  acceptedAt: v.nullable(v.string()),
});

const periodSchema = v.object({ start: v.string(), end: v.string() });

/** One agent's dividend in one period, computed from its team's bets (amounts in currency units). */
export const dividendRowSchema = v.object({
  memberId: v.number(),
  username: v.string(),
  period: periodSchema,
  /** Team stakes minus payouts; negative when the team won. */
  teamLoss: v.number(),
  sharePercent: v.number(),
  dividend: v.number(),
  /** What the ledger shows paid for it (0 until paid). */
  paid: v.number(),
  status: v.picklist(['PAID', 'DUE', 'NONE']),
});

export const dividendIncomeSchema = v.object({
  period: periodSchema,
  dividend: v.number(),
  rebateIncome: v.number(),
  total: v.number(),
});

/**
 * Dividend (SPEC 7): the agent's accepted dividend contract, its current period, its history, the
 * dividends it owes its direct downline agents, the payout (moves money: idempotent) and its income of
 * the previous and current periods.
 */
export const agentDividendEndpoints = {
  dividendContract: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getContractDividendInfo',
    request: v.object({}),
    response: v.object({ contract: v.nullable(dividendContractSchema) }),
    auth: 'required',
  }),
  currentDividend: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/ODSFE2_CurrentDividend',
    request: v.object({}),
    response: v.object({ current: v.nullable(dividendRowSchema) }),
    auth: 'required',
  }),
  queryDividend: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/ODSFE2_QueryDividend',
    request: v.object({ scope: v.picklist(['own', 'downlines']) }),
    response: v.object({ rows: v.array(dividendRowSchema) }),
    auth: 'required',
  }),
  payoutDividend: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/ODSFE2_PayoutDividend',
    request: v.object({ memberId, periodStart: isoDate }),
    response: v.object({ memberId: v.number(), periodStart: v.string(), amount: v.number() }),
    auth: 'required',
    idempotent: true,
  }),
  agentIncome: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/ODS2_AgentPrevAndCurrIncome',
    request: v.object({}),
    response: v.object({
      previous: v.nullable(dividendIncomeSchema),
      current: v.nullable(dividendIncomeSchema),
    }),
    auth: 'required',
  }),
};

export type DividendContract = v.InferOutput<typeof dividendContractSchema>;
export type DividendRow = v.InferOutput<typeof dividendRowSchema>;
export type DividendIncome = v.InferOutput<typeof dividendIncomeSchema>;
