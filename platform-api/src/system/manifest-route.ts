import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error';
import { registerEndpoint } from '../http/register-endpoint';
import { readManifestState } from '../merchants/manifest-store';
import { manifestForVisitor } from '../platform/canary-choice';

/**
 * The shell loads this on every page load, so an operator's switch applies at the next load. The rows
 * are read once while unchanged (guest cache); each visitor's canary choice is made per request.
 */
export function registerManifestRoute(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.manifest, async ({ input, reply, deps }) => {
    const state = await deps.guestCache.remember(`manifest ${input.merchantCode}`, () =>
      readManifestState(deps.db, input.merchantCode),
    );
    if (!state) throw notFound();
    reply.header('cache-control', 'no-store');
    return manifestForVisitor(state, input.visitorId);
  });
}
