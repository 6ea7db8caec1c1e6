import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Production never imports src/demo: walking every static (value) import from the production entry points
 * reaches no file of this folder, and the only file outside it that names the folder is the door that the
 * demo profile alone opens (config/demo-module.ts, by dynamic import).
 */
const SRC = path.resolve(__dirname, '..');
const DEMO = path.join(SRC, 'demo');
const DOOR = path.join(SRC, 'config/demo-module.ts');
const ENTRY_POINTS = ['main.ts', 'app.ts', 'cli/operator.ts', 'cli/migrate.ts'].map((f) => path.join(SRC, f));

function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(SRC, from)}: cannot resolve ${specifier}`);
}

/** Value imports and re-exports written as statements (type-only ones are erased from the build). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    const typeOnly =
      (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(statement) && statement.isTypeOnly);
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined;
    if (!typeOnly && specifier && ts.isStringLiteral(specifier)) {
      const resolved = resolveLocal(file, specifier.text);
      if (resolved) found.push(resolved);
    }
  }
  return found;
}

function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === DEMO || entry.name === 'test' ? [] : sourcesUnder(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.includes('test-kit')
      ? [full]
      : [];
  });
}

describe('src/demo is out of the production code path', () => {
  it('is reached by no static import from the production entry points', () => {
    const files = reachable(ENTRY_POINTS);
    expect(files.size).toBeGreaterThan(100);
    expect(files.has(DOOR)).toBe(true);
    expect(
      [...files].filter((f) => f.startsWith(`${DEMO}${path.sep}`)).map((f) => path.relative(SRC, f)),
    ).toEqual([]);
  });

  it('is named, in any form of import, by the door alone', () => {
    const naming = sourcesUnder(SRC).filter((file) =>
      ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles.some(({ fileName }) => {
        const resolved = fileName.startsWith('.') ? path.resolve(path.dirname(file), fileName) : '';
        return resolved === DEMO || resolved.startsWith(`${DEMO}${path.sep}`);
      }),
    );
    expect(naming.map((f) => path.relative(SRC, f))).toEqual(['config/demo-module.ts']);
  });

  it('is opened only for the demo profile', async () => {
    const { loadDemo } = await import('../config/demo-module');
    expect(await loadDemo('production')).toBeNull();
    expect(typeof (await loadDemo('demo'))?.registerDemoRoutes).toBe('function');
  });
});
