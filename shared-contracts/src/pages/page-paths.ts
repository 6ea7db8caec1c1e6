import { ROUTES } from '../routes';
import type { PageKey } from './page-key';

const PATH_BY_KEY: ReadonlyMap<string, string> = new Map(ROUTES.map((record) => [record.key, record.path]));

/** The path of a page record by its key: code links to a page by name, the path lives in its record only. */
export function pathOf(key: PageKey): string {
  const path = PATH_BY_KEY.get(key);
  // page-declaration.test.ts checks every key has its record; this guards a build that skipped the tests.
  if (path === undefined) throw new Error(`No page record for '${key}'`);
  return path;
}
