import path from 'node:path';

/**
 * Ports of the test site: away from the defaults so a running demo does not get in the way.
 * E2E_PORT_OFFSET shifts them all, so two work trees can run their journeys side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = 18080 + offset;
const apiPort = 14000 + offset;
const remoteBasePort = 13101 + offset;

/**
 * The run's own database, apart per offset: the test site wipes it at start, so a second run (another
 * offset) must not wipe the one a running suite is using. support/start-test-site.sh names the same.
 */
const dataName = offset === 0 ? 'e2e' : `e2e-${offset}`;

/** With E2E_DATABASE_URL (a PostgreSQL cluster) the site runs on its own database `e2e_site[_offset]`. */
function siteDatabaseUrl(): string {
  const cluster = process.env.E2E_DATABASE_URL;
  if (!cluster) return '';
  const url = new URL(cluster);
  url.pathname = offset === 0 ? '/e2e_site' : `/e2e_site_${offset}`;
  return url.toString();
}

export const SITE = {
  port,
  apiPort,
  remoteBasePort,
  origin: `http://127.0.0.1:${port}`,
  /**
   * The same gateway by host name, for journeys that need one: WebAuthn refuses IP addresses, so passkeys
   * work on `localhost` only (the demo merchant's host-name entry, its relying party id; Chromium resolves
   * it to loopback and counts it a secure context over http). The other journeys stay on the address.
   */
  namedOrigin: `http://localhost:${port}`,
  apiOrigin: `http://127.0.0.1:${apiPort}`,
  /** platform-api's loopback-only dev port (outbox, captcha answers; tools/site: the API's port + 1). */
  devOrigin: `http://127.0.0.1:${apiPort + 1}`,
  /** platform-api's loopback-only Prometheus port (tools/site: the API's port + 2). */
  metricsOrigin: `http://127.0.0.1:${apiPort + 2}`,
  dataFile: path.resolve(__dirname, `../.data/${dataName}/e2e.sqlite`),
  /** Empty on SQLite. */
  databaseUrl: siteDatabaseUrl(),
} as const;

export const REMOTE_PORTS = {
  games: remoteBasePort,
  member: remoteBasePort + 1,
  wallet: remoteBasePort + 2,
  agent: remoteBasePort + 3,
} as const;
