import { PAGE_KEYS, pathOf, ROUTES } from '@mobile/shared-contracts';

// The remotes' builds replace the contracts' `pathOf` module by a key-to-path table taken from the page
// records (tools/build/page-paths-loader.cjs): every key must give the path its record gives.
const loader = require('@mobile/build/page-paths-loader.cjs') as {
  pathTable(routes: typeof ROUTES): Record<string, string>;
  pagePathsModule(table: Record<string, string>, source: string): string;
};

/** The generated module's `pathOf`, run as the browser would run it. */
function generatedPathOf(): (key: string) => string {
  const code = loader.pagePathsModule(loader.pathTable(ROUTES), 'page-paths.ts');
  return new Function(`${code.replace('export function pathOf', 'function pathOf')}\nreturn pathOf;`)();
}

describe("the remotes' page paths", () => {
  it('give every page key the path of its record, and nothing of the records besides', () => {
    const table = loader.pathTable(ROUTES);
    expect(Object.keys(table).sort()).toEqual([...PAGE_KEYS].sort());
    const built = generatedPathOf();
    for (const key of PAGE_KEYS) expect(built(key)).toBe(pathOf(key));
    const code = loader.pagePathsModule(table, 'page-paths.ts');
    expect(code).not.toContain('titleKey');
    expect(code).not.toContain('access');
  });

  it('refuse a key without a record, as pathOf does', () => {
    expect(() => generatedPathOf()('noSuchPage')).toThrow("No page record for 'noSuchPage'");
  });
});
