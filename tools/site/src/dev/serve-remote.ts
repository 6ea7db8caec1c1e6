import { parseArgs } from 'node:util';
import { defaultConfig, REMOTES, type Remote } from '../site-config';
import { startRemoteDevServer } from './dev-servers';

/**
 * One remote's dev server alone, for any site whose manifest can be pointed at it
 * (`pnpm operator remote --merchant M --name R --url http://127.0.0.1:<port>/remoteEntry.js`); the
 * dev-server smoke test uses it on a port of its own. Prints `ready <origin>` once the first build is served.
 */
const { values } = parseArgs({ options: { remote: { type: 'string' }, port: { type: 'string' } } });
const name = values.remote as Remote;
const port = Number(values.port);
if (!(REMOTES as readonly string[]).includes(name) || !Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`usage: serve-remote --remote <${REMOTES.join('|')}> --port <port>`);
  process.exit(2);
}

startRemoteDevServer(defaultConfig(), name, port).then(
  (server) => {
    console.log(`ready ${server.origin}`);
    const stop = () => server.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (error: unknown) => {
    console.error('[dev] could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
