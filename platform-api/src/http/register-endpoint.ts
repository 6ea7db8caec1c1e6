import { gzipSync } from 'node:zlib';
import type { EndpointDef } from '@mobile/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Merchant } from '../merchants/merchant-store';
import { findSession, type Session } from '../sessions/session-store';
import { ApiError, badRequest, notLoggedIn } from './api-error';
import type { AppDeps } from './app-deps';
import { success } from './envelope';
import { GZIP_MIN_BYTES } from './guest-cache';
import { claimKey, idempotencyKeyOf, storeResponse } from './idempotency';
import type { RouteRateLimit } from './rate-limit';
import { cachedMerchant, resolveMerchant } from './request-merchant';
import { tokenOf } from './request-token';
import { logMember } from './request-trace';

export interface HandlerContext<Input> {
  input: Input;
  merchant: Merchant;
  /** Always set for auth 'required' endpoints (use `sessionOf`), else null for guests. */
  session: Session | null;
  request: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
}

/** `Extra`: what a kind of endpoint adds to the context (the encrypted calls' abort signal). */
export type EndpointHandler<Req extends v.GenericSchema, Res extends v.GenericSchema, Extra = unknown> = (
  ctx: HandlerContext<v.InferOutput<Req>> & Extra,
) => Promise<v.InferInput<Res>> | v.InferInput<Res>;

export interface EndpointOptions<Req extends v.GenericSchema> {
  /**
   * Runs before the handler, outside an idempotent endpoint's transaction: its writes stand when it
   * refuses the call (an attempt counter such as the withdrawal password's, which a rolled-back
   * transaction would otherwise undo).
   */
  before?: (ctx: HandlerContext<v.InferOutput<Req>>) => Promise<void>;
  /** A budget of the route's own instead of the global one (uploads, docs/decisions/0381). */
  rateLimit?: RouteRateLimit;
}

/** For handlers of auth 'required' endpoints: the registrar already refused guests. */
export function sessionOf(ctx: { session: Session | null }): Session {
  if (!ctx.session) throw notLoggedIn();
  return ctx.session;
}

/**
 * Mounts one endpoint of the contracts table: method and path from the definition, merchant, then
 * session, then payload validation, then the handler; its value is checked against the response
 * schema (unknown keys dropped, so nothing unplanned leaks) and wrapped in the success envelope.
 */
export function registerEndpoint<Req extends v.GenericSchema, Res extends v.GenericSchema>(
  app: FastifyInstance,
  endpoint: EndpointDef<Req, Res>,
  handler: EndpointHandler<Req, Res>,
  options: EndpointOptions<Req> = {},
): void {
  // The definition's fields as constants of this route's handler: read from ~200 definitions of different
  // shapes, the one handler's property loads would go megamorphic once a server has served many routes.
  const { auth, guestCache: cacheable, idempotent, method } = endpoint;
  const takesBody = !(method === 'GET' || method === 'DELETE');
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimitBytes ? { bodyLimit: endpoint.bodyLimitBytes } : {}),
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    // Not an async function: a guest's cached answer is sent right here, with no promise for Fastify to
    // wait on; everything else goes on to `answer`.
    handler: (request, reply) => {
      if (cacheable && sentFromCache(request, reply, app.deps, auth)) return;
      return answer(request, reply);
    },
  });

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const deps = app.deps;
    const merchant =
      cachedMerchant(request, deps.guestCache) ?? (await resolveMerchant(deps.db, request, deps.guestCache));
    const token = auth === 'none' ? null : tokenOf(request);
    const cacheKey = cacheable && !token ? guestCacheKey(merchant, request) : null;
    const stamp = cacheKey ? deps.guestCache.stamp() : '';
    const session = token
      ? await findSession(deps.db, token, merchant.code, { idleMs: deps.sessionIdleMs })
      : null;
    if (auth === 'required' && !session) throw notLoggedIn();
    if (session) logMember(request, deps.secrets.launch, merchant.code, session.memberId);

    const payload = takesBody ? request.body : request.query;
    // No body at all is no fields; a body of JSON null is not an object and is refused by the schema.
    const parsed = v.safeParse(endpoint.request, payload === undefined ? {} : payload);
    if (!parsed.success) {
      request.log.info(
        { issue: parsed.issues[0]?.path?.map((p) => String(p.key)).join('.') },
        'invalid payload',
      );
      throw badRequest();
    }

    const context = { input: parsed.output, merchant, session, request, reply, deps };
    if (options.before) await options.before(context);
    const value = idempotent ? await runOnce(endpoint.path, context, handler) : await handler(context);
    const checked = v.safeParse(endpoint.response, value);
    if (!checked.success) {
      request.log.error(
        { issues: checked.issues.slice(0, 3).map((i) => i.message) },
        'response breaks contract',
      );
      throw new ApiError('UNKNOWN', 500);
    }
    if (!cacheKey) {
      reply.header('cache-control', 'no-store');
      return success(checked.output);
    }
    const body = JSON.stringify(success(checked.output));
    await deps.guestCache.set(cacheKey, body, stamp);
    // The first asker is a browser too: gzipped here as well, where the cache is off (tests on PostgreSQL).
    if (acceptsGzip(request) && Buffer.byteLength(body) >= GZIP_MIN_BYTES)
      return sendJson(reply.header('content-encoding', 'gzip'), gzipSync(body));
    return sendJson(reply, body);
  }
}

/** Guests of a merchant all get the same answer to the same URL. */
const guestCacheKey = (merchant: Merchant, request: FastifyRequest) => `${merchant.code} ${request.url}`;

/**
 * A guest's answer still in memory (the data unchanged since), sent at once; false when there is none.
 * Merchant and answer are looked up without a promise: a cached read awaits nothing.
 */
function sentFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
  auth: EndpointDef<v.GenericSchema, v.GenericSchema>['auth'],
): boolean {
  const merchant = cachedMerchant(request, deps.guestCache);
  if (!merchant || (auth !== 'none' && tokenOf(request))) return false;
  const cached = deps.guestCache.peekEncoded(guestCacheKey(merchant, request), acceptsGzip(request));
  if (!cached) return false;
  if (cached.gzipped) reply.header('content-encoding', 'gzip');
  sendJson(reply, cached.body);
  return true;
}

/** Every browser sends it; the larger cached answers (hot games, game list pages) then go gzipped. */
function acceptsGzip(request: FastifyRequest): boolean {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && /\bgzip\b/.test(accepted);
}

/** A serialized JSON envelope, never cached by the browser. */
export function sendJson(reply: FastifyReply, body: string | Buffer) {
  return reply
    .header('cache-control', 'no-store')
    .header('vary', 'Accept-Encoding')
    .type('application/json; charset=utf-8')
    .send(body);
}

/**
 * A money-moving call: the handler runs inside one transaction with its idempotency key (its
 * `deps.db` is that transaction), so a replay returns the first answer and moves nothing twice.
 */
async function runOnce<Req extends v.GenericSchema, Res extends v.GenericSchema>(
  endpointPath: string,
  ctx: HandlerContext<v.InferOutput<Req>>,
  handler: EndpointHandler<Req, Res>,
): Promise<unknown> {
  const session = sessionOf(ctx);
  const key = idempotencyKeyOf(ctx.request);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const claim = { memberId: session.memberId, key, endpoint: endpointPath, payload: ctx.input };
    const claimed = await claimKey(trx, claim);
    if (!claimed.first) return claimed.response;
    const value = await handler({ ...ctx, deps: { ...ctx.deps, db: trx } });
    await storeResponse(trx, claim, value);
    return value;
  });
}
