import * as v from 'valibot';
import { OPEN_ACCOUNT_TYPES, REBATE_CEILING_PERCENT } from '../agent-team';
import { defineEndpoint } from './define';

const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '');
const rebate = v.pipe(v.number(), v.minValue(0), v.maxValue(REBATE_CEILING_PERCENT));
const memberType = v.picklist(OPEN_ACCOUNT_TYPES);
/** A host name with an optional port, as `URL.host` gives it. */
const LINK_DOMAIN =
  /^[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?)*(:\d{1,5})?$/;

/** A downline the agent registers itself: the register settings' fields, its type and its rebate. */
export const openAccountPayloadSchema = v.object({
  username: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  confirmPassword: v.pipe(v.string(), v.maxLength(128)),
  memberType,
  rebate,
  nickname: text(64),
  mobileNum: text(15),
  countryDialingCode: text(5),
  email: text(254),
  payeeName: text(64),
  birthDate: text(10),
});

export const agentQuotaSchema = v.object({ total: v.number(), used: v.number(), remaining: v.number() });

export const affiliateLinkSchema = v.object({
  id: v.number(),
  code: v.string(),
  memberType: v.number(),
  rebate: v.number(),
  /** Members registered through the link so far. */
  registrations: v.number(),
  createdAt: v.string(),
});

const linkId = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * Open account (SPEC 7 'agent registration endpoints', paths not shown): the agent's rebate ceiling and
 * quota, direct registration (encrypted like the register page's), and affiliate links.
 */
export const agentOpenAccountEndpoints = {
  openAccountRebate: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/register/rebateSettings',
    request: v.object({}),
    response: v.object({ maxRebate: v.number() }),
    auth: 'required',
  }),
  openAccountQuota: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/register/quota',
    request: v.object({}),
    response: agentQuotaSchema,
    auth: 'required',
  }),
  openAccount: defineEndpoint({
    method: 'PUT',
    path: '/wps/agent/register',
    request: openAccountPayloadSchema,
    response: v.object({ memberId: v.number(), username: v.string() }),
    auth: 'required',
    encrypted: true,
  }),
  affiliateLinks: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/affiliate/urls',
    request: v.object({}),
    response: v.object({ links: v.array(affiliateLinkSchema) }),
    auth: 'required',
  }),
  createAffiliateLink: defineEndpoint({
    method: 'POST',
    path: '/wps/agent/affiliate/url',
    request: v.object({ memberType, rebate }),
    response: affiliateLinkSchema,
    auth: 'required',
  }),
  /**
   * The invitation link's check (SPEC 7 agent calls: code and domain, reads success): the code must be an
   * invitation code of this merchant and the domain a host name (`/m/register?affiliateCode=&domain=`).
   */
  agentAffiliate: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    request: v.object({
      code: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(32)),
      domain: v.pipe(v.string(), v.trim(), v.maxLength(255), v.regex(LINK_DOMAIN)),
    }),
    response: v.object({ success: v.boolean() }),
    auth: 'none',
    silent: true,
  }),
  deleteAffiliateLink: defineEndpoint({
    method: 'POST',
    path: '/wps/agent/affiliate/url/delete',
    request: v.object({ id: linkId }),
    response: v.object({ id: v.number() }),
    auth: 'required',
  }),
};

export type OpenAccountPayload = v.InferInput<typeof openAccountPayloadSchema>;
export type AgentQuota = v.InferOutput<typeof agentQuotaSchema>;
export type AffiliateLink = v.InferOutput<typeof affiliateLinkSchema>;
