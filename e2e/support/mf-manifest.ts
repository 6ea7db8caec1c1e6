import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_PORTS, SITE } from './site';

const ROOT = path.resolve(__dirname, '../..');

type Kind = 'js' | 'css';
interface MfManifest {
  shared: { name: string; assets: Record<Kind, { sync: string[]; async: string[] }> }[];
}

/** Each deployable of the site: its build folder and the origin (and path) its files are served from. */
export const DEPLOYABLES: Record<string, { dir: string; origin: string }> = {
  shell: { dir: 'shell', origin: `${SITE.origin}/m/` },
  ...Object.fromEntries(
    Object.entries(REMOTE_PORTS).map(([name, port]) => [
      name,
      { dir: `remote-${name}`, origin: `http://127.0.0.1:${port}/` },
    ]),
  ),
};

export interface SharedFile {
  /** Shared package, e.g. react-dom/client. */
  name: string;
  /** Deployable whose copy this file is. */
  from: string;
}

/** URL -> shared package, for the files listed under `shared` in every dist/mf-manifest.json. */
export function sharedFiles(): Map<string, SharedFile> {
  const files = new Map<string, SharedFile>();
  for (const [from, { dir, origin }] of Object.entries(DEPLOYABLES)) {
    const file = path.join(ROOT, dir, 'dist/mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as MfManifest;
    for (const shared of manifest.shared) {
      for (const kind of ['js', 'css'] as const) {
        const { sync, async } = shared.assets[kind];
        for (const name of [...sync, ...async]) files.set(origin + name, { name: shared.name, from });
      }
    }
  }
  return files;
}
