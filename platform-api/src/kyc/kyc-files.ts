import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * KYC_DIR, else platform-api/.data/kyc: identity documents live outside any folder a server serves
 * statically, readable by the API's user only, and leave it only through the operator command.
 */
export function kycDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.KYC_DIR ? path.resolve(env.KYC_DIR) : path.resolve(__dirname, '../../.data/kyc');
}

const KEY = /^[0-9a-f]{32}$/;

/** The file of a stored image (its key is random hex), or null for anything that is not such a key. */
export function kycFilePath(key: string, dir = kycDir()): string | null {
  return KEY.test(key) ? path.join(dir, key) : null;
}

export async function removeKycFiles(keys: string[], dir = kycDir()): Promise<void> {
  await Promise.all(
    keys.map((key) => {
      const file = kycFilePath(key, dir);
      return file ? fs.rm(file, { force: true }) : undefined;
    }),
  );
}
