import * as v from 'valibot';
import { loginResultSchema } from './account';
import { defineEndpoint } from './define';

/**
 * Passkeys (issue 31, WebAuthn Level 3): a member adds them from the security centre and signs in with
 * them from the login page's autofill (conditional mediation) or its button. The options and responses
 * are the JSON forms of WebAuthn (`PublicKeyCredentialCreationOptionsJSON` and friends) as
 * @simplewebauthn writes and reads them; the server keeps every challenge, single use (platform-api/src/passkeys).
 */

/** Base64url text of at most `max` characters. */
const b64url = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/^[A-Za-z0-9_-]*$/));
const transports = v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(16))), v.maxLength(8)));

/** A passkey's name as the member gives it (trimmed, 1–40 characters). */
export const PASSKEY_NAME_LENGTH = { min: 1, max: 40 } as const;
export const passkeyNameSchema = v.pipe(
  v.string(),
  v.maxLength(PASSKEY_NAME_LENGTH.max * 4),
  v.trim(),
  v.minLength(PASSKEY_NAME_LENGTH.min),
  v.maxLength(PASSKEY_NAME_LENGTH.max),
);

const credentialDescriptor = v.object({
  id: b64url(1366),
  type: v.string(),
  transports,
});

export const passkeyCreationOptionsSchema = v.object({
  rp: v.object({ name: v.string(), id: v.optional(v.string()) }),
  user: v.object({ id: v.string(), name: v.string(), displayName: v.string() }),
  challenge: v.string(),
  pubKeyCredParams: v.array(v.object({ alg: v.number(), type: v.string() })),
  timeout: v.optional(v.number()),
  excludeCredentials: v.optional(v.array(credentialDescriptor)),
  authenticatorSelection: v.optional(
    v.object({
      authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
      requireResidentKey: v.optional(v.boolean()),
      residentKey: v.optional(v.picklist(['discouraged', 'preferred', 'required'])),
      userVerification: v.optional(v.picklist(['discouraged', 'preferred', 'required'])),
    }),
  ),
  hints: v.optional(v.array(v.string())),
  attestation: v.optional(v.picklist(['direct', 'enterprise', 'indirect', 'none'])),
  extensions: v.optional(v.object({ credProps: v.optional(v.boolean()) })),
});
export type PasskeyCreationOptions = v.InferOutput<typeof passkeyCreationOptionsSchema>;

export const passkeyRequestOptionsSchema = v.object({
  challenge: v.string(),
  timeout: v.optional(v.number()),
  rpId: v.optional(v.string()),
  allowCredentials: v.optional(v.array(credentialDescriptor)),
  userVerification: v.optional(v.picklist(['discouraged', 'preferred', 'required'])),
});
export type PasskeyRequestOptions = v.InferOutput<typeof passkeyRequestOptionsSchema>;

const clientExtensionResults = v.optional(
  v.object({ credProps: v.optional(v.object({ rk: v.optional(v.boolean()) })) }),
  {},
);
const attachment = v.optional(v.picklist(['platform', 'cross-platform']));

/** What `startRegistration` answers (RegistrationResponseJSON). */
export const passkeyRegistrationResponseSchema = v.object({
  id: b64url(1366),
  rawId: b64url(1366),
  type: v.literal('public-key'),
  authenticatorAttachment: attachment,
  clientExtensionResults,
  response: v.object({
    clientDataJSON: b64url(4096),
    attestationObject: b64url(16_384),
    authenticatorData: v.optional(b64url(16_384)),
    transports,
    publicKeyAlgorithm: v.optional(v.number()),
    publicKey: v.optional(b64url(2048)),
  }),
});

/** What `startAuthentication` answers (AuthenticationResponseJSON). */
export const passkeyAuthenticationResponseSchema = v.object({
  id: b64url(1366),
  rawId: b64url(1366),
  type: v.literal('public-key'),
  authenticatorAttachment: attachment,
  clientExtensionResults,
  response: v.object({
    clientDataJSON: b64url(4096),
    authenticatorData: b64url(4096),
    signature: b64url(2048),
    userHandle: v.optional(b64url(128)),
  }),
});

/** One of the member's passkeys as the security centre lists it (never its key or counter). */
export const passkeyItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  /** Synced by its provider (backed up), so another device of the member may hold it too. */
  synced: v.boolean(),
});
export type PasskeyItem = v.InferOutput<typeof passkeyItemSchema>;

/** The member's passkeys: what listing them and removing one both answer. */
const passkeyListSchema = v.object({ list: v.array(passkeyItemSchema) });

export const passkeyEndpoints = {
  passkeys: defineEndpoint({
    method: 'GET',
    path: '/wps/member/passkeys',
    request: v.object({}),
    response: passkeyListSchema,
    auth: 'required',
  }),
  passkeyRegisterOptions: defineEndpoint({
    method: 'POST',
    path: '/wps/member/passkeys/options',
    request: v.object({}),
    response: passkeyCreationOptionsSchema,
    auth: 'required',
  }),
  addPasskey: defineEndpoint({
    method: 'POST',
    path: '/wps/member/passkeys',
    request: v.object({ name: passkeyNameSchema, credential: passkeyRegistrationResponseSchema }),
    response: passkeyItemSchema,
    auth: 'required',
  }),
  renamePasskey: defineEndpoint({
    method: 'POST',
    path: '/wps/member/passkeys/rename',
    request: v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), name: passkeyNameSchema }),
    response: passkeyItemSchema,
    auth: 'required',
  }),
  removePasskey: defineEndpoint({
    method: 'POST',
    path: '/wps/member/passkeys/remove',
    request: v.object({
      id: v.pipe(v.number(), v.integer(), v.minValue(1)),
      password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
    }),
    response: passkeyListSchema,
    auth: 'required',
  }),
  passkeyLoginOptions: defineEndpoint({
    method: 'POST',
    path: '/wps/session/passkey/options',
    request: v.object({}),
    response: passkeyRequestOptionsSchema,
    auth: 'none',
    silent: true,
  }),
  passkeyLogin: defineEndpoint({
    method: 'POST',
    path: '/wps/session/passkey/login',
    request: v.object({ credential: passkeyAuthenticationResponseSchema }),
    response: loginResultSchema,
    auth: 'none',
  }),
};
