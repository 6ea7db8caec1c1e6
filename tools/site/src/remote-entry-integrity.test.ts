import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtEntryIntegrity } from './remote-entry-integrity';
import { defaultConfig } from './site-config';

describe('builtEntryIntegrity', () => {
  let rootDir: string;
  beforeAll(() => {
    rootDir = mkdtempSync(path.join(tmpdir(), 'entry-integrity-'));
    for (const name of ['games', 'member']) {
      mkdirSync(path.join(rootDir, `remote-${name}/dist`), { recursive: true });
      writeFileSync(path.join(rootDir, `remote-${name}/dist/remoteEntry.js`), `var remote_${name};`);
    }
  });
  afterAll(() => rmSync(rootDir, { recursive: true, force: true }));

  it('gives each served remote the SHA-384 of its built remoteEntry.js, none to the others', () => {
    const integrity = builtEntryIntegrity(defaultConfig({ rootDir }), ['games', 'wallet']);
    const expected = `sha384-${createHash('sha384').update('var remote_games;').digest('base64')}`;
    // wallet is served but not built; member is built but served by its dev server.
    expect(integrity).toEqual({ games: expected });
  });
});
