import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error';
import { registerEndpoint } from '../http/register-endpoint';
import { readManifest } from '../merchants/manifest-store';

/** The shell loads this on every page load, so an operator's switch applies at the next load. */
export function registerManifestRoute(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.manifest, async ({ input, reply, deps }) => {
    const manifest = await readManifest(deps.db, input.merchantCode);
    if (!manifest) throw notFound();
    reply.header('cache-control', 'no-store');
    return manifest;
  });
}
