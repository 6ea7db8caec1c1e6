import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken } from '../security/token';

/** httpOnly, only sent to the social calls: page script never sees it, other calls never carry it. */
export const FLOW_COOKIE = 'social_flow';
const COOKIE_PATH = '/wps/social';
/** A login with a provider must come back within this time (the flow row expires with it). */
export const FLOW_TTL_MS = 10 * 60 * 1000;

/**
 * Secure whenever the page is on HTTPS: TLS ends at nginx, which does not forward the scheme, so the
 * browser's Origin (sent with every POST, and the flow cookie is only set by one) says it too.
 */
const secure = (request: FastifyRequest) =>
  request.protocol === 'https' || String(request.headers.origin ?? '').startsWith('https://');

/** A new random binding, set as the cookie; the server keeps only its hash (docs/decisions/0333). */
export function setFlowCookie(request: FastifyRequest, reply: FastifyReply): string {
  const binding = newToken();
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: FLOW_COOKIE,
      value: binding,
      httpOnly: true,
      // Lax: the provider's redirect is a top-level navigation from another site back to the callback page.
      sameSite: 'lax',
      secure: secure(request),
      path: COOKIE_PATH,
      maxAge: FLOW_TTL_MS / 1000,
    }),
  );
  return binding;
}

export function flowCookieOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const value = parseCookie(header)[FLOW_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,128}$/.test(value) ? value : null;
}

export function clearFlowCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: FLOW_COOKIE,
      value: '',
      httpOnly: true,
      sameSite: 'lax',
      secure: secure(request),
      path: COOKIE_PATH,
      maxAge: 0,
    }),
  );
}
