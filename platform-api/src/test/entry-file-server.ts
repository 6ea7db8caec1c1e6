import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A remote's origin in a test: serves one remoteEntry.js whose body the test can change (a redeploy). */
export interface EntryFileServer {
  /** `http://127.0.0.1:<port>/remoteEntry.js` */
  url: string;
  /** What the file's bytes are from now on. */
  serve(body: string): void;
  close(): Promise<void>;
}

export async function startEntryFileServer(body: string): Promise<EntryFileServer> {
  let current = body;
  const server = createServer((request, response) => {
    if (request.url?.split('?')[0] !== '/remoteEntry.js') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/javascript' }).end(current);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/remoteEntry.js`,
    serve(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
