import type { FastifyRequest } from 'fastify';
import { stringField } from './request-merchant';

/** Bearer header first; the spec also passes `token` in the query or body. */
export function tokenOf(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (typeof auth === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(auth);
    if (match?.[1]) return match[1];
  }
  return stringField(request.query, 'token') ?? stringField(request.body, 'token') ?? null;
}
