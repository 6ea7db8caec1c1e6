import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@mobile/shared-contracts';
import { SITE } from './site';

/**
 * The production nginx configs of `deploy/nginx/` run by Debian's nginx on loopback ports, against the
 * production build: only what differs between a container and this machine is replaced (listen port,
 * document root, the API's address); every location block is served as committed.
 */
const ROOT = path.resolve(__dirname, '../..');
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const REMOTES: RemoteName[] = ['games', 'member', 'wallet', 'agent'];

export const NGINX = {
  origin: `http://127.0.0.1:${18090 + offset}`,
  /** Where nginx asks for the drawn home page; nothing listens there unless a test starts the service. */
  homeFrameOrigin: `http://127.0.0.1:${18095 + offset}`,
  remoteOrigin: (name: RemoteName) => `http://127.0.0.1:${13181 + offset + REMOTES.indexOf(name)}`,
};

function replaceOnce(text: string, from: string, to: string, file: string): string {
  if (!text.includes(from)) throw new Error(`${file} no longer has "${from}": update support/nginx.ts`);
  return text.split(from).join(to);
}

/** Local addresses for the containers' names; the home-frame service only while a test runs it. */
function localise(text: string, includes: string, api: readonly string[]): string {
  return text
    .split('/etc/nginx/mobile')
    .join(includes)
    .replace('server platform-api:4000;', api.map((address) => `server ${address};`).join('\n  '))
    .split('http://home-frame:8090')
    .join(NGINX.homeFrameOrigin);
}

/** The committed policy names the demo remotes of `npm start` (3101–3104); here they are nginx's own. */
function remotesOfPolicy(text: string): string {
  return REMOTES.reduce(
    (policy, name, index) => policy.split(`http://127.0.0.1:${3101 + index}`).join(NGINX.remoteOrigin(name)),
    text,
  );
}

function server(file: string, port: number, root: string, includes: string, api: readonly string[]): string {
  let text = fs.readFileSync(path.join(ROOT, 'deploy/nginx', file), 'utf8');
  text = replaceOnce(text, 'listen 80;', `listen 127.0.0.1:${port};`, file);
  text = replaceOnce(text, 'root /usr/share/nginx/html;', `root ${root};`, file);
  return localise(text, includes, api);
}

/** deploy/nginx's files the server blocks include (every .conf but the two server blocks themselves). */
const INCLUDED = fs
  .readdirSync(path.join(ROOT, 'deploy/nginx'))
  .filter((file) => file.endsWith('.conf') && file !== 'gateway.conf' && file !== 'remote.conf')
  .map((file) => file.replace(/\.conf$/, ''));

/** The included files (caching, home frame, brotli…) localised; brotli only where nginx has the module. */
function writeIncludes(dir: string, api: readonly string[]): { includes: string; modules: string } {
  const includes = path.join(dir, 'mobile');
  fs.mkdirSync(includes);
  for (const name of INCLUDED) {
    const text = fs.readFileSync(path.join(ROOT, 'deploy/nginx', `${name}.conf`), 'utf8');
    fs.writeFileSync(path.join(includes, `${name}.conf`), remotesOfPolicy(localise(text, includes, api)));
  }
  const enabled = '/etc/nginx/modules-enabled';
  const brotli = fs.existsSync(enabled) ? fs.readdirSync(enabled).filter((f) => f.includes('brotli')) : [];
  if (brotli.length === 0) fs.writeFileSync(path.join(includes, 'brotli.conf'), '');
  const modules = brotli
    .map((f) =>
      fs
        .readFileSync(path.join(enabled, f), 'utf8')
        .replaceAll('load_module modules/', 'load_module /usr/lib/nginx/modules/'),
    )
    .join('\n');
  return { includes, modules };
}

/** The lines of the images' deploy/docker/nginx.conf that change what a client sees, as they are committed. */
function imageHttpLines(): string[] {
  const file = 'deploy/docker/nginx.conf';
  const lines = fs
    .readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .filter((line) => /^\s*server_tokens\s/.test(line));
  if (lines.length === 0) throw new Error(`${file} no longer sets server_tokens: update support/nginx.ts`);
  return lines;
}

