import path from 'node:path';

/**
 * Ports of the test site: away from the defaults so a running demo does not get in the way.
 * E2E_PORT_OFFSET shifts them all, so two work trees can run their journeys side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = 18080 + offset;
const apiPort = 14000 + offset;
const remoteBasePort = 13101 + offset;

export const SITE = {
  port,
  apiPort,
  remoteBasePort,
  origin: `http://127.0.0.1:${port}`,
  apiOrigin: `http://127.0.0.1:${apiPort}`,
  dataFile: path.resolve(__dirname, '../.data/e2e.sqlite'),
} as const;

export const REMOTE_PORTS = {
  games: remoteBasePort,
  member: remoteBasePort + 1,
  wallet: remoteBasePort + 2,
  agent: remoteBasePort + 3,
} as const;
