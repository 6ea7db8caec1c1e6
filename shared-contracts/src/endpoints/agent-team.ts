import * as v from 'valibot';
import { DOWNLINE_PAGE_SIZE, MAX_DOWNLINES_PER_MOVE, REBATE_CEILING_PERCENT } from '../agent-team';
import { pagedSchema } from '../envelope';
import { defineEndpoint } from './define';

const isoDate = v.pipe(v.string(), v.isoDate());
const memberId = v.pipe(v.number(), v.integer(), v.minValue(1));
const queryInt = (max: number) =>
  v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(max));
const rebate = v.pipe(v.number(), v.minValue(0), v.maxValue(REBATE_CEILING_PERCENT));

/** Team figures of one period, all from the ledger and game bets (amounts in currency units). */
export const teamKpiSchema = v.object({
  registrations: v.number(),
  firstDeposits: v.number(),
  deposits: v.number(),
  withdrawals: v.number(),
  bets: v.number(),
  wins: v.number(),
  /** Members' result: wins minus bets (negative when the team lost). */
  profit: v.number(),
  activeMembers: v.number(),
  onlineMembers: v.number(),
});

export const teamTrendPointSchema = v.object({
  date: v.string(),
  deposits: v.number(),
  bets: v.number(),
  profit: v.number(),
});

export const downlineSchema = v.object({
  id: v.number(),
  username: v.string(),
  nickname: v.nullable(v.string()),
  type: v.number(),
  /** 1 for a direct downline, 2 for one below it, and so on. */
  level: v.number(),
  uplineName: v.string(),
  /** Percent; 0 when none was ever set. */
  rebate: v.number(),
  lastLoginAt: v.nullable(v.string()),
  createdAt: v.string(),
});

export const downlineDetailSchema = v.object({
  ...downlineSchema.entries,
  balance: v.number(),
  rebate: v.number(),
  /** Highest rebate this downline may get: the lower of the agent's own and its upline's. */
  rebateCeiling: v.number(),
  /** Lowest rebate it may get: the highest of its own downlines' (0 without any). */
  rebateFloor: v.number(),
  downlineCount: v.number(),
});

/** How many members sit below an agent (or below one of its team): its direct and indirect downlines. */
export const subordinateSummarySchema = v.object({
  memberId: v.number(),
  /** Members whose upline it is. */
  direct: v.number(),
  /** Members further down, at any depth. */
  indirect: v.number(),
});

const rangeRequest = v.object({ startDate: isoDate, endDate: isoDate });

export const agentTeamEndpoints = {
  teamKpiA: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/ODSFE2_TeamKPIA',
    request: rangeRequest,
    response: teamKpiSchema,
    auth: 'required',
  }),
  teamKpiB: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/ODSFE2_TeamKPIB',
    request: rangeRequest,
    response: v.object({ points: v.array(teamTrendPointSchema) }),
    auth: 'required',
  }),
  /** The team management page's summary; memberId (one of the agent's team) reads below that member. */
  subordinate: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/ODSFE2_Subordinate',
    request: v.object({ memberId: v.optional(queryInt(2_147_483_647)) }),
    response: subordinateSummarySchema,
    auth: 'required',
  }),
  downlines: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/downlines',
    request: v.object({
      scope: v.picklist(['direct', 'all', 'agents']),
      keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32))),
      pageNo: queryInt(1000),
      pageSize: v.optional(queryInt(DOWNLINE_PAGE_SIZE * 5)),
    }),
    response: pagedSchema(downlineSchema),
    auth: 'required',
  }),
  downline: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/downline',
    request: v.object({ memberId: queryInt(2_147_483_647) }),
    response: downlineDetailSchema,
    auth: 'required',
  }),
  agentRebate: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/rebate',
    request: v.object({}),
    response: v.object({ rebate: v.number() }),
    auth: 'required',
  }),
  updateDownlineRebates: defineEndpoint({
    method: 'POST',
    path: '/wps/agent/updateDownlineRebates',
    request: v.object({ memberId, rebate }),
    response: v.object({ memberId: v.number(), rebate: v.number() }),
    auth: 'required',
  }),
  transferDownline: defineEndpoint({
    method: 'POST',
    path: '/wps/agent/transferDownline',
    request: v.object({ memberId, targetId: memberId }),
    response: v.object({ moved: v.number() }),
    auth: 'required',
  }),
  transferMultipleDownline: defineEndpoint({
    method: 'POST',
    path: '/wps/agent/transferMultipleDownline',
    request: v.object({
      memberIds: v.pipe(v.array(memberId), v.minLength(1), v.maxLength(MAX_DOWNLINES_PER_MOVE)),
      targetId: memberId,
    }),
    response: v.object({ moved: v.number() }),
    auth: 'required',
  }),
};

export type TeamKpi = v.InferOutput<typeof teamKpiSchema>;
export type TeamTrendPoint = v.InferOutput<typeof teamTrendPointSchema>;
export type Downline = v.InferOutput<typeof downlineSchema>;
export type DownlineDetail = v.InferOutput<typeof downlineDetailSchema>;
export type SubordinateSummary = v.InferOutput<typeof subordinateSummarySchema>;
export type DownlineScope = 'direct' | 'all' | 'agents';
