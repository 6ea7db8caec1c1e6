import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultConfig, ROOT_DIR } from './site-config';
import { startSite } from './start-site';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    'api-port': { type: 'string', default: '4000' },
    'remote-base-port': { type: 'string', default: '3101' },
    'data-file': { type: 'string' },
    'test-control': { type: 'boolean', default: false },
  },
});

function port(value: string | undefined, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    console.error(`--${name} must be a port number, got '${value}'`);
    process.exit(2);
  }
  return n;
}

async function main() {
  const remoteBase = port(values['remote-base-port'], 'remote-base-port');
  const config = defaultConfig({
    gatewayPort: port(values.port, 'port'),
    apiPort: port(values['api-port'], 'api-port'),
    remotePorts: { games: remoteBase, member: remoteBase + 1, wallet: remoteBase + 2, agent: remoteBase + 3 },
    testControl: values['test-control'],
    ...(values['data-file'] ? { databaseFile: path.resolve(ROOT_DIR, values['data-file']) } : {}),
  });
  const site = await startSite(config);
  console.log(`\nThe site is up: ${site.url}`);
  console.log(`API metrics (Prometheus, this machine only): ${site.metricsUrl}\n`);
  const stop = async () => {
    await site.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[site] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
