import { readFileSync } from 'node:fs';
import { repoPath } from '../deploy/deploy-files';
import { majorOf, minorLineOf, pinnedNodeVersion } from './node-runtime';

const rootPackage = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const pinned = pinnedNodeVersion();

describe('the Node the project runs on (decision 0271)', () => {
  it('runs this test run on the pinned Node LTS major or newer (npm test sources scripts/ensure-node.sh)', () => {
    // On an older Node: `. scripts/ensure-node.sh` in the shell installs and selects the pinned one.
    expect({ node: process.versions.node, major: majorOf(process.versions.node) >= majorOf(pinned) }).toEqual(
      {
        node: process.versions.node,
        major: true,
      },
    );
  });

  it('pins an exact version of an LTS line (even major)', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(majorOf(pinned) % 2).toBe(0);
    expect(majorOf(pinned)).toBeGreaterThanOrEqual(24);
  });

  it('says the same major in engines and in @types/node', () => {
    expect(rootPackage.engines.node).toBe(`>=${majorOf(pinned)}`);
    expect(majorOf(rootPackage.devDependencies['@types/node']?.replace(/^\D+/, '') ?? '')).toBe(
      majorOf(pinned),
    );
  });

  it('reads the version parts', () => {
    expect(majorOf('v24.21.0')).toBe(24);
    expect(minorLineOf('24.21.0')).toBe('24.21');
  });
});