export interface RunningNginx {
  /** nginx's master process (its workers are its children). */
  pid: number;
  stop(): Promise<void>;
  errorLog(): string;
  /** The access log so far, in deploy/nginx/access-log.conf's format. */
  accessLog(): string;
}

export interface NginxOptions {
  /** Where nginx finds platform-api; the test site's by default (a dead port shows nginx's own failures). */
  apiOrigin?: string;
  /**
   * Texts of gateway.conf replaced for this run (each must be there once or more), e.g. a stream timeout
   * made short so a test need not wait out the committed one.
   */
  gatewayEdits?: ReadonlyArray<readonly [from: string, to: string]>;
  /**
   * Several API instances (`host:port` each) in place of `apiOrigin`, the servers of gateway.conf's
   * upstream: nginx balances over them as over the addresses `platform-api` resolves to when compose
   * scales the API.
   */
  apiInstances?: readonly string[];
  /** nginx's worker processes (1 by default; the image's `auto` is one per core). */
  workerProcesses?: number | 'auto';
}

/** Refuses to start when something already answers on one of nginx's ports (a run left behind, say). */
async function refuseTakenPorts(): Promise<void> {
  const origins = [NGINX.origin, ...REMOTES.map((name) => NGINX.remoteOrigin(name))];
  for (const origin of origins) {
    const taken = await fetch(origin, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
    if (taken)
      throw new Error(
        `${origin} already answers: an nginx of another run? (pgrep -a nginx; its folder is /tmp/nginx-deploy-*)`,
      );
  }
}

export async function startNginx(options: NginxOptions = {}): Promise<RunningNginx> {
  await refuseTakenPorts();
  const api = options.apiInstances ?? [new URL(options.apiOrigin ?? SITE.apiOrigin).host];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-deploy-'));
  fs.chmodSync(dir, 0o755);
  // The gateway's document root holds the shell under /m, as the shell image does.
  const html = path.join(dir, 'html');
  fs.mkdirSync(html);
  fs.symlinkSync(path.join(ROOT, 'shell/dist'), path.join(html, 'm'));
  const { includes, modules } = writeIncludes(dir, api);
  const servers = [
    (options.gatewayEdits ?? []).reduce(
      (text, [from, to]) => replaceOnce(text, from, to, 'gateway.conf'),
      server('gateway.conf', Number(new URL(NGINX.origin).port), html, includes, api),
    ),
    ...REMOTES.map((name) =>
      server(
        'remote.conf',
        Number(new URL(NGINX.remoteOrigin(name)).port),
        path.join(ROOT, `remote-${name}/dist`),
        includes,
        api,
      ),
    ),
  ];
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  // The same http-level defaults as the nginx image's nginx.conf (mime types, sendfile, keep-alive), and
  // the images' own deploy/docker/nginx.conf lines a player can see (server_tokens: no version on answers).
  const conf = `${modules}
worker_processes ${options.workerProcesses ?? 1};
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  keepalive_timeout 65;
${imageHttpLines().join('\n')}
  include ${path.join(includes, 'access-log.conf')};
  access_log ${path.join(dir, 'access.log')} scrubbed;
${temp}
${servers.join('\n')}
}
`;
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  const child: ChildProcess = spawn('/usr/sbin/nginx', ['-p', dir, '-c', confFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => {
    try {
      return stderr + fs.readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return stderr;
    }
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    const up = await fetch(`${NGINX.origin}/m/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not start:\n${errorLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid ?? 0,
    errorLog,
    accessLog: () => {
      try {
        return fs.readFileSync(path.join(dir, 'access.log'), 'utf8');
      } catch {
        return '';
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RunningService {
  stop(): Promise<void>;
}

/**
 * The home-frame service of the containers (tools/site/src/home-frame/frame-server.ts) on the port nginx
 * asks, drawing /m/home from the production build with the test site's API.
 */
export async function startHomeFrameService(): Promise<RunningService> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/home-frame/frame-server.ts'], {
    cwd: path.join(ROOT, 'tools/site'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: new URL(NGINX.homeFrameOrigin).port,
      API_ORIGIN: SITE.apiOrigin,
      SHELL_DIR: path.join(ROOT, 'shell/dist'),
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${NGINX.homeFrameOrigin}/m/home`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the home-frame service did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
