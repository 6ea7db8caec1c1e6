import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '../manifest';
import { HOME_TYPE_PATHS, ROUTES } from '../routes';
import { PAGE_KEYS } from './page-key';
import { MEMBER_CENTRE_ICONS, MENU_ENTRIES, type MenuEntry, SHELL_MENU_ICONS } from './page-menus';
import { pathOf } from './page-paths';

/**
 * A page is declared in one record; this test fails when a step of the declaration is missing: the
 * owning remote's webpack config does not expose the record's module, or a language has no title.
 */
const ROOT = join(__dirname, '..', '..', '..');
const LOCALES = join(ROOT, 'shell', 'src', 'i18n', 'locales');
const MEMBER_LOCALES = join(ROOT, 'remote-member', 'src', 'locales');
const SHELL_ICONS = join(ROOT, 'shell', 'src', 'ui', 'icon.tsx');
const MEMBER_ICONS = join(
  ROOT,
  'remote-member',
  'src',
  'features',
  'member-centre',
  'components',
  'entry-icon.tsx',
);

/** What is wrong with menu entries: a page key without a record, an icon its menu does not know. */
function menuProblems(entries: readonly MenuEntry[]): string[] {
  const keys = new Set<string>(ROUTES.map((record) => record.key));
  const icons: Record<MenuEntry['menu'], readonly string[]> = {
    drawer: SHELL_MENU_ICONS,
    memberCentre: MEMBER_CENTRE_ICONS,
  };
  return entries.flatMap((entry) => [
    ...(entry.page !== null && !keys.has(entry.page) ? [`${entry.menu}: no page '${entry.page}'`] : []),
    ...(icons[entry.menu].includes(entry.icon) ? [] : [`${entry.menu}: no icon '${entry.icon}'`]),
  ]);
}

/** The catalogue key a menu entry's label is read from, and the catalogues (directory) it lives in. */
const labelOf = (entry: MenuEntry): [string, string] =>
  entry.menu === 'drawer' ? [LOCALES, entry.labelKey] : [MEMBER_LOCALES, `memberCentre.entry.${entry.icon}`];

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

  it('names every record by a key of PAGE_KEYS, each key by exactly one record', () => {
    const keys = ROUTES.map((record) => record.key);
    expect([...keys].sort()).toEqual([...PAGE_KEYS].sort());
    for (const key of PAGE_KEYS) expect(pathOf(key)).toMatch(/^\/m\//);
  });
});

describe('menus of the page records', () => {
  it('has no entry to an unknown page and no unknown icon', () => {
    expect(menuProblems(MENU_ENTRIES)).toEqual([]);
  });

  it('fails an entry to an unknown page and an unknown icon', () => {
    // Typed as data from outside the types would be: the check must hold without the compiler.
    const broken = [
      { menu: 'drawer', id: 'x', page: 'noSuchPage', labelKey: 'drawer.vip', icon: 'crown' },
      { menu: 'memberCentre', page: 'vip', icon: 'noSuchIcon' },
    ] as unknown as MenuEntry[];
    expect(menuProblems(broken)).toEqual([
      "drawer: no page 'noSuchPage'",
      "memberCentre: no icon 'noSuchIcon'",
    ]);
  });

  it.each([
    [SHELL_ICONS, SHELL_MENU_ICONS],
    [MEMBER_ICONS, MEMBER_CENTRE_ICONS],
  ])('%s draws every icon its menus may name', (file, icons) => {
    const source = readFileSync(file, 'utf8');
    expect(icons.filter((icon) => !new RegExp(`\\n\\s+${icon}:`).test(source))).toEqual([]);
  });

  it('lists a page once per menu', () => {
    const seen = MENU_ENTRIES.map(
      (entry) => `${entry.menu} ${entry.page ?? (entry.menu === 'drawer' ? entry.id : '')}`,
    );
    expect(new Set(seen).size).toBe(seen.length);
  });

  it.each(['CN', 'EN', 'JA', 'TH', 'TY', 'VI'])('%s has the label of every menu entry', (language) => {
    const missing = MENU_ENTRIES.filter((entry) => {
      const [dir, key] = labelOf(entry);
      const catalogue: unknown = JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8'));
      return typeof lookUp(catalogue, key) !== 'string';
    }).map((entry) => labelOf(entry)[1]);
    expect(missing).toEqual([]);
  });
});
