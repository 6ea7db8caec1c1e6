import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MerchantManifest } from '@mobile/shared-contracts';
import { expectNoAxeViolations } from '../support/axe';
import { expectHome, remoteArea } from '../support/frame';
import { manifest, operator } from '../support/operator';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * A team's dev server (`pnpm dev --remote games` does the same inside the local site): the games remote
 * compiled in development mode by webpack-dev-server on a port of its own, the demo manifest pointed at
 * it, and a hot update reaching the shell's page without a reload. The edited file is a marker module
 * outside the sources (DEV_HOT_PROBE), so the repository is never touched.
 */
const DEV_PORT = SITE.remoteBasePort + 89;
const DEV_ORIGIN = `http://127.0.0.1:${DEV_PORT}`;
const SITE_DIR = path.resolve(__dirname, '../../tools/site');
const probeSource = (version: string) =>
  `document.documentElement.setAttribute('data-dev-probe', '${version}');\nif (module.hot) module.hot.accept();\n`;

let server: ChildProcess;
let workDir: string;
let probe: string;
let before: MerchantManifest;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  workDir = mkdtempSync(path.join(tmpdir(), 'dev-probe-'));
  probe = path.join(workDir, 'probe.js');
  writeFileSync(probe, probeSource('v1'));
  server = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/dev/serve-remote.ts', '--remote', 'games', '--port', String(DEV_PORT)],
    { cwd: SITE_DIR, env: { ...process.env, DEV_HOT_PROBE: probe }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  // The first development build takes a while on a busy machine: wait for the server to say it serves.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev server not ready in 180 s:\n${output}`)), 180_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // Requests wait for the first build inside the server: listening is enough.
      if (output.includes(`ready ${DEV_ORIGIN}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => reject(new Error(`dev server exited (${code}):\n${output}`)));
  });
  before = await manifest('demo');
  await operator(
    'remote',
    '--merchant',
    'demo',
    '--name',
    'games',
    '--url',
    `${DEV_ORIGIN}/remoteEntry.js`,
    // A dev server's entry changes with every edit: no integrity (allowed on this machine only).
    '--integrity',
    'none',
    '--version',
    '0.0.0-dev',
  );
});

test.afterAll(async () => {
  if (before) {
    const { entry, version } = before.remotes.games;
    await operator('remote', '--merchant', 'demo', '--name', 'games', '--url', entry, '--version', version);
  }
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

// Tagged: `npm test` runs it as a stage of its own ("dev server"), so its time shows apart.
test('the games dev server serves remoteEntry.js and its hot update reaches the page without a reload', {
  tag: '@dev-server',
}, async ({ page, request }) => {
  const entry = await request.get(`${DEV_ORIGIN}/remoteEntry.js`);
  expect(entry.status()).toBe(200);
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  expect(await entry.text()).toContain('remote_games');

  const fromDevServer = page.waitForRequest(`${DEV_ORIGIN}/remoteEntry.js`);
  await page.goto('/m/home');
  await fromDevServer;
  await expectHome(page);
  await expect(remoteArea(page, 'games').getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-dev-probe', 'v1');
  await expectNoAxeViolations(page, { exclude: ['.social-links'] });

  // A value only this page life holds: a reload would lose it.
  await page.evaluate(() => {
    (window as Window & { devProbeLife?: string }).devProbeLife = 'same page';
  });
  writeFileSync(probe, probeSource('v2'));
  await expect(page.locator('html')).toHaveAttribute('data-dev-probe', 'v2', { timeout: 90_000 });
  expect(await page.evaluate(() => (window as Window & { devProbeLife?: string }).devProbeLife)).toBe(
    'same page',
  );
  await expect(remoteArea(page, 'games').getByRole('listitem').first()).toBeVisible();
});
