import path from 'node:path';

export const REMOTES = ['games', 'member', 'wallet', 'agent'] as const;
export type Remote = (typeof REMOTES)[number];

export interface SiteConfig {
  host: string;
  gatewayPort: number;
  apiPort: number;
  /** platform-api's loopback-only dev port (outbox, captcha answers): the gateway never proxies it. */
  apiDevPort: number;
  /** platform-api's loopback-only Prometheus port (`GET /metrics`): the gateway never proxies it either. */
  apiMetricsPort: number;
  /** The local OpenID provider of the demo's social login (tools/oidc-provider), loopback only. */
  oidcProviderPort: number;
  remotePorts: Record<Remote, number>;
  /** SQLite file of platform-api. */
  databaseFile: string;
  /** Adds /__site/remotes/:name/(stop|start) on the gateway, for e2e tests that take a remote down. */
  testControl: boolean;
  rootDir: string;
}

export const ROOT_DIR = path.resolve(__dirname, '../../..');

export function defaultConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  const base = overrides.gatewayPort ?? 8080;
  return {
    host: '127.0.0.1',
    gatewayPort: base,
    apiPort: 4000,
    apiDevPort: (overrides.apiPort ?? 4000) + 1,
    apiMetricsPort: (overrides.apiPort ?? 4000) + 2,
    oidcProviderPort: (overrides.apiPort ?? 4000) + 3,
    remotePorts: { games: 3101, member: 3102, wallet: 3103, agent: 3104 },
    databaseFile: path.join(ROOT_DIR, 'platform-api/.data/platform.sqlite'),
    testControl: false,
    rootDir: ROOT_DIR,
    ...overrides,
  };
}

export function remoteEntryUrls(config: SiteConfig): Record<Remote, string> {
  const urls = {} as Record<Remote, string>;
  for (const name of REMOTES) urls[name] = `http://${config.host}:${config.remotePorts[name]}/remoteEntry.js`;
  return urls;
}
