/**
 * @jest-environment node
 */
import { type LintFixtures, lintFixtures } from './testing/lint-fixtures';

/**
 * The repository's lint (biome.json's plugin tools/lint/query-keys.grit, `pnpm lint`) refuses a hand-written
 * TanStack Query key in the shell, the remotes and the shared packages: keys come from the endpoint table
 * (query-keys.ts), so one call is one cache entry. Lints fixture files laid out like the repository in a
 * temporary directory, with the repository's own Biome configuration and plugin.
 */
let fixtures: LintFixtures;
const lint = (files: Record<string, string>) => fixtures.lint(files);

beforeAll(() => {
  fixtures = lintFixtures('query-keys-lint-');
});
afterAll(() => fixtures.remove());

const head = "import { useQuery, useQueryClient } from '@tanstack/react-query';\n";
const MESSAGE = 'A query key is made from the endpoint';

describe('query keys (lint)', () => {
  it.each([
    ['remote-member/src/features/a/use-a.ts', "useQuery({ queryKey: ['register-settings'], queryFn: f })"],
    ['remote-agent/src/features/b/use-b.ts', "useQuery({ queryKey: ['registerSettings'], queryFn: f })"],
    ['shell/src/c.ts', 'useQuery({ queryKey: KEY, queryFn: f })'],
    ['remote-wallet/src/d.ts', "useQueryClient().invalidateQueries({ queryKey: ['wallet'] })"],
    ['remote-games/src/e.ts', "useQueryClient().setQueryData(['favouriteIds', 1], [])"],
    ['react-kit/src/f.ts', "useQuery({ queryKey: on ? queryKeyOf('status', {}) : ['status'], queryFn: f })"],
  ])('fails %s with %s', (file, code) => {
    const { code: status, out } = lint({ [file]: `${head}export const use = (f, on) => ${code};\n` });
    expect(status).not.toBe(0);
    expect(out).toContain('plugin');
    expect(out).toContain(MESSAGE);
  });

  it('lets keys made from the endpoint table through', () => {
    const { code, out } = lint({
      'remote-member/src/ok.ts': `${head}import { apiQuery, endpointKeyOf, invalidateCalls, pagesKeyOf, queryKeyOf } from '@mobile/shared-contracts';
export const a = (api, on) => useQuery({ ...apiQuery(api, 'registerSettings', {}), staleTime: 1 });
export const b = (f) => useQuery({ queryKey: queryKeyOf('memberInfo', {}, { member: 1 }), queryFn: f });
export const c = (f, on) => useQuery({ queryKey: on ? pagesKeyOf('depositOrders', {}, { member: 1 }) : queryKeyOf('status', {}), queryFn: f });
export const d = () => useQueryClient().setQueriesData({ queryKey: endpointKeyOf('favouriteList') }, (x) => x);
export const e = () => invalidateCalls(useQueryClient(), 'memberInfo');
`,
    });
    expect(out).not.toContain(MESSAGE);
    expect(code).toBe(0);
  });
});
