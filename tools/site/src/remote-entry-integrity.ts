import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Remote, SiteConfig } from './site-config';

/**
 * The SHA-384 integrity of the remoteEntry.js of each remote this site serves from its build (issue 26
 * finding 17): the seeded merchants' manifests carry it, so the shell refuses any other file at that URL.
 * A remote without a build here (served by its dev server, whose file changes with every edit) has none.
 */
export function builtEntryIntegrity(
  config: SiteConfig,
  served: readonly Remote[],
): Partial<Record<Remote, string>> {
  const integrity: Partial<Record<Remote, string>> = {};
  for (const name of served) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(config.rootDir, `remote-${name}/dist/remoteEntry.js`));
    } catch {
      continue; // not built: its origin answers 404 and its area says so
    }
    integrity[name] = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
  }
  return integrity;
}
