import * as v from 'valibot';
import { loginResultSchema, registrationPayloadSchema } from './account';
import { defineEndpoint } from './define';
import { passkeyAuthenticationResponseSchema } from './passkeys';

/** The identity providers a merchant may configure (SPEC 2: FACEBOOKLOGIN3, GOOGLELOGIN3). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];
const provider = v.picklist(SOCIAL_PROVIDERS);

/** Register fields a provider may fill; the complete-registration form asks only for the others. */
export const socialPrefillSchema = v.object({
  username: v.optional(v.string(), ''),
  email: v.optional(v.string(), ''),
  nickname: v.optional(v.string(), ''),
});

/**
 * What the provider's answer led to: a session (a linked member), a matching account whose password is
 * awaited (`link`), or a registration whose missing fields are awaited (`register`).
 */
export const socialCallbackResultSchema = v.variant('outcome', [
  v.object({ outcome: v.literal('session'), login: loginResultSchema }),
  v.object({ outcome: v.literal('link'), provider, username: v.string() }),
  v.object({
    outcome: v.literal('register'),
    provider,
    /** Fields the provider gave (the e-mail only when the provider verified it). */
    given: v.array(v.string()),
    prefill: socialPrefillSchema,
  }),
]);

export const socialEndpoints = {
  /** Providers configured for this merchant (issuer, client and secret present); the switches gate further. */
  socialProviders: defineEndpoint({
    method: 'GET',
    path: '/wps/social/providers',
    request: v.object({}),
    response: v.object({ providers: v.array(provider) }),
    auth: 'none',
  }),
  /** Starts a login: state, nonce and PKCE verifier kept server-side, bound to an httpOnly cookie. */
  socialStart: defineEndpoint({
    method: 'POST',
    path: '/wps/social/start',
    request: v.object({ provider }),
    response: v.object({ authorizationUrl: v.string() }),
    auth: 'none',
  }),
  /** The provider's redirect, as the callback page received it (`search`: its query string). */
  socialCallback: defineEndpoint({
    method: 'POST',
    path: '/wps/social/callback',
    request: v.object({ search: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)) }),
    response: socialCallbackResultSchema,
    auth: 'none',
  }),
  /** Links the matched account after its own password (the login password's one budget, finding 8). */
  socialLink: defineEndpoint({
    method: 'POST',
    path: '/wps/social/link',
    request: v.object({ password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)) }),
    response: loginResultSchema,
    auth: 'none',
    encrypted: true,
  }),
  /**
   * Links the matched account after one of its passkeys instead of the password: the browser's answer to
   * the login options (`passkeyLoginOptions`), checked as a passkey login is (issue 31, decision 0361).
   */
  socialLinkPasskey: defineEndpoint({
    method: 'POST',
    path: '/wps/social/link/passkey',
    request: v.object({ credential: passkeyAuthenticationResponseSchema }),
    response: loginResultSchema,
    auth: 'none',
  }),
  /** Registers through the merchant's register rules with the fields the provider did not give. */
  socialRegister: defineEndpoint({
    method: 'POST',
    path: '/wps/social/register',
    request: registrationPayloadSchema,
    response: loginResultSchema,
    auth: 'none',
    encrypted: true,
  }),
  /** The member's linked providers (security centre). */
  socialLinks: defineEndpoint({
    method: 'GET',
    path: '/wps/member/social/links',
    request: v.object({}),
    response: v.object({ links: v.array(v.object({ provider, linkedAt: v.string() })) }),
    auth: 'required',
  }),
  /** Removes a link after the member's login password, so the member keeps a way in that is theirs. */
  socialUnlink: defineEndpoint({
    method: 'POST',
    path: '/wps/member/social/unlink',
    request: v.object({ provider, password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)) }),
    response: v.null(),
    auth: 'required',
  }),
};

export type SocialCallbackResult = v.InferOutput<typeof socialCallbackResultSchema>;
