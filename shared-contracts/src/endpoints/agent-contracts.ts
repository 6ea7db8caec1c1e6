import * as v from 'valibot';
import { defineEndpoint } from './define';

export const contractKindSchema = v.picklist(['dailySalary', 'dividend', 'hourlySalary']);

export const contractInfoSchema = v.object({
  dailysalreqtype: v.nullable(v.string()),
  divtypecompperiodreq: v.nullable(v.string()),
  contracthoursalreq: v.nullable(v.string()),
});

export const contractSchema = v.object({
  id: v.number(),
  kind: contractKindSchema,
  /** The salary type, dividend period or hourly scheme the terms apply to. */
  period: v.string(),
  terms: v.array(v.object({ term: v.string(), value: v.number() })),
  status: v.picklist(['PENDING', 'ACCEPTED', 'REJECTED']),
  offeredAt: v.string(),
  decidedAt: v.nullable(v.string()),
});

const contractId = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * Contracts of every kind share one set of calls (the spec names MCS2_* calls for salary and dividend
 * only, and none for hourly): info for the prompts, the offer and history of a kind, and the answer.
 */
export const agentContractEndpoints = {
  contractInfo: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getContracDailySalReq',
    request: v.object({}),
    response: contractInfoSchema,
    auth: 'required',
    silent: true,
  }),
  contracts: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getDailySalContractHist',
    request: v.object({ kind: contractKindSchema }),
    response: v.object({ pending: v.nullable(contractSchema), history: v.array(contractSchema) }),
    auth: 'required',
  }),
  processContract: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_processDailySalContract',
    request: v.object({ contractId, decision: v.picklist(['ACCEPT', 'REJECT']) }),
    response: contractSchema,
    auth: 'required',
  }),
};

export type ContractInfoValue = v.InferOutput<typeof contractInfoSchema>;
export type AgentContract = v.InferOutput<typeof contractSchema>;
