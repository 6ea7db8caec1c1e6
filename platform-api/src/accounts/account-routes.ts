import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { HandlerContext } from '../http/register-endpoint';
import { credentialKeyring } from '../security/credential-keyring';
import { registerEncryptedEndpoint } from './encrypted-endpoint';
import { registerPasswordRoutes } from './password-routes';
import { type RegisterRequest, register } from './register-flow';
import { registerSessionRoutes } from './session-routes';
import { registerVerificationRoutes } from './verification-routes';

type RegistrationContext = Pick<HandlerContext<unknown>, 'deps' | 'merchant' | 'request'> & {
  signal: AbortSignal;
};

/** Every account call of SPEC 7; the credential key is read (or made) at start, not on first login. */
export function registerAccountRoutes(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    // A database that is away at start is reported by /readyz; the key is read again on first use.
    await credentialKeyring(app.deps.db)
      .current(new Date())
      .catch((error: unknown) => app.log.warn({ err: error }, 'credential key not read at start'));
  });
  registerSessionRoutes(app);
  registerVerificationRoutes(app);
  registerPasswordRoutes(app);
  const registration = ({ deps, merchant, request, signal }: RegistrationContext): RegisterRequest => ({
    db: deps.db,
    merchant,
    ip: request.ip,
    now: new Date(),
    perIpHourly: deps.registerPerIpHourly,
    signal,
  });
  registerEncryptedEndpoint(app, ENDPOINTS.register, (ctx) =>
    register(registration(ctx), 'username', ctx.input),
  );
  registerEncryptedEndpoint(app, ENDPOINTS.registerMobile, (ctx) =>
    register(registration(ctx), 'mobile', ctx.input),
  );
}
