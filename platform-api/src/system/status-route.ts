import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint';

/** The shell's start-up gate (SPEC 4: systemStatusOf turns these flags into 0, 1 or 2). */
export function registerStatusRoute(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.status, ({ merchant, request }) => ({
    info: merchant.statusInfo,
    // No geo-IP database ships with the reference server; region restriction is an operator flag.
    location: { ip: request.ip, country: null },
    maintenance: merchant.maintenance,
    regionRestriction: merchant.regionRestriction,
  }));
}
