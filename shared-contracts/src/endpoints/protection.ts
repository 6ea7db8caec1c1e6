import * as v from 'valibot';
import {
  LIMIT_KINDS,
  MONEY_LIMIT_CENTS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_PERIODS,
  SESSION_LIMIT_MINUTES,
  TIME_OUT_PERIODS,
} from '../protection';
import { defineEndpoint } from './define';

/** What a merchant's players are told on the responsible-gaming page and asked at registration. */
export const responsibleInfoSchema = v.object({
  country: v.string(),
  minimumAge: v.number(),
  helpline: v.object({ name: v.string(), phone: v.nullable(v.string()), url: v.nullable(v.string()) }),
  realityCheckMinutes: v.picklist(REALITY_CHECK_MINUTES),
});

const limitSchema = v.object({
  kind: v.picklist(LIMIT_KINDS),
  /** Cents for money limits, minutes for the session time; null = no limit. */
  value: v.nullable(v.number()),
  /** An increase or removal waiting for its cooling-off to end. */
  pending: v.nullable(v.object({ value: v.nullable(v.number()), from: v.string() })),
});

export const protectionStateSchema = v.object({
  limits: v.array(limitSchema),
  realityCheckMinutes: v.picklist(REALITY_CHECK_MINUTES),
  /** Whether the player chose the reality-check interval (else the merchant's default applies). */
  realityCheckChosen: v.boolean(),
});

const integer = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

export const setLimitRequestSchema = v.variant('kind', [
  v.object({
    kind: v.picklist(['deposit24h', 'deposit7d', 'depositMonth', 'loss24h']),
    value: v.nullable(integer(MONEY_LIMIT_CENTS.min, MONEY_LIMIT_CENTS.max)),
  }),
  v.object({
    kind: v.literal('sessionMinutes'),
    value: v.nullable(integer(SESSION_LIMIT_MINUTES.min, SESSION_LIMIT_MINUTES.max)),
  }),
]);

export const excludeRequestSchema = v.variant('kind', [
  v.object({ kind: v.literal('timeOut'), period: v.picklist(TIME_OUT_PERIODS) }),
  v.object({ kind: v.literal('selfExclusion'), period: v.picklist(SELF_EXCLUSION_PERIODS) }),
]);

export const playSessionSchema = v.object({
  startedAt: v.string(),
  netResultCents: v.number(),
  realityCheckMinutes: v.picklist(REALITY_CHECK_MINUTES),
  /** The session-time limit in force, or null. */
  sessionLimitMinutes: v.nullable(v.number()),
});

export const protectionEndpoints = {
  responsibleInfo: defineEndpoint({
    method: 'GET',
    path: '/wps/system/responsible',
    request: v.object({}),
    response: responsibleInfoSchema,
    auth: 'none',
  }),
  protectionState: defineEndpoint({
    method: 'GET',
    path: '/wps/protection',
    request: v.object({}),
    response: protectionStateSchema,
    auth: 'required',
  }),
  setLimit: defineEndpoint({
    method: 'POST',
    path: '/wps/protection/limit',
    request: setLimitRequestSchema,
    response: protectionStateSchema,
    auth: 'required',
  }),
  setRealityCheck: defineEndpoint({
    method: 'POST',
    path: '/wps/protection/realityCheck',
    request: v.object({ minutes: v.picklist(REALITY_CHECK_MINUTES) }),
    response: protectionStateSchema,
    auth: 'required',
  }),
  exclude: defineEndpoint({
    method: 'POST',
    path: '/wps/protection/exclude',
    request: excludeRequestSchema,
    response: v.object({ kind: v.picklist(['timeOut', 'selfExclusion']), endsAt: v.string() }),
    auth: 'required',
  }),
  playSession: defineEndpoint({
    method: 'GET',
    path: '/wps/protection/session',
    request: v.object({}),
    response: playSessionSchema,
    auth: 'required',
    silent: true,
  }),
};

export type ResponsibleInfo = v.InferOutput<typeof responsibleInfoSchema>;
export type ProtectionState = v.InferOutput<typeof protectionStateSchema>;
export type ProtectionLimit = v.InferOutput<typeof limitSchema>;
export type SetLimitRequest = v.InferOutput<typeof setLimitRequestSchema>;
export type ExcludeRequest = v.InferOutput<typeof excludeRequestSchema>;
export type PlaySession = v.InferOutput<typeof playSessionSchema>;
