import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expandBraces, missingPaths } from './repository-paths.cjs';

let root: string;
let packageDir: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-paths-'));
  packageDir = path.join(root, 'platform-api');
  fs.mkdirSync(path.join(packageDir, 'src/accounts'), { recursive: true });
  fs.writeFileSync(path.join(packageDir, 'src/accounts/login.ts'), '');
  fs.writeFileSync(path.join(packageDir, 'src/accounts/register.ts'), '');
  fs.writeFileSync(path.join(root, 'docker-compose.yml'), '');
  fs.mkdirSync(path.join(root, 'tools/docs/src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'tools/docs/src/check.cjs'), '');
  fs.mkdirSync(path.join(root, 'docs'));
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('missingPaths', () => {
  it('accepts a file and a folder that exist, from the repository root', () => {
    expect(missingPaths('platform-api/src/accounts/login.ts', root, root)).toEqual([]);
    expect(missingPaths('platform-api/src/accounts/', root, root)).toEqual([]);
  });

  it('names a moved file (the stale path the README had)', () => {
    expect(missingPaths('platform-api/src/api/login.ts', root, root)).toEqual([
      'platform-api/src/api/login.ts',
    ]);
  });

  it('checks every choice of a brace list and keeps the ones that are missing', () => {
    expect(missingPaths('platform-api/src/accounts/{login,register}.ts', root, root)).toEqual([]);
    expect(missingPaths('platform-api/src/accounts/{login,logout}.ts', root, root)).toEqual([
      'platform-api/src/accounts/logout.ts',
    ]);
  });

  it('reads a wildcard as "at least one match"', () => {
    expect(missingPaths('platform-api/src/accounts/*.ts', root, root)).toEqual([]);
    expect(missingPaths('platform-api/src/accounts/*.sql', root, root)).toEqual([
      'platform-api/src/accounts/*.sql',
    ]);
  });

  it("reads a package README's own paths from its folder", () => {
    expect(missingPaths('src/accounts/login.ts', root, packageDir)).toEqual([]);
    expect(missingPaths('src/accounts/gone.ts', root, packageDir)).toEqual(['src/accounts/gone.ts']);
  });

  it('accepts a path found from either folder when its first segment is in both', () => {
    const toolsDir = path.join(root, 'tools');
    expect(missingPaths('docs/src/check.cjs', root, toolsDir)).toEqual([]);
    expect(missingPaths('docs/src/gone.cjs', root, toolsDir)).toEqual(['docs/src/gone.cjs']);
  });

  it('says a folder is missing when a file of that name is there instead', () => {
    expect(missingPaths('docker-compose.yml/', root, root)).toEqual(['docker-compose.yml/']);
  });

  it('leaves alone what is not a repository path', () => {
    for (const value of [
      '/m/home',
      '@mobile/react-kit/testing',
      '../db/schema',
      'text/html',
      'platform-api/src/db/schema/<area>.ts',
      'pnpm operator remote --merchant demo',
      'platform-api/.data/platform.sqlite',
      'README.md',
    ]) {
      expect(missingPaths(value, root, root)).toEqual([]);
    }
  });
});

describe('expandBraces', () => {
  it('expands each list in turn', () => {
    expect(expandBraces('a/{b,c}/{d,e}.ts')).toEqual(['a/b/d.ts', 'a/b/e.ts', 'a/c/d.ts', 'a/c/e.ts']);
    expect(expandBraces('a/b.ts')).toEqual(['a/b.ts']);
  });
});
