/**
 * @jest-environment node
 */
import { type LintFixtures, lintFixtures } from './testing/lint-fixtures';

/**
 * The repository's lint (biome.json, `pnpm lint`) refuses an import of one remote (or the shell) from another:
 * they meet only through this package's mount contract and bus. Inside a remote, a feature
 * (`src/features/<name>/`) is reached only through its index.ts (plugin tools/lint/feature-boundaries.grit).
 * Lints fixture files laid out like the repository in a temporary directory, with the repository's own Biome
 * configuration and plugins.
 */
let fixtures: LintFixtures;
const lint = (files: Record<string, string>) => fixtures.lint(files);

beforeAll(() => {
  fixtures = lintFixtures('import-boundaries-');
});
afterAll(() => fixtures.remove());

const uses = (specifier: string) => `import { thing } from '${specifier}';\nexport const used = thing;\n`;

describe('import boundaries (lint)', () => {
  it.each([
    ['remote-games/src/features/a.ts', '@mobile/remote-member'],
    ['remote-wallet/src/features/b/c.ts', '@mobile/remote-agent/src/index'],
    ['remote-agent/src/d.ts', '../../remote-wallet/src/features/deposit/api'],
    ['remote-member/src/e.ts', '@mobile/shell'],
    ['shell/src/app/f.ts', '../../../remote-games/src/parcels/game-list-page'],
  ])('fails %s importing %s', (file, specifier) => {
    const { code, out } = lint({ [file]: uses(specifier) });
    expect(code).not.toBe(0);
    expect(out).toContain('lint/style/noRestrictedImports');
    expect(out).toContain('A remote never imports another remote');
  });

  it('lets a remote import the shared packages and its own files', () => {
    const { code, out } = lint({
      'remote-games/src/ok.ts': `${uses('@mobile/shared-contracts')}import { other } from '@mobile/react-kit';\nimport { own } from './features/own';\nexport const more = [other, own];\n`,
    });
    expect(out).not.toContain('noRestrictedImports');
    expect(code).toBe(0);
  });
});

const FEATURE_MESSAGE = 'A feature is used only through its index.ts';

describe('feature boundaries (lint)', () => {
  it.each([
    [
      'remote-games/src/features/category-page/components/a.tsx',
      uses('../../game-list/components/game-list-body'),
    ],
    ['remote-member/src/features/login/b.ts', uses('../auth-common/finish-login')],
    ['remote-wallet/src/parcels/c.tsx', uses('../features/deposit/components/deposit-page')],
    [
      'remote-agent/src/features/dividend/components/d.tsx',
      "import '../../team-reports/components/team.css';\n",
    ],
    [
      'remote-agent/src/features/dividend/e.ts',
      "import type { Filter } from '../team-reports/report-range';\nexport type F = Filter;\n",
    ],
    ['remote-member/src/features/inbox/f.ts', "export { Row } from '../message-list/expandable-row';\n"],
    [
      'remote-games/src/features/hot-games/g.ts',
      "export const load = () => import('../game-list/api/use-game-pages');\n",
    ],
    ['remote-member/src/test/h.ts', uses('../features/auth-common/components/tabs')],
    [
      'remote-games/src/features/launch/components/frame/i.tsx',
      uses('../../../lottery/api/use-lottery-list'),
    ],
    [
      'remote-wallet/src/features/deposit/components/a/b/j.tsx',
      uses('../../../../withdraw/api/get-withdraw-data'),
    ],
  ])("fails %s reaching past another feature's index", (file, text) => {
    const { code, out } = lint({ [file]: text });
    expect(code).not.toBe(0);
    expect(out).toContain('plugin');
    expect(out).toContain(FEATURE_MESSAGE);
  });

  it.each([
    ['remote-games/src/features/category-page/components/a.tsx', '../../game-list'],
    ['remote-member/src/features/login/b.ts', '../auth-common'],
    ['remote-wallet/src/parcels/c.tsx', '../features/deposit'],
    ['remote-agent/src/features/dividend/e.ts', '../team-reports/index'],
    ['remote-games/src/features/game-list/components/h.tsx', '../rules/list-rules'],
    ['remote-member/src/features/login/components/i.tsx', './login-form'],
    ['remote-wallet/src/features/deposit/components/j.tsx', '../../../common/money.css'],
    ['remote-games/src/features/launch/k.ts', '../../lib/use-idle-task'],
  ])('lets %s import %s (an index, its own feature, or code outside the features)', (file, specifier) => {
    const { code, out } = lint({
      [file]: specifier.endsWith('.css') ? `import '${specifier}';\n` : uses(specifier),
    });
    expect(out).not.toContain(FEATURE_MESSAGE);
    expect(code).toBe(0);
  });
});
