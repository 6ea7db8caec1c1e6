import type { FastifyReply } from 'fastify';

/** A file name with a content hash (webpack's `[contenthash:8]`), possibly precompressed. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpg|webp|woff2)(\.(br|gz))?$/;

/**
 * Hashed files never change: a year, immutable (a returning player asks for none of them again).
 * Everything else, above all index.html, remoteEntry.js and mf-manifest.json, is revalidated on every
 * load, so a new build or an operator's remote switch applies on the next load.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('Cache-Control', cacheControlFor(filePath));
}
