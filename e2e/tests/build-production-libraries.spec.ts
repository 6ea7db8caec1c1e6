import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';

/**
 * The shell's production bundle holds the production builds of its libraries: React's, and React Router's,
 * whose package exports name only its development build (dev warnings on, remix-run/react-router#14102);
 * the build takes the production one by alias (decision 0821). Read from the build's own source maps (the
 * private ones, never served): the modules each chunk was made of.
 */
const PRIVATE = path.resolve(__dirname, '../../shell/build-private');

function bundledSources(): string[] {
  const maps = fs.readdirSync(PRIVATE).filter((file) => file.endsWith('.js.map'));
  return maps.flatMap(
    (file) =>
      (JSON.parse(fs.readFileSync(path.join(PRIVATE, file), 'utf8')) as { sources: string[] }).sources,
  );
}

test("the shell's bundle holds React's and React Router's production builds, not their development ones", () => {
  const sources = bundledSources();
  const routers = sources.filter((source) => source.includes('/react-router/dist/'));
  expect(routers.length, 'React Router is in the bundle').toBeGreaterThan(0);
  expect(routers.filter((source) => !source.includes('/react-router/dist/production/'))).toEqual([]);
  expect(sources.some((source) => source.includes('react-dom-client.production'))).toBe(true);
  expect(sources.filter((source) => /react(-dom)?[^/]*\.development\.js$/.test(source))).toEqual([]);
});
