import { DRAW_COOKIE } from '@mobile/shared-contracts';
import { stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from './session-store';

/** Only the pages: the API's own calls (/wps) never carry it, so no API call can take it for a credential. */
const COOKIE_PATH = '/m';

/** Secure whenever the page is on HTTPS (TLS ends at nginx; the browser's Origin says it), as the flow cookie. */
const secure = (request: FastifyRequest) =>
  request.protocol === 'https' || String(request.headers.origin ?? '').startsWith('https://');

function setCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeMs: number): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: DRAW_COOKIE,
      value,
      httpOnly: true,
      // Strict: a page opened from another site is drawn plain (the frame), never with the member's data.
      sameSite: 'strict',
      secure: secure(request),
      path: COOKIE_PATH,
      maxAge: Math.floor(maxAgeMs / 1000),
    }),
  );
}

/** The draw token as the browser keeps it: at most as long as the session could live. */
export const setDrawCookie = (request: FastifyRequest, reply: FastifyReply, token: string): void =>
  setCookie(request, reply, token, SESSION_TTL_MS);

export const clearDrawCookie = (request: FastifyRequest, reply: FastifyReply): void =>
  setCookie(request, reply, '', 0);
