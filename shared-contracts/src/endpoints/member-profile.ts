import * as v from 'valibot';
import { NICKNAME_MAX, NICKNAME_PATTERN } from '../nickname-rule';
import { defineEndpoint } from './define';

/** What the player sees of the account; contacts arrive masked, never in full. */
export const memberProfileSchema = v.object({
  account: v.string(),
  nickname: v.nullable(v.string()),
  email: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  payeeName: v.nullable(v.string()),
  registeredAt: v.string(),
});

export const securityConfigSchema = v.object({
  loginPassword: v.boolean(),
  withdrawalPassword: v.boolean(),
  mobile: v.nullable(v.string()),
  email: v.nullable(v.string()),
  /** Absent from servers before the payee-name action; the holder name of every bank card. */
  payeeName: v.optional(v.nullable(v.string())),
});

export const vipLevelSchema = v.object({
  level: v.number(),
  name: v.string(),
  minTurnover: v.number(),
  dailyWithdrawals: v.number(),
  withdrawalLimit: v.number(),
  birthdayBonus: v.number(),
  rebatePercent: v.number(),
});

export const vipBenefitsSchema = v.object({
  level: v.number(),
  turnover: v.number(),
  levels: v.array(vipLevelSchema),
});

export const nicknameRequestSchema = v.object({
  nickname: v.pipe(
    v.string(),
    v.maxLength(NICKNAME_MAX * 4),
    v.trim(),
    v.maxLength(NICKNAME_MAX),
    v.regex(NICKNAME_PATTERN),
  ),
});

export const memberProfileEndpoints = {
  memberProfile: defineEndpoint({
    method: 'GET',
    path: '/wps/member/profile',
    request: v.object({}),
    response: memberProfileSchema,
    auth: 'required',
  }),
  setNickname: defineEndpoint({
    method: 'POST',
    path: '/wps/member/nickname',
    request: nicknameRequestSchema,
    response: v.object({ nickname: v.string() }),
    auth: 'required',
  }),
  securityConfig: defineEndpoint({
    method: 'GET',
    path: '/wps/member/securityConfig',
    request: v.object({}),
    response: securityConfigSchema,
    auth: 'required',
  }),
  vipBenefits: defineEndpoint({
    method: 'GET',
    path: '/wps/member/vip',
    request: v.object({}),
    response: vipBenefitsSchema,
    auth: 'required',
  }),
};

export type MemberProfile = v.InferOutput<typeof memberProfileSchema>;
export type SecurityConfig = v.InferOutput<typeof securityConfigSchema>;
export type VipLevel = v.InferOutput<typeof vipLevelSchema>;
export type VipBenefits = v.InferOutput<typeof vipBenefitsSchema>;
