import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type AuthMode = 'none' | 'optional' | 'required';

/**
 * One platform call. `request` validates the payload on the server (query for GET/DELETE without body,
 * JSON body otherwise); `response` types `value` of the envelope.
 */
export interface EndpointDef<Req extends v.GenericSchema, Res extends v.GenericSchema> {
  method: HttpMethod;
  path: string;
  request: Req;
  response: Res;
  auth: AuthMode;
  /** Calls to the same endpoint within this window share one request (SPEC throttles). */
  throttleMs?: number;
  /** Errors are not toasted by the client (SPEC 'alerts off'). */
  silent?: boolean;
  /** Body travels encrypted with the encryption header (login, register). */
  encrypted?: boolean;
  /**
   * Moves money: the client sends an `Idempotency-Key` header (one per player action, reused on retry)
   * and the server runs the call once per key, answering a replay with the first answer.
   */
  idempotent?: boolean;
  /**
   * The answer is the same for every guest of a merchant (status, settings, banners, game lists): the
   * server keeps it and answers guests from memory until the data changes (platform-api guest-cache.ts).
   */
  guestCache?: boolean;
  /** Body size limit of this call when it must exceed the server's default (receipt uploads). */
  bodyLimitBytes?: number;
  /**
   * A `multipart/form-data` upload of files under `field` (the request schema then types the browser's
   * FormData): the server streams the parts with these limits and never holds the body whole.
   */
  upload?: { field: string; maxFiles: number; maxFileBytes: number };
}

/** Largest request body platform-api reads for a call without its own `bodyLimitBytes` (the gateways match it). */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Keeps the call's `auth` as its literal type, so a query key can tell a personal call (an answer per member)
 * from a public one (`query-keys.ts`).
 */
export function defineEndpoint<Req extends v.GenericSchema, Res extends v.GenericSchema, A extends AuthMode>(
  def: EndpointDef<Req, Res> & { auth: A },
): EndpointDef<Req, Res> & { auth: A } {
  return def;
}
