import path from 'node:path';
import type { Remote, SiteConfig } from '../site-config';

export interface DevServer {
  origin: string;
  close(): Promise<void>;
}

interface DevServerOptions {
  dir: string;
  host: string;
  port: number;
  apiOrigin?: string;
}

// tools/build is CommonJS (webpack's world); loaded at run time so the site runner needs it only for dev.
const { startDevServer } = require('@mobile/build/dev-server.cjs') as {
  startDevServer(options: DevServerOptions): Promise<DevServer>;
};

/** One remote compiled in development mode with hot updates, on the given port (its own origin). */
export function startRemoteDevServer(config: SiteConfig, name: Remote, port: number): Promise<DevServer> {
  return startDevServer({ dir: path.join(config.rootDir, `remote-${name}`), host: config.host, port });
}

/** The shell in development mode on the gateway's port, /wps /lgw /lotto proxied to platform-api. */
export function startShellDevServer(config: SiteConfig): Promise<DevServer> {
  return startDevServer({
    dir: path.join(config.rootDir, 'shell'),
    host: config.host,
    port: config.gatewayPort,
    apiOrigin: `http://${config.host}:${config.apiPort}`,
  });
}
