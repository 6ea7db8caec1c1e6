import * as v from 'valibot';
import type { ExtraRouteSetting } from '../extra-routes';
import { merchantManifestSchema } from '../manifest';
import { VISITOR_ID } from '../visitor-id';
import { defineEndpoint } from './define';

const empty = v.object({});

/** A merchant's extra route as stored in its settings (`ExtraRouteSetting`; checked by `resolveExtraRoutes`). */
export const extraRouteSettingSchema = v.object({
  path: v.string(),
  title: v.string(),
  target: v.string(),
}) satisfies v.GenericSchema<ExtraRouteSetting, ExtraRouteSetting>;
const manifestQuery = v.object({
  merchantCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/)),
  /** The browser's stable visitor id (`STORAGE_KEYS.visitor`): decides which canary versions it gets. */
  visitorId: v.optional(v.pipe(v.string(), v.regex(VISITOR_ID))),
});

export const statusSchema = v.object({
  info: v.nullable(v.string()),
  location: v.object({ ip: v.string(), country: v.nullable(v.string()) }),
  maintenance: v.boolean(),
  regionRestriction: v.boolean(),
});

export const resourceLinkSchema = v.object({ resourceType: v.string(), url: v.string() });
export const customerServiceSchema = v.object({ title: v.string(), path: v.string() });
/** A payment partner shown in the home footer (SPEC 2 payment affiliate icons). */
export const paymentPartnerSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,20}$/)),
  name: v.pipe(v.string(), v.maxLength(40)),
  iconUrl: v.string(),
});

export const consolidatedSettingsSchema = v.object({
  merchantCode: v.string(),
  siteName: v.string(),
  /** Feature switches such as MOBILEVERCODELOGIN3, FACEBOOKLOGIN3, GOOGLELOGIN3. */
  switches: v.record(v.string(), v.boolean()),
  mobileTemplate: v.object({ mem_cen: v.number(), dep_func: v.number() }),
  imageCdns: v.array(v.string()),
  resources: v.array(resourceLinkSchema),
  customerService: v.array(customerServiceSchema),
  speedTestUrl: v.nullable(v.string()),
  ageLimit: v.picklist([18, 21]),
  copyright: v.string(),
  currency: v.string(),
  promos: v.record(v.string(), v.boolean()),
  /** Absent in settings stored before the footer showed payment partners. */
  paymentPartners: v.optional(v.array(paymentPartnerSchema)),
  /** Routes the merchant adds (checked again by the shell: `resolveExtraRoutes`); at most 20. */
  extraRoutes: v.optional(v.pipe(v.array(extraRouteSettingSchema), v.maxLength(20))),
  /**
   * Share of page loads whose field measurements are sent (0 to 1; the shell's `FIELD_SAMPLING_DEFAULT`
   * when absent). `pnpm operator field-sampling` sets it.
   */
  fieldSampling: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
});

export const whitelabelSchema = v.object({
  /** Whitelabel features such as CBS3 (live chat) and MAILCEN (e-mail). */
  features: v.array(v.string()),
  /** Per-site menu switches keyed by entry id. */
  menu: v.record(v.string(), v.boolean()),
});

export const countrySchema = v.array(
  v.object({ code: v.string(), name: v.string(), dialingCode: v.string(), isDefault: v.boolean() }),
);

export const registerFieldSchema = v.object({
  name: v.string(),
  enabled: v.boolean(),
  required: v.boolean(),
  pattern: v.nullable(v.string()),
  messageKey: v.nullable(v.string()),
});

export const registerSettingsSchema = v.object({
  usernameRegistration: v.boolean(),
  mobileRegistration: v.boolean(),
  captcha: v.boolean(),
  fields: v.array(registerFieldSchema),
});

export const systemEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/wps/system/status',
    request: empty,
    response: statusSchema,
    auth: 'none',
  }),
  consolidatedSettings: defineEndpoint({
    method: 'GET',
    path: '/wps/system/settings/consolidated',
    request: empty,
    response: consolidatedSettingsSchema,
    auth: 'none',
    guestCache: true,
  }),
  whitelabel: defineEndpoint({
    method: 'GET',
    path: '/wps/system/whitelabel',
    request: empty,
    response: whitelabelSchema,
    auth: 'none',
    guestCache: true,
  }),
  country: defineEndpoint({
    method: 'GET',
    path: '/wps/system/country',
    request: empty,
    response: countrySchema,
    auth: 'none',
    guestCache: true,
  }),
  registerSettings: defineEndpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    request: empty,
    response: registerSettingsSchema,
    auth: 'none',
    guestCache: true,
  }),
  manifest: defineEndpoint({
    method: 'GET',
    path: '/wps/system/manifest',
    request: manifestQuery,
    response: merchantManifestSchema,
    auth: 'none',
    // Not one answer for every guest: a canary's share of visitors get another entry (chosen per visitor).
  }),
};

export type ConsolidatedSettings = v.InferOutput<typeof consolidatedSettingsSchema>;
export type Whitelabel = v.InferOutput<typeof whitelabelSchema>;
export type RegisterSettings = v.InferOutput<typeof registerSettingsSchema>;
