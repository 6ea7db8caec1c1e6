import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /^import\s[^'"]*?['"]([^'"]+)['"]/gm;

/**
 * Tests only: every module `file` reaches through relative imports inside the repository, and every package
 * it asks for, so a server-drawn frame's tests can hold it to pure views (no bus, query, router, i18n or CSS).
 */
export function reachedModules(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return { seen, packages };
  seen.add(file);
  for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (!spec) continue;
    if (!spec.startsWith('.')) {
      packages.add(spec);
      continue;
    }
    const base = path.resolve(path.dirname(file), spec);
    const found = ['.tsx', '.ts', ''].map((ext) => base + ext).find((f) => fs.existsSync(f));
    if (found) reachedModules(found, seen, packages);
    else packages.add(spec);
  }
  return { seen, packages };
}
