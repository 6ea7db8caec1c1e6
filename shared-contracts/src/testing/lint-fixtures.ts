import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Lints fixture files laid out like the repository in a temporary directory, with the repository's own
 * biome.json and lint plugins (tools/lint/): the tests of the lint rules use it. Node only, so it is not
 * exported by `@mobile/shared-contracts/testing`.
 */
const root = join(__dirname, '..', '..', '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

export interface LintFixtures {
  lint(files: Record<string, string>): { code: number | null; out: string };
  remove(): void;
}

export function lintFixtures(prefix: string): LintFixtures {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as {
    vcs?: { enabled: boolean };
    overrides?: { plugins?: string[] }[];
  };
  // The temporary directory is no git checkout; lint plugins stay where they are in the repository.
  config.vcs = { enabled: false };
  for (const override of config.overrides ?? []) {
    override.plugins = override.plugins?.map((plugin) => join(root, plugin));
  }
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  return {
    lint(files) {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      const run = spawnSync(biome, ['lint', '--max-diagnostics=50', ...Object.keys(files)], {
        cwd: dir,
        encoding: 'utf8',
      });
      return { code: run.status, out: `${run.stdout}${run.stderr}` };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
