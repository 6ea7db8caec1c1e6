import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';

/**
 * What the production build writes, read from its files and its own source maps (the private ones, never
 * served: the modules each chunk was made of):
 *  - the production builds of the shell's libraries: React's, and React Router's, whose package exports
 *    name only its development build (dev warnings on, remix-run/react-router#14102), taken by alias (0821);
 *  - V8's compile hint on the scripts whose functions run as they load (0831).
 */
const PRIVATE = path.resolve(__dirname, '../../shell/build-private');

/** Each of the shell's scripts (by its map's name) with the modules it was made of; read once. */
let shellMaps: { file: string; sources: string[] }[] | null = null;
function mapsOfShell(): { file: string; sources: string[] }[] {
  shellMaps ??= fs
    .readdirSync(PRIVATE)
    .filter((file) => file.endsWith('.js.map'))
    .map((file) => ({
      file,
      sources: (JSON.parse(fs.readFileSync(path.join(PRIVATE, file), 'utf8')) as { sources: string[] })
        .sources,
    }));
  return shellMaps;
}

const ROOT = path.resolve(__dirname, '../..');
const HINT = '//# allFunctionsCalledOnLoad\n';

/** The built scripts of a package (its dist/), each with whether it starts with the compile hint. */
function scriptsOf(pkg: string): { file: string; hinted: boolean }[] {
  const dist = path.join(ROOT, pkg, 'dist');
  return fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, hinted: fs.readFileSync(path.join(dist, file), 'utf8').startsWith(HINT) }));
}

/** The script of the shell's chunk that holds a module whose path includes `part`, from its source map. */
function shellChunkWith(part: string): string {
  const map = mapsOfShell().find(({ sources }) => sources.some((source) => source.includes(part)));
  if (!map) throw new Error(`no chunk of the shell holds ${part}`);
  return map.file.replace(/\.map$/, '');
}

test("the scripts whose functions run as they load carry V8's compile hint on their first line, no other", () => {
  // Decision 0831: React DOM, React Router and the shell's start; each remote's exposed pages and widgets.
  const shell = scriptsOf('shell');
  const hinted = shell.filter((script) => script.hinted).map((script) => script.file);
  expect(hinted).toEqual(
    expect.arrayContaining([
      shellChunkWith('react-dom-client.production'),
      shellChunkWith('/react-router/dist/production/'),
      expect.stringMatching(/^bootstrap\.[0-9a-f]+\.js$/),
    ]),
  );
  for (const unhinted of [/^main\.[0-9a-f]+\.js$/, /^i18n-EN-json\./, /^field-beacon\./])
    expect(hinted.filter((file) => unhinted.test(file))).toEqual([]);
  for (const remote of ['remote-games', 'remote-member', 'remote-wallet', 'remote-agent']) {
    const scripts = scriptsOf(remote);
    const exposed = scripts.filter((script) => script.file.startsWith('__federation_expose_'));
    expect(exposed.length, `${remote} exposes pages`).toBeGreaterThan(0);
    expect(exposed.filter((script) => !script.hinted).map((script) => script.file)).toEqual([]);
    expect(scripts.find((script) => script.file === 'remoteEntry.js')?.hinted).toBe(false);
  }
});

test("the shell's bundle holds React's and React Router's production builds, not their development ones", () => {
  const sources = mapsOfShell().flatMap((map) => map.sources);
  const routers = sources.filter((source) => source.includes('/react-router/dist/'));
  expect(routers.length, 'React Router is in the bundle').toBeGreaterThan(0);
  expect(routers.filter((source) => !source.includes('/react-router/dist/production/'))).toEqual([]);
  expect(sources.some((source) => source.includes('react-dom-client.production'))).toBe(true);
  expect(sources.filter((source) => /react(-dom)?[^/]*\.development\.js$/.test(source))).toEqual([]);
});
