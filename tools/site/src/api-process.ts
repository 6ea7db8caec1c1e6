import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { builtEntryIntegrity } from './remote-entry-integrity';
import { REMOTES, type Remote, remoteEntryUrls, type SiteConfig } from './site-config';

/**
 * platform-api as a child process on its embedded SQLite database, migrated and seeded on start.
 * `builtRemotes`: the remotes served from their build, whose entry's hash the seeded manifests carry.
 */
export function spawnApi(
  config: SiteConfig,
  builtRemotes: readonly Remote[] = REMOTES,
  /** More environment for the API (the demo OpenID provider's issuer and client secret). */
  extraEnv: Record<string, string> = {},
): ChildProcess {
  const apiDir = path.join(config.rootDir, 'platform-api');
  // API_NODE_ARGS: Node flags for the API alone, e.g. '--cpu-prof --cpu-prof-dir=/tmp/p' to profile it under load.
  const nodeArgs = process.env.API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      HOST: config.host,
      PORT: String(config.apiPort),
      DATABASE_FILE: config.databaseFile,
      // The local runner and the e2e site are the demo: seed data, demo gateway and vendor.
      SITE_PROFILE: 'demo',
      SEED: '1',
      // The gateway on loopback sets X-Forwarded-For to the address it saw (never the client's header).
      TRUST_PROXY: 'loopback',
      // SMS and e-mail codes and captcha answers on a loopback-only port of its own (GET /dev/outbox,
      // /dev/captcha), which the gateway never proxies: the player origin reveals no member's codes.
      DEMO_DEV_PORT: String(config.apiDevPort),
      // The server's Prometheus metrics, on a loopback port of their own the gateway never proxies.
      METRICS_PORT: String(config.apiMetricsPort),
      REMOTE_ENTRY_URLS: JSON.stringify(remoteEntryUrls(config)),
      REMOTE_ENTRY_INTEGRITY: JSON.stringify(builtEntryIntegrity(config, builtRemotes)),
      PUBLIC_ORIGIN: `http://${config.host}:${config.gatewayPort}`,
      ...extraEnv,
    },
  });
}

/** Resolves once the API answers its status call, or rejects after `timeoutMs`. */
export async function waitForApi(config: SiteConfig, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const url = `http://${config.host}:${config.apiPort}/wps/system/status`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`platform-api exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { headers: { 'X-Merchant-Code': 'demo' } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`platform-api did not answer at ${url} within ${timeoutMs} ms`);
}
