import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MerchantManifest, RemoteName } from '@mobile/shared-contracts';
import { SITE } from './site';

const run = promisify(execFile);
/**
 * The API reads SQLite's `data_version` at most every 100 ms (OTHER_WRITER_LAG_MS in platform-api's
 * db/change-stamp.ts): a commit of this other process is in every answer once that much has passed.
 */
const OTHER_WRITER_LAG_MS = 150;
const afterLag = () => new Promise((resolve) => setTimeout(resolve, OTHER_WRITER_LAG_MS));
const API_DIR = path.resolve(__dirname, '../../platform-api');

/**
 * The operator command (`pnpm operator …`, i.e. `tsx src/cli/operator.ts` in platform-api) on the test
 * site's database. Called without pnpm in between: same program, a second less per call.
 */
export async function operator<T = unknown>(...args: string[]): Promise<T> {
  const { result } = await operatorTimed<T>(...args);
  await afterLag();
  return result;
}

/**
 * The same command, answered as soon as it has exited (its change is committed then), with the time it
 * did: for journeys that measure how fast the change reaches a page.
 */
export async function operatorTimed<T = unknown>(
  ...args: string[]
): Promise<{ result: T; returnedAt: number }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/operator.ts', ...args], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_FILE: SITE.dataFile, DATABASE_URL: SITE.databaseUrl },
      timeout: 30_000,
    });
    const returnedAt = Date.now();
    return { result: JSON.parse(stdout) as T, returnedAt };
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`operator ${args.join(' ')} failed: ${stderr || String(error)}`);
  }
}

export interface StatusResult {
  merchantCode: string;
  maintenance: boolean;
  regionRestriction: boolean;
  info: string | null;
}

export const manifest = (merchant: string) => operator<MerchantManifest>('manifest', '--merchant', merchant);

export const setRemoteEnabled = (merchant: string, name: RemoteName, enabled: boolean) =>
  operator<MerchantManifest>('remote', '--merchant', merchant, '--name', name, '--enabled', String(enabled));

export const setStatus = (merchant: string, maintenance: boolean, regionRestriction: boolean) =>
  operator<StatusResult>(
    'status',
    '--merchant',
    merchant,
    '--maintenance',
    maintenance ? 'on' : 'off',
    '--region-restriction',
    regionRestriction ? 'on' : 'off',
  );
