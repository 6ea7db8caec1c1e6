import * as v from 'valibot';
import { defineEndpoint } from './define';

const isoDate = v.pipe(v.string(), v.isoDate());

export const teamKpiFooterSchema = v.object({
  teamLoginMemberCount: v.number(),
  teamBetMemberCount: v.number(),
  teamRegisterMemberCount: v.number(),
  teamOnlineCount: v.number(),
});

export const agentEndpoints = {
  teamKpiC: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/ODSFE2_teamKPIC',
    request: v.object({ startDate: isoDate, endDate: isoDate, size: v.literal(0) }),
    response: v.object({ footer: teamKpiFooterSchema }),
    auth: 'required',
  }),
};

export type TeamKpiFooter = v.InferOutput<typeof teamKpiFooterSchema>;
