/**
 * Failures of the database rather than of the request: SQLite locked past its busy timeout, read-only,
 * full or failing on disk; PostgreSQL refusing connections, shutting down, out of connections or read-only.
 * They answer 503 with UPGRADING ('system upgrading, try later') and Retry-After, never a 500 or a crash.
 */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|READONLY|FULL|IOERR|CANTOPEN|PROTOCOL)/;
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
// 57P01-57P03 admin/crash shutdown, cannot connect now; 53300 too many connections; 25006 read-only transaction.
const POSTGRES_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '25006',
  '08000',
  '08001',
  '08003',
  '08006',
]);

export const RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return SQLITE_CODES.test(code) || NODE_CODES.has(code) || POSTGRES_CODES.has(code);
}
