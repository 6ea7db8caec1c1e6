import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@mobile/shared-contracts';
import { FRAME_CSS_FILES } from '../home-frame/frame-css';
import { minorLineOf, pinnedNodeVersion } from '../runtime/node-runtime';
import {
  type ComposeBuild,
  type ComposeService,
  containerPorts,
  contextSources,
  declaredArgs,
  finalUser,
  readCompose,
  readDockerfile,
  repoPath,
  variablesIn,
  withArgs,
} from './deploy-files';

/**
 * No Docker engine runs here, so the deploy files are checked as text: every deployable is built from a
 * multi-stage Dockerfile that runs as a non-root user with a HEALTHCHECK (the four remotes from one,
 * deploy/remote.Dockerfile, by the build arg REMOTE), docker-compose.yml builds each of them, and ports
 * and addresses agree between compose, the Dockerfiles and the nginx configs.
 */
const services = readCompose(repoPath('docker-compose.yml'));
const built = Object.entries(services).filter(
  (entry): entry is [string, ComposeService & { build: ComposeBuild }] => entry[1].build !== undefined,
);
const DEPLOYABLES = ['platform-api', 'shell', 'home-frame', ...REMOTE_NAMES.map((name) => `remote-${name}`)];

describe('docker-compose.yml', () => {
  it('builds every deployable, each from its own Dockerfile or its own build args', () => {
    expect(built.map(([name]) => name).sort()).toEqual([...DEPLOYABLES].sort());
    const recipes = built.map(([, service]) =>
      JSON.stringify([service.build.dockerfile, service.build.args]),
    );
    expect(new Set(recipes).size).toBe(recipes.length);
    for (const [name, service] of built) {
      expect({ name, context: service.build.context }).toEqual({ name, context: '.' });
      expect({ name, exists: existsSync(repoPath(service.build.dockerfile)) }).toEqual({
        name,
        exists: true,
      });
    }
  });

  it('builds the four remotes from one Dockerfile, each with its own name as REMOTE', () => {
    for (const name of REMOTE_NAMES) {
      const build = services[`remote-${name}`]?.build;
      expect({ name, build }).toEqual({
        name,
        build: { context: '.', dockerfile: 'deploy/remote.Dockerfile', args: { REMOTE: name } },
      });
    }
  });

  it('names only services that exist in depends_on', () => {
    for (const [name, service] of Object.entries(services)) {
      const needs = Array.isArray(service.depends_on)
        ? service.depends_on
        : Object.keys(service.depends_on ?? {});
      for (const need of needs)
        expect({ name, need, known: need in services }).toEqual({ name, need, known: true });
    }
  });

  it('listens where the Dockerfile exposes and PORT says', () => {
    for (const [name, service] of built) {
      const stages = readDockerfile(repoPath(service.build.dockerfile));
      const exposed = (stages.at(-1)?.instructions ?? [])
        .filter((i) => i.keyword === 'EXPOSE')
        .map((i) => Number(i.args));
      const ports = containerPorts(service);
      expect({ name, ports: ports.length > 0 }).toEqual({ name, ports: true });
      for (const port of ports)
        expect({ name, port, exposed: exposed.includes(port) }).toEqual({ name, port, exposed: true });
      if (service.environment?.PORT) expect(ports).toContain(Number(service.environment.PORT));
    }
  });

  it('points nginx and the home-frame service at the ports the API and home-frame listen on', () => {
    const portOf = (name: string) => containerPorts(services[name] ?? {})[0];
    const addresses = [
      ...readFileSync(repoPath('deploy/nginx/gateway.conf'), 'utf8').matchAll(
        /upstream platform_api \{\s*server ([\w-]+):(\d+);/g,
      ),
      ...readFileSync(repoPath('deploy/nginx/home-frame.conf'), 'utf8').matchAll(
        /proxy_pass http:\/\/([\w-]+):(\d+)/g,
      ),
      ...String(services['home-frame']?.environment?.API_ORIGIN).matchAll(/http:\/\/([\w-]+):(\d+)/g),
    ].map((match) => ({ host: match[1] ?? '', port: Number(match[2]) }));
    expect(addresses.map((a) => a.host).sort()).toEqual([
      'home-frame',
      'home-frame',
      'platform-api',
      'platform-api',
    ]);
    for (const { host, port } of addresses) expect({ host, port }).toEqual({ host, port: portOf(host) });
  });

  it('runs the API in the production profile, with no demo-only setting (issue 26, finding 1)', () => {
    const api = services['platform-api']?.environment ?? {};
    expect(api.SITE_PROFILE).toBe('production');
    expect(Object.keys(api).filter((key) => /^(SEED|DEMO_|BENCH_METRICS)/.test(key))).toEqual([]);
    const apiImage = readDockerfile(repoPath('platform-api/Dockerfile')).at(-1);
    const env = (apiImage?.instructions ?? []).filter((i) => i.keyword === 'ENV').map((i) => i.args);
    expect(env.join(' ')).toMatch(/\bSITE_PROFILE=production\b/);
  });

  it('keeps secrets out of the file: only variables', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (/SECRET|PASSWORD/.test(key))
          expect({ name, key, value }).toEqual({ name, key, value: expect.stringMatching(/^\$\{/) });
      }
    }
  });
});

