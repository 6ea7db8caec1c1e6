// First: the remotes' views the page drawings run import stylesheets and images (a bundler's imports),
// which Node loads only with these hooks (jest has its own mocks).
import './page-drawings/asset-imports';
import type { FastifyInstance } from 'fastify';
import { spawnApi, waitForApi } from './api-process';
import { startGateway } from './gateway';
import { startDemoOidc } from './oidc-process';
import { startRemoteServer } from './remote-server';
import { REMOTES, type Remote, type SiteConfig } from './site-config';

export interface RunningSite {
  url: string;
  /** platform-api's `GET /metrics`, on its loopback-only port. */
  metricsUrl: string;
  close(): Promise<void>;
}

const isRemote = (name: string): name is Remote => (REMOTES as readonly string[]).includes(name);

/** `skipRemotes`: remotes whose origin something else serves (their dev server, `pnpm dev --remote`). */
export async function startSite(
  config: SiteConfig,
  skipRemotes: readonly Remote[] = [],
): Promise<RunningSite> {
  const oidc = await startDemoOidc(config);
  const api = spawnApi(
    config,
    REMOTES.filter((name) => !skipRemotes.includes(name)),
    oidc.apiEnv,
  );
  const remotes = new Map<Remote, FastifyInstance>();
  try {
    await waitForApi(config, api);
    for (const name of REMOTES) {
      if (!skipRemotes.includes(name)) remotes.set(name, await startRemoteServer(config, name));
    }
  } catch (error) {
    api.kill('SIGTERM');
    await oidc.provider.stop();
    throw error;
  }
  const gateway = await startGateway(config, {
    async stopRemote(name) {
      if (!isRemote(name)) return false;
      await remotes.get(name)?.close();
      remotes.delete(name);
      return true;
    },
    async startRemote(name) {
      if (!isRemote(name)) return false;
      if (!remotes.has(name)) remotes.set(name, await startRemoteServer(config, name));
      return true;
    },
  });
  return {
    url: `http://${config.host}:${config.gatewayPort}/m/home`,
    metricsUrl: `http://${config.host}:${config.apiMetricsPort}/metrics`,
    async close() {
      await gateway.close();
      await Promise.all([...remotes.values()].map((r) => r.close()));
      api.kill('SIGTERM');
      await oidc.provider.stop();
    },
  };
}
