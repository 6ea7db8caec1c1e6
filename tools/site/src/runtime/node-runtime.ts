import { readFileSync } from 'node:fs';
import { repoPath } from '../deploy/deploy-files';

/**
 * The Node the project runs on is named once: `NODE_VERSION` in scripts/ensure-node.sh, which `npm start`
 * and `npm test` source to install it when the machine's Node is older. Everything else that names a Node
 * (engines, @types/node, the Dockerfiles' base images) is checked against it.
 */
export function pinnedNodeVersion(): string {
  const script = readFileSync(repoPath('scripts/ensure-node.sh'), 'utf8');
  const version = /^NODE_VERSION=(\d+\.\d+\.\d+)$/m.exec(script)?.[1];
  if (!version) throw new Error('scripts/ensure-node.sh names no NODE_VERSION=<major.minor.patch>');
  return version;
}

/** The major of a version ('24.21.0' or 'v24.21.0' -> 24). */
export function majorOf(version: string): number {
  return Number(version.replace(/^v/, '').split('.')[0]);
}

/** The major.minor of a version ('24.21.0' -> '24.21'), as the Dockerfiles' `node:` tags pin it. */
export function minorLineOf(version: string): string {
  return version.replace(/^v/, '').split('.').slice(0, 2).join('.');
}