describe.each(
  built.map(([name, service]) => [name, service.build.dockerfile, service.build.args ?? {}] as const),
)('%s Dockerfile (%s)', (_name, file, args) => {
  const stages = readDockerfile(repoPath(file));
  const final = stages.at(-1);

  it('is multi-stage: builds in one stage, runs from a fresh one that copies only the output', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const named = stages.map((stage) => stage.name).filter(Boolean);
    const fromStages = (final?.instructions ?? [])
      .filter((i) => i.keyword === 'COPY')
      .flatMap((i) => [...i.args.matchAll(/--from=(\S+)/g)].map((m) => m[1]));
    expect(fromStages.length).toBeGreaterThan(0);
    for (const stage of fromStages) expect(named).toContain(stage);
    // Pinned base images, never `latest`.
    for (const stage of stages) expect(stage.image).toMatch(/^[\w./-]+:(?!latest$)[\w.-]+$/);
  });

  it('builds and runs on the Node line scripts/ensure-node.sh pins (decision 0271)', () => {
    const nodeImages = stages.map((stage) => stage.image).filter((image) => image.startsWith('node:'));
    for (const image of nodeImages)
      expect(image).toBe(`node:${minorLineOf(pinnedNodeVersion())}-bookworm-slim`);
  });

  it('runs as a user other than root', () => {
    const user = finalUser(stages);
    expect(user).not.toMatch(/^(root|0)$/);
  });

  it('has a HEALTHCHECK in the image it runs', () => {
    const checks = (final?.instructions ?? []).filter((i) => i.keyword === 'HEALTHCHECK');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.args).toMatch(/CMD/);
    expect(checks[0]?.args).not.toMatch(/^NONE/i);
  });

  it('copies only files that exist in the repository', () => {
    for (const stage of stages) {
      for (const source of contextSources(stage)) {
        if (source === '.') continue;
        expect({ source, exists: existsSync(repoPath(source)) }).toEqual({ source, exists: true });
      }
    }
  });

  it('declares every build arg it is given, in each stage that reads one (ARG does not cross FROM)', () => {
    const read = stages.flatMap((stage) => stage.instructions.flatMap((i) => variablesIn(i.args)));
    for (const arg of Object.keys(args))
      expect({ arg, read: read.includes(arg) }).toEqual({ arg, read: true });
    for (const stage of stages) {
      const declared = declaredArgs(stage);
      for (const i of stage.instructions.filter((i) => i.keyword === 'COPY' || i.keyword === 'RUN')) {
        for (const name of variablesIn(i.args).filter((name) => name in args))
          expect({ stage: stage.name, name, declared: declared.includes(name) }).toEqual({
            stage: stage.name,
            name,
            declared: true,
          });
      }
    }
  });

  it('builds and copies a workspace package that exists, with the args put in', () => {
    const text = stages.flatMap((stage) => stage.instructions.map((i) => withArgs(i.args, args))).join('\n');
    const packages = [
      ...[...text.matchAll(/--filter "?\.\/([\w/-]+)/g)].map((m) => m[1] ?? ''),
      ...[...text.matchAll(/--from=\S+ \/app\/([\w/-]+)\/dist /g)].map((m) => m[1] ?? ''),
    ];
    for (const found of packages) {
      expect({ found, exists: existsSync(repoPath(found, 'package.json')) }).toEqual({ found, exists: true });
    }
  });
});

it('ignores local output in the build context', () => {
  const ignored = readFileSync(repoPath('.dockerignore'), 'utf8');
  for (const entry of ['**/node_modules', '**/dist', '**/.data', '.git']) expect(ignored).toContain(entry);
  expect(path.basename(repoPath('.dockerignore'))).toBe('.dockerignore');
});

describe('home-frame image', () => {
  it('holds every file the service reads at run time (catalogues, frame CSS, the shell views and react)', () => {
    const final = readDockerfile(repoPath('tools/site/home-frame.Dockerfile')).at(-1);
    const copied = (final?.instructions ?? [])
      .filter((i) => i.keyword === 'COPY' && /--from=/.test(i.args))
      .map((i) => (i.args.split(/\s+/).at(-2) ?? '').replace(/^\/app\//, ''));
    const read = [
      ...FRAME_CSS_FILES,
      'shell/src/i18n/locales/EN.json',
      'shell/src/frame/prerendered-home-frame.tsx',
      'shell/node_modules/react',
      'shell/dist/index.html',
      'tools/site/src/home-frame/frame-server.ts',
      'shared-contracts/src/index.ts',
      // The pages it draws (decisions 0561, 0602, 0611, 0621, 0631, 0642): the remotes' views, catalogues, builds and i18next.
      'remote-member/src/features/notice/notice-drawing.tsx',
      'remote-member/src/features/auth-common/login-drawing.tsx',
      'remote-member/src/features/member-centre/member-centre-drawing.tsx',
      'remote-member/src/locales/EN.json',
      'remote-member/node_modules/react-i18next',
      'remote-games/src/features/lottery/lottery-drawing.tsx',
      'remote-member/dist/page-assets.json',
      'remote-games/src/features/game-list/components/game-list-drawing.tsx',
      'remote-games/src/locales/EN.json',
      'remote-games/node_modules/i18next',
      'remote-games/dist/page-assets.json',
    ];
    for (const file of read)
      expect({ file, copied: copied.some((dir) => file === dir || file.startsWith(`${dir}/`)) }).toEqual({
        file,
        copied: true,
      });
  });
});
