import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { LocalClient } from './provider';

export interface SpawnedProvider {
  issuer: string;
  stop: () => Promise<void>;
}

/**
 * Runs the provider as its own process (it is ESM and needs tsx; jest and Playwright load neither) and
 * resolves with its issuer. `packageDir`: this package's folder, as the caller resolves it.
 */
export function spawnLocalProvider(
  packageDir: string,
  clients: LocalClient[],
  port = 0,
): Promise<SpawnedProvider> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join('src', 'cli.ts')], {
    cwd: packageDir,
    env: {
      ...process.env,
      OIDC_PROVIDER_PORT: String(port),
      OIDC_PROVIDER_CLIENTS: JSON.stringify(clients),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`OpenID provider exited (${code}): ${err.slice(0, 500)}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ issuer: (JSON.parse(line) as { issuer: string }).issuer, stop });
    });
  });
}
