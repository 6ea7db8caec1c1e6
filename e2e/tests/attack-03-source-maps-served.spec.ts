import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@mobile/shared-contracts';
import { NGINX, type RunningNginx, startNginx } from '../support/nginx';
import { REMOTE_PORTS, SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Issue 26, finding 3: production builds served source maps with the full sources (`/m/main.*.js.map`, every
 * remote's `*.js.map`) and the build stats (`mf-manifest-stats.json`). Neither the local site (gateway and
 * remote servers) nor the production nginx configs may send one; the built scripts name no map either.
 */
const ROOT = path.resolve(__dirname, '../..');
const REMOTES: RemoteName[] = ['games', 'member', 'wallet', 'agent'];
const PRIVATE = /(\.map|^mf-manifest-stats\.json)$/;

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile());
}

/** The maps and stats the build wrote, wherever it put them (build-private/ now, dist/ before the fix). */
function privateFilesOf(pkg: string): string[] {
  const files = ['dist', 'build-private'].flatMap((folder) => listFiles(path.join(ROOT, pkg, folder)));
  return [...new Set(files.filter((file) => PRIVATE.test(path.basename(file))))].sort();
}

const packages = [
  { pkg: 'shell', origins: () => [`${SITE.origin}/m/`, `${NGINX.origin}/m/`] },
  ...REMOTES.map((name) => ({
    pkg: `remote-${name}`,
    origins: () => [`http://127.0.0.1:${REMOTE_PORTS[name]}/`, `${NGINX.remoteOrigin(name)}/`],
  })),
];

let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx();
});
test.afterAll(async () => {
  await nginx?.stop();
});

for (const { pkg, origins } of packages) {
  test(`${pkg}: no source map or build stats is served, by the site or by nginx`, async ({ request }) => {
    const files = privateFilesOf(pkg);
    expect(
      files.some((file) => file.endsWith('.js.map')),
      `${pkg} was built with source maps`,
    ).toBe(true);
    expect(files, `${pkg} wrote its federation stats`).toContain('mf-manifest-stats.json');
    // The stats, the entry's map and a few chunk maps: every name is refused the same way.
    const asked = [...new Set([...files.slice(0, 4), ...files.slice(-4), 'mf-manifest-stats.json'])];
    for (const origin of origins()) {
      for (const file of asked) {
        const res = await request.get(`${origin}${file}`);
        const body = await res.text();
        // The gateway answers unknown /m/ paths with the shell's page (deep links); everything else 404s.
        expect({
          url: `${origin}${file}`,
          served: /"mappings"|"sourcesContent"|"metaData"/.test(body),
        }).toEqual({
          url: `${origin}${file}`,
          served: false,
        });
        const shellPage = (res.headers()['content-type'] ?? '').startsWith('text/html');
        expect(res.status() === 404 || shellPage, `${origin}${file}: ${res.status()}`).toBe(true);
      }
    }
  });

  test(`${pkg}: the built scripts name no source map`, () => {
    const scripts = listFiles(path.join(ROOT, pkg, 'dist')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const naming = scripts.filter((file) =>
      fs.readFileSync(path.join(ROOT, pkg, 'dist', file), 'utf8').includes('sourceMappingURL='),
    );
    expect(naming).toEqual([]);
  });
}
