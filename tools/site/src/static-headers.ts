import type { FastifyReply } from 'fastify';

const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpg|webp)$/;

/** Hashed files are immutable; entry points and manifests must be revalidated on every load. */
export function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}
