import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireLoginPassword } from '../accounts/password-budget';
import { notFound } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { loginOptions, passkeyLogin } from './passkey-login';
import { addPasskey, registrationOptions } from './passkey-registration';
import { deletePasskey, listPasskeys, renamePasskey } from './passkey-store';

/** The page the ceremony runs on, as the browser names it (the signed client data must match it). */
const originOf = (request: FastifyRequest) => {
  const origin = request.headers.origin;
  return typeof origin === 'string' ? origin : undefined;
};

/** Passkeys of the security centre (list, add, rename, remove) and the passkey login (issue 31). */
export function registerPasskeyRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.passkeys, async (ctx) => ({
    list: await listPasskeys(ctx.deps.db, sessionOf(ctx).memberId),
  }));

  registerEndpoint(app, ENDPOINTS.passkeyRegisterOptions, (ctx) =>
    registrationOptions(ctx.deps.db, ctx.merchant, sessionOf(ctx), originOf(ctx.request), new Date()),
  );

  registerEndpoint(app, ENDPOINTS.addPasskey, (ctx) =>
    addPasskey(ctx.deps.db, ctx.merchant, sessionOf(ctx), ctx.input.name, ctx.input.credential, new Date()),
  );

  registerEndpoint(app, ENDPOINTS.renamePasskey, async (ctx) => {
    const item = await renamePasskey(ctx.deps.db, sessionOf(ctx).memberId, ctx.input.id, ctx.input.name);
    if (!item) throw notFound();
    return item;
  });

  registerEndpoint(app, ENDPOINTS.removePasskey, async (ctx) => {
    const session = sessionOf(ctx);
    const now = new Date();
    // The current password, counted against the account's one budget of password checks.
    await requireLoginPassword(ctx.deps.db, session, ctx.input.password, ctx.request.ip, 'password', now);
    if (!(await deletePasskey(ctx.deps.db, session.memberId, ctx.input.id))) throw notFound();
    return { list: await listPasskeys(ctx.deps.db, session.memberId) };
  });

  registerEndpoint(app, ENDPOINTS.passkeyLoginOptions, (ctx) =>
    loginOptions(ctx.deps.db, ctx.merchant, originOf(ctx.request), ctx.request.ip, new Date()),
  );

  registerEndpoint(app, ENDPOINTS.passkeyLogin, (ctx) =>
    passkeyLogin(ctx.deps.db, ctx.merchant, ctx.input.credential, ctx.request.ip, new Date()),
  );
}
