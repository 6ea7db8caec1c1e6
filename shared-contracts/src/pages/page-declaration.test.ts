import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '../manifest';
import { HOME_TYPE_PATHS, ROUTES } from '../routes';
import { AGENT_MENU_ICONS, MEMBER_CENTRE_ICONS, SHELL_MENU_ICONS } from './menu-icons';
import { PAGE_KEYS } from './page-key';
import { MENU_ENTRIES, type MenuEntry } from './page-menus';
import { pathOf } from './page-paths';
import type { PageRecord } from './page-record';

/**
 * A page is declared in one record; this test fails when a step of the declaration is missing: the
 * owning remote's webpack config does not expose the record's module, or a language has no title.
 */
const ROOT = join(__dirname, '..', '..', '..');
const LOCALES = join(ROOT, 'shell', 'src', 'i18n', 'locales');
const MEMBER_LOCALES = join(ROOT, 'remote-member', 'src', 'locales');
const SHELL_ICONS = join(ROOT, 'shell', 'src', 'ui', 'icon.tsx');
const AGENT_LOCALES = join(ROOT, 'remote-agent', 'src', 'locales');
const MEMBER_ICONS = join(
  ROOT,
  'remote-member',
  'src',
  'features',
  'member-centre',
  'components',
  'entry-icon.tsx',
);
const AGENT_ICONS = join(ROOT, 'remote-agent', 'src', 'features', 'agent-home', 'components', 'icon.tsx');

/** The icons each menu may name (its drawing package's list); the security centre draws none. */
const ICONS: Record<MenuEntry['menu'], readonly string[] | null> = {
  tab: SHELL_MENU_ICONS,
  drawer: SHELL_MENU_ICONS,
  service: SHELL_MENU_ICONS,
  memberCentre: MEMBER_CENTRE_ICONS,
  securityCentre: null,
  agentMenu: AGENT_MENU_ICONS,
  agentFooter: AGENT_MENU_ICONS,
};

/** What is wrong with menu entries: a page key without a record, an icon its menu does not know. */
function menuProblems(entries: readonly MenuEntry[]): string[] {
  const keys = new Set<string>(ROUTES.map((record) => record.key));
  return entries.flatMap((entry) => {
    const icon = 'icon' in entry ? entry.icon : null;
    const icons = ICONS[entry.menu];
    return [
      ...(entry.page !== null && entry.page !== 'home' && !keys.has(entry.page)
        ? [`${entry.menu}: no page '${entry.page}'`]
        : []),
      ...(icons === null || (icon !== null && icons.includes(icon))
        ? []
        : [`${entry.menu}: no icon '${icon}'`]),
    ];
  });
}

/** The catalogues (directory) a menu entry's label is read from, and its key there. */
function labelOf(entry: MenuEntry): [string, string] {
  switch (entry.menu) {
    case 'tab':
    case 'drawer':
    case 'service':
      return [LOCALES, entry.labelKey];
    case 'memberCentre':
      return [MEMBER_LOCALES, `memberCentre.entry.${entry.icon}`];
    case 'securityCentre':
      return [MEMBER_LOCALES, `security.item.${entry.id}`];
    case 'agentMenu':
      return [AGENT_LOCALES, `menu.${entry.id}`];
    case 'agentFooter':
      return [AGENT_LOCALES, `footer.${entry.id}`];
  }
}

/** The entries whose label is missing in one language's catalogues. */
function missingLabels(entries: readonly MenuEntry[], language: string): string[] {
  return entries
    .filter((entry) => {
      const [dir, key] = labelOf(entry);
      const catalogue: unknown = JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8'));
      return typeof lookUp(catalogue, key) !== 'string';
    })
    .map((entry) => `${entry.menu}: ${labelOf(entry)[1]}`);
}

/** The records whose title key one language's shell catalogue lacks. */
function missingTitles(records: readonly PageRecord[], file: string): string[] {
  const catalogue: unknown = JSON.parse(readFileSync(join(LOCALES, file), 'utf8'));
  return records.filter((r) => typeof lookUp(catalogue, r.titleKey) !== 'string').map((r) => r.path);
}

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
    expect(missingTitles(ROUTES, file)).toEqual([]);
  });

  it('fails a record whose title a language lacks', () => {
    const broken = [{ ...ROUTES[0], path: '/m/noSuchPage', titleKey: 'title.noSuchPage' }] as PageRecord[];
    expect(missingTitles(broken, 'JA.json')).toEqual(['/m/noSuchPage']);
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
      { menu: 'agentMenu', id: 'teamPnl', page: 'teamPnl', icon: 'bag', shown: 'always' },
      { menu: 'tab', id: 'home', page: 'home', labelKey: 'tab.home', icon: 'home' },
    ] as unknown as MenuEntry[];
    expect(menuProblems(broken)).toEqual([
      "drawer: no page 'noSuchPage'",
      "memberCentre: no icon 'noSuchIcon'",
      "agentMenu: no icon 'bag'",
    ]);
  });

  it.each([
    [SHELL_ICONS, SHELL_MENU_ICONS],
    [MEMBER_ICONS, MEMBER_CENTRE_ICONS],
    [AGENT_ICONS, AGENT_MENU_ICONS],
  ])('%s draws every icon its menus may name', (file, icons) => {
    const source = readFileSync(file, 'utf8');
    expect(icons.filter((icon) => !new RegExp(`\\n\\s+${icon}:`).test(source))).toEqual([]);
  });

  it('lists a page once per menu', () => {
    const seen = MENU_ENTRIES.map((entry) => `${entry.menu} ${'id' in entry ? entry.id : entry.page}`);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it.each(['CN', 'EN', 'JA', 'TH', 'TY', 'VI'])('%s has the label of every menu entry', (language) => {
    expect(missingLabels(MENU_ENTRIES, language)).toEqual([]);
  });

  it('fails an entry whose label a language lacks', () => {
    const broken = [
      { menu: 'service', id: 'feedback', page: 'feedback', labelKey: 'service.noSuchLabel', icon: 'edit' },
      { menu: 'agentFooter', id: 'noSuchLink', page: 'home', icon: 'home' },
    ] as unknown as MenuEntry[];
    expect(missingLabels(broken, 'TH')).toEqual([
      'service: service.noSuchLabel',
      'agentFooter: footer.noSuchLink',
    ]);
  });
});
