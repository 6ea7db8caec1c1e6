import type { ServerResponse } from 'node:http';

const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpg|webp)$/;

/** Hashed files are immutable; entry points and manifests must be revalidated on every load. */
export function setCacheHeaders(res: ServerResponse, filePath: string): void {
  if (HASHED.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}
