import { createHash } from 'node:crypto';
import { CHAT_STREAM_PATH, LIVE_STREAM_PATH } from '@mobile/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chatSessionTokenHash } from '../chat/chat-session';
import { verifyChatTicket } from '../chat/chat-ticket';
import { ApiError, notLoggedIn } from '../http/api-error';
import { clientKeyOf } from '../http/client-key';
import { memoryRateCounter } from '../http/rate-counter';
import { resolveMerchant, stringField } from '../http/request-merchant';
import { tokenOf } from '../http/request-token';
import { hashToken } from '../security/token';
import { findSession } from '../sessions/session-store';
import type { LiveHub, LiveStream } from './live-hub';

/** Streams one session (or, for guests, one address) may open a minute: a page reconnects every 3 s at most. */
export const LIVE_OPENS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;
/** Unsent bytes a stream may queue before it is ended (the page reconnects and resumes). */
const MAX_UNSENT_BYTES = 256 * 1024;
const LAST_EVENT_ID = /^[0-9a-f]{12}-\d{1,15}$/;

/**
 * `GET /wps/live/stream`: the page's Server-Sent Events (issue 32). The session comes from the same
 * `Authorization` header as every call; a token that no longer counts is refused 401 (the page signs out),
 * no token is a guest's stream of public events. The reply is hijacked: Fastify writes nothing after the
 * headers, the hub writes the events (live-hub.ts).
 */
export function registerLiveRoute(app: FastifyInstance, hub: LiveHub): void {
  const opens = memoryRateCounter();
  app.get(LIVE_STREAM_PATH, async (request, reply) => {
    const deps = app.deps;
    const merchant = await resolveMerchant(deps.db, request, deps.guestCache);
    const token = tokenOf(request);
    // The header only: a token in the URL would land in proxy and access logs.
    if (stringField(request.query, 'token') !== undefined) throw new ApiError('BAD_REQUEST', 400);
    const session = token
      ? await findSession(deps.db, token, merchant.code, { idleMs: deps.sessionIdleMs })
      : null;
    if (token && !session) throw notLoggedIn();
    await limitOpens(request, reply, token);
    // Full: refused before any byte is written, so the page keeps its timers and retries later.
    if (!hub.hasRoom()) throw new ApiError('RATE_LIMITED', 503);
    startStream(request, reply, {
      memberId: session?.memberId ?? null,
      merchantCode: merchant.code,
      tokenHash: token && session ? hashToken(token) : null,
    });
  });

  /**
   * `GET /wps/chat/stream?ticket=…`: the chat page's stream (read with `EventSource`). The chat page is on
   * its own origin and holds a signed chat ticket, never the session token (0039): the ticket in its URL is
   * the one its lines call already carries; it names the session, which must still live.
   */
  app.get(CHAT_STREAM_PATH, async (request, reply) => {
    const deps = app.deps;
    const ticket = verifyChatTicket(stringField(request.query, 'ticket'), deps.secrets.launch);
    const tokenHash = ticket ? await chatSessionTokenHash(deps.db, ticket, deps.sessionIdleMs) : null;
    if (!ticket || !tokenHash) throw notLoggedIn();
    await limitOpens(request, reply, tokenHash);
    if (!hub.hasRoom()) throw new ApiError('RATE_LIMITED', 503);
    startStream(request, reply, { memberId: ticket.memberId, merchantCode: ticket.merchantCode, tokenHash });
  });

  /** Hijacks the reply and hands the stream to the hub (events after `Last-Event-ID` first). */
  function startStream(
    request: FastifyRequest,
    reply: FastifyReply,
    who: Pick<LiveStream, 'memberId' | 'merchantCode' | 'tokenHash'>,
  ): void {
    const lastEventId = request.headers['last-event-id'];
    const raw = reply.raw;
    reply.hijack();
    // The headers hooks set (CORS, nosniff, traceresponse): a hijacked reply does not send them itself.
    const set = Object.entries(reply.getHeaders()).filter(
      (pair): pair is [string, string | number | string[]] => pair[1] !== undefined,
    );
    raw.writeHead(200, {
      ...Object.fromEntries(set),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      // nginx (and the gateway) pass it through at once instead of buffering (deploy/nginx/gateway.conf).
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    raw.socket?.setNoDelay(true);
    const opened = hub.open(
      {
        ...who,
        write: (chunk) => {
          // Gone, or so far behind (a stalled phone) that its unsent events would only grow: ended.
          if (raw.destroyed || raw.writableEnded || raw.writableLength > MAX_UNSENT_BYTES) return false;
          raw.write(chunk);
          return true;
        },
        end: () => raw.end(),
      },
      typeof lastEventId === 'string' && LAST_EVENT_ID.test(lastEventId) ? lastEventId : null,
    );
    if (!opened.ok) {
      raw.end();
      return;
    }
    request.raw.on('close', opened.close);
    raw.on('close', opened.close);
  }

  function limitOpens(request: FastifyRequest, reply: FastifyReply, token: string | null): Promise<void> {
    const key = token ? createHash('sha256').update(token).digest('base64url') : clientKeyOf(request.ip);
    return new Promise((resolve, reject) => {
      const now = Date.now();
      opens.hit(key, MINUTE_MS, now, (error, hits, resetAt) => {
        if (error) return reject(error);
        if (hits <= LIVE_OPENS_PER_MINUTE) return resolve();
        reply.header('retry-after', String(Math.max(1, Math.ceil((resetAt - now) / 1000))));
        reject(new ApiError('RATE_LIMITED', 429));
      });
    });
  }
}
