import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { credentialKeyring } from '../security/credential-keyring';
import { registerDevCaptchaRoute } from './dev-captcha';
import { registerDevOutboxRoute } from './dev-outbox-route';
import { registerEncryptedEndpoint } from './encrypted-endpoint';
import { registerPasswordRoutes } from './password-routes';
import { register } from './register-flow';
import { registerSessionRoutes } from './session-routes';
import { registerVerificationRoutes } from './verification-routes';

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
  registerEncryptedEndpoint(app, ENDPOINTS.register, ({ input, merchant, deps, request, signal }) =>
    register(deps.db, merchant, 'username', input, request.ip, new Date(), signal),
  );
  registerEncryptedEndpoint(app, ENDPOINTS.registerMobile, ({ input, merchant, deps, request, signal }) =>
    register(deps.db, merchant, 'mobile', input, request.ip, new Date(), signal),
  );
  registerDevOutboxRoute(app);
  registerDevCaptchaRoute(app);
}
