import type { EndpointDef } from '@mobile/shared-contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { ApiError, badRequest, notLoggedIn } from '../http/api-error';
import { success } from '../http/envelope';
import type { EndpointHandler } from '../http/register-endpoint';
import { resolveMerchant } from '../http/request-merchant';
import { tokenOf } from '../http/request-token';
import { freshSealedBody, spendNonce } from '../security/credential-freshness';
import { credentialKeyring } from '../security/credential-keyring';
import { decryptCredentials } from '../security/decrypt-credentials';
import { HashingBusyError } from '../security/hash-slots';
import { CREDENTIAL_LOG_REDACTIONS } from '../security/log-redaction';
import { hashingBusy } from '../security/password';
import { findSession } from '../sessions/session-store';

/** A handler's context, with the signal its password hashing takes (aborted when the client goes away). */
export type EncryptedHandler<Req extends v.GenericSchema, Res extends v.GenericSchema> = EndpointHandler<
  Req,
  Res,
  { signal: AbortSignal }
>;

/**
 * Like registerEndpoint, for the encrypted calls (login, register, reset): the body is the credential
 * envelope; it is decrypted first, its freshness and single-use nonce spent, and the inner payload
 * validated against `endpoint.request`.
 * Guest calls, or member calls (auth 'required': an agent opening an account, whose session is checked
 * before anything is decrypted); neither the envelope nor the payload is ever logged.
 */
export function registerEncryptedEndpoint<Req extends v.GenericSchema, Res extends v.GenericSchema>(
  app: FastifyInstance,
  endpoint: EndpointDef<Req, Res>,
  handler: EncryptedHandler<Req, Res>,
): void {
  if (!endpoint.encrypted || endpoint.auth === 'optional')
    throw new Error(`${endpoint.path}: not an encrypted guest or member call`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      request.log = request.log.child({}, { redact: CREDENTIAL_LOG_REDACTIONS });
      const deps = app.deps;
      const merchant = await resolveMerchant(deps.db, request);
      const token = endpoint.auth === 'required' ? tokenOf(request) : null;
      const session = token
        ? await findSession(deps.db, token, merchant.code, { idleMs: deps.sessionIdleMs })
        : null;
      if (endpoint.auth === 'required' && !session) throw notLoggedIn();
      // Every encrypted call hashes a password: with the hashing queue full, refused before any other work.
      if (hashingBusy()) throw new HashingBusyError();
      const body = request.body as { keyId?: unknown } | null;
      const keyId = typeof body?.keyId === 'string' ? body.keyId : '';
      const key = keyId ? await credentialKeyring(deps.db).find(keyId, new Date()) : null;
      if (!key) throw badRequest();
      const opened = await decryptCredentials(request.body, request.headers['x-encryption'], key);
      const sealed = freshSealedBody(opened, new Date());
      const parsed = v.safeParse(endpoint.request, sealed.payload);
      if (!parsed.success) {
        request.log.info(
          { issue: parsed.issues[0]?.path?.map((p) => String(p.key)).join('.') },
          'invalid payload',
        );
        throw badRequest();
      }
      // Single use: a replayed body (even many at once, on any instance) is refused here.
      await spendNonce(deps.db, sealed, new Date());
      const signal = abandonedSignal(reply);
      const value = await handler({ input: parsed.output, merchant, session, request, reply, deps, signal });
      const checked = v.safeParse(endpoint.response, value);
      if (!checked.success) {
        request.log.error('response breaks contract');
        throw new ApiError('UNKNOWN', 500);
      }
      reply.header('cache-control', 'no-store');
      return success(checked.output);
    },
  });
}

/** Aborts when the connection closes before the answer was sent (the client gave up). */
function abandonedSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
