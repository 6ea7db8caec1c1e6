import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestDatabaseLocation } from '../test/test-database';

/** Test helpers: real API processes on one database, and a round-robin gateway in front of them. */
export interface Instance {
  name: string;
  port: number;
  /** The demo profile's loopback-only dev port (outbox, captcha answers). */
  devPort: number;
  process: ChildProcess;
  /** Everything the process printed (pino JSON lines). */
  output(): string;
  exited: Promise<number | null>;
}

const API_DIR = path.resolve(__dirname, '../..');

export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilReady(instance: Instance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) break;
    const ok = await fetch(`http://127.0.0.1:${instance.port}/readyz`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${instance.name} did not become ready:\n${instance.output().slice(-2000)}`);
}

/** `node --import tsx src/main.ts` on the given database, as `pnpm --filter platform-api start` runs it. */
export async function startInstance(
  name: string,
  location: TestDatabaseLocation,
  env: Record<string, string>,
): Promise<Instance> {
  const port = await freePort();
  const devPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_FILE: location.databaseFile,
      DATABASE_URL: location.databaseUrl ?? '',
      LOG_LEVEL: 'info',
      SITE_PROFILE: 'demo',
      DEMO_DEV_PORT: String(devPort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const instance: Instance = { name, port, devPort, process: child, output: () => output, exited };
  await waitUntilReady(instance, 90_000);
  return instance;
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  instance.process.kill('SIGKILL');
  await instance.exited;
}

export interface Gateway {
  url: string;
  close(): Promise<void>;
}

/**
 * Round-robin over the instances, like a load balancer: each request goes to the next one; one that
 * refuses the connection is skipped (passive health check). Answers carry `x-upstream: <name>`.
 */
export async function startGateway(instances: Instance[]): Promise<Gateway> {
  let next = 0;
  const forward = (
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
    tries: number,
  ): void => {
    const target = instances[next % instances.length] as Instance;
    next += 1;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': target.name });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (tries + 1 < instances.length) forward(request, body, response, tries + 1);
      else response.writeHead(502).end();
    });
    upstream.end(body);
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, Buffer.concat(chunks), response, 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
