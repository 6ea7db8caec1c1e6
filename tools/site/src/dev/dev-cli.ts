import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawnApi, waitForApi } from '../api-process';
import { defaultConfig, REMOTES, type Remote, ROOT_DIR, type SiteConfig } from '../site-config';
import { startSite } from '../start-site';
import { type DevServer, startRemoteDevServer, startShellDevServer } from './dev-servers';

/**
 * `pnpm dev`: platform-api, the shell and every remote in development mode with hot updates.
 * `pnpm dev --remote games`: the local site from its production build, with that one remote served by its
 * dev server on the remote's own port, so the site's manifest (which names that origin) loads it.
 */
const { values } = parseArgs({
  options: {
    remote: { type: 'string', multiple: true },
    port: { type: 'string', default: '8080' },
    'api-port': { type: 'string', default: '4000' },
    'remote-base-port': { type: 'string', default: '3101' },
    'data-file': { type: 'string' },
  },
});

function port(value: string | undefined, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new Error(`--${name} must be a port number, got '${value}'`);
  return n;
}

function remotesOf(names: string[] | undefined): Remote[] {
  const known = REMOTES as readonly string[];
  for (const name of names ?? []) {
    if (!known.includes(name))
      throw new Error(`--remote must be one of ${REMOTES.join(', ')}, got '${name}'`);
  }
  return (names ?? []) as Remote[];
}

/** One remote (or a few) in dev mode inside the production site. */
async function devRemotesInSite(config: SiteConfig, remotes: Remote[]) {
  const missing = ['shell', ...REMOTES.filter((r) => !remotes.includes(r)).map((r) => `remote-${r}`)].filter(
    (dir) => !existsSync(path.join(config.rootDir, dir, 'dist')),
  );
  if (missing.length > 0)
    throw new Error(`no production build of ${missing.join(', ')}: run \`pnpm build\` first`);
  const servers: DevServer[] = [];
  for (const name of remotes)
    servers.push(await startRemoteDevServer(config, name, config.remotePorts[name]));
  const site = await startSite(config, remotes);
  return {
    url: site.url,
    close: async () => {
      await Promise.allSettled([site.close(), ...servers.map((s) => s.close())]);
    },
  };
}

/** Everything in dev mode: the shell's dev server is the gateway. */
async function devEverything(config: SiteConfig) {
  // Every remote from its dev server: their entries change with every edit, so none carries an integrity.
  const api = spawnApi(config, []);
  const servers: DevServer[] = [];
  const close = async () => {
    api.kill('SIGTERM');
    await Promise.allSettled(servers.map((s) => s.close()));
  };
  try {
    await waitForApi(config, api);
    for (const name of REMOTES)
      servers.push(await startRemoteDevServer(config, name, config.remotePorts[name]));
    servers.push(await startShellDevServer(config));
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `http://${config.host}:${config.gatewayPort}/m/home`, close };
}

async function main() {
  const remoteBase = port(values['remote-base-port'], 'remote-base-port');
  const config = defaultConfig({
    gatewayPort: port(values.port, 'port'),
    apiPort: port(values['api-port'], 'api-port'),
    remotePorts: { games: remoteBase, member: remoteBase + 1, wallet: remoteBase + 2, agent: remoteBase + 3 },
    ...(values['data-file'] ? { databaseFile: path.resolve(ROOT_DIR, values['data-file']) } : {}),
  });
  const remotes = remotesOf(values.remote);
  const running = remotes.length > 0 ? await devRemotesInSite(config, remotes) : await devEverything(config);
  const what =
    remotes.length > 0 ? `remote ${remotes.join(', ')} from its dev server` : 'everything in dev mode';
  console.log(`\nThe site is up (${what}, hot updates on): ${running.url}\n`);
  const stop = async () => {
    // The API child is told to stop first; a dev server that fails to close must not keep it alive.
    await running.close().catch((error: unknown) => console.error('[dev] while stopping:', error));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[dev] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
