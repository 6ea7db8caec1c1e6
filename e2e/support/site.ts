import path from 'node:path';

/** Ports of the test site: away from the defaults so a running demo does not get in the way. */
export const SITE = {
  port: 18080,
  apiPort: 14000,
  remoteBasePort: 13101,
  origin: 'http://127.0.0.1:18080',
  apiOrigin: 'http://127.0.0.1:14000',
  dataFile: path.resolve(__dirname, '../.data/e2e.sqlite'),
} as const;

export const REMOTE_PORTS = { games: 13101, member: 13102, wallet: 13103, agent: 13104 } as const;
