/**
 * Every page of every remote against its budget (README 'Size budgets per page'): each exposed parcel with
 * the split chunks it imports (`assets.js.sync` of the remote's mf-manifest.json), gzip, ≤ 24 KB; each
 * remoteEntry.js ≤ 10 KB. Reads the built dist folders; prints one table and 'OVER BUDGET' lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = path.resolve(__dirname, '../..');
const REMOTES = ['games', 'member', 'wallet', 'agent'];
const PAGE_KB = 24;
const ENTRY_KB = 10;

interface MfManifest {
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

function main() {
  const over: string[] = [];
  console.log(
    `\n${'remote'.padEnd(8)} ${'page (parcel with its chunks)'.padEnd(40)} ${'KB gzip'.padStart(8)}  budget`,
  );
  for (const remote of REMOTES) {
    const dist = path.join(ROOT, `remote-${remote}/dist`);
    const manifestFile = path.join(dist, 'mf-manifest.json');
    if (!fs.existsSync(manifestFile)) {
      console.log(`${remote.padEnd(8)} not built`);
      continue;
    }
    const entry = gzipKb(path.join(dist, 'remoteEntry.js'));
    console.log(
      `${remote.padEnd(8)} ${'remoteEntry.js'.padEnd(40)} ${entry.toFixed(1).padStart(8)}  ${ENTRY_KB}`,
    );
    if (entry > ENTRY_KB) over.push(`${remote} remoteEntry.js ${entry.toFixed(1)} KB > ${ENTRY_KB} KB`);
    const { exposes } = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as MfManifest;
    for (const expose of [...exposes].sort((a, b) => a.name.localeCompare(b.name))) {
      const kb = expose.assets.js.sync.reduce((sum, file) => sum + gzipKb(path.join(dist, file)), 0);
      console.log(`${remote.padEnd(8)} ${expose.name.padEnd(40)} ${kb.toFixed(1).padStart(8)}  ${PAGE_KB}`);
      if (kb > PAGE_KB) over.push(`${remote} ${expose.name} ${kb.toFixed(1)} KB > ${PAGE_KB} KB`);
    }
  }
  for (const line of over) console.log(`OVER BUDGET: ${line}`);
  if (over.length === 0) console.log('every page and remote entry within its budget');
}

main();
