import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '../manifest';
import { HOME_TYPE_PATHS, ROUTES } from '../routes';

/**
 * A page is declared in one record; this test fails when a step of the declaration is missing: the
 * owning remote's webpack config does not expose the record's module, or a language has no title.
 */
const ROOT = join(__dirname, '..', '..', '..');
const LOCALES = join(ROOT, 'shell', 'src', 'i18n', 'locales');

const exposedBy = (owner: string): string =>
  readFileSync(join(ROOT, `remote-${owner}`, 'webpack.config.cjs'), 'utf8');

function lookUp(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalogue,
    );
}

describe('page records', () => {
  it('has one record per path, none of them a home-type path', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^\/m\/[A-Za-z]/);
      expect(HOME_TYPE_PATHS).not.toContain(path);
    }
  });

  it.each(ROUTES.map((r) => [r.path, r] as const))('%s: its owner exposes its module', (_path, record) => {
    expect(REMOTE_NAMES).toContain(record.owner);
    expect(exposedBy(record.owner)).toContain(`'${record.expose}':`);
  });

  const languages = readdirSync(LOCALES).filter((file) => file.endsWith('.json'));
  it('knows the six languages', () =>
    expect(languages.sort()).toEqual(['CN.json', 'EN.json', 'JA.json', 'TH.json', 'TY.json', 'VI.json']));

  it.each(languages)('%s has a title for every page', (file) => {
    const catalogue: unknown = JSON.parse(readFileSync(join(LOCALES, file), 'utf8'));
    const missing = ROUTES.filter((r) => typeof lookUp(catalogue, r.titleKey) !== 'string').map(
      (r) => r.path,
    );
    expect(missing).toEqual([]);
  });
});
