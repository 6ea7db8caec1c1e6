import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { RemoteName } from '@mobile/shared-contracts';

const ROOT = path.resolve(__dirname, '../..');
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

export interface RemoteCopy {
  /** The copy's `remoteEntry.js`, on an origin of its own (127.0.0.1, a free port). */
  entry: string;
  close(): Promise<void>;
}

/**
 * A remote's production build as another release of it would be: each script passed through `rewrite`,
 * and the entry's chunk hashes (webpack-subresource-integrity) made to match the rewritten chunks, as that
 * release's own build would have them. Served with CORS like a remote's origin, so `operator remote --url`
 * can take the new entry's integrity and the shell load it.
 */
export async function serveRemoteCopy(
  name: RemoteName,
  rewrite: (script: string) => string = (script) => script,
): Promise<RemoteCopy> {
  const dist = path.join(ROOT, `remote-${name}/dist`);
  const files = new Map<string, string>();
  const hashes: [string, string][] = [];
  for (const file of readdirSync(dist).filter((f) => /\.(js|css)$/.test(f) && f !== 'remoteEntry.js')) {
    const original = readFileSync(path.join(dist, file), 'utf8');
    const copy = file.endsWith('.js') ? rewrite(original) : original;
    files.set(file, copy);
    hashes.push([sri(original), sri(copy)]);
  }
  let entry = rewrite(readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8'));
  for (const [before, after] of hashes) entry = entry.replaceAll(before, after);
  files.set('remoteEntry.js', entry);

  const server = createServer((request, response) => {
    const file = path.basename(new URL(request.url ?? '/', 'http://x').pathname);
    const body = files.get(file);
    if (body === undefined) {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    response
      .writeHead(200, {
        'content-type': file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
        'access-control-allow-origin': '*',
        'cache-control': 'no-cache',
      })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    entry: `http://127.0.0.1:${port}/remoteEntry.js`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
