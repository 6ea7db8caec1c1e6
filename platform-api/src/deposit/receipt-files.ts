import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type ReceiptMime, receiptMimeOf, receiptProblem } from '@mobile/shared-contracts';
import { ApiError } from '../http/api-error';

/** RECEIPT_DIR, else platform-api/.data/receipts: never under a folder any server serves statically. */
export function receiptDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.RECEIPT_DIR ? path.resolve(env.RECEIPT_DIR) : path.resolve(__dirname, '../../.data/receipts');
}

export interface CheckedReceipt {
  bytes: Buffer;
  mime: ReceiptMime;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes and checks every receipt before anything is stored: size, then content (magic bytes). */
export function checkReceipts(uploads: { dataBase64: string }[]): CheckedReceipt[] {
  return uploads.map((upload) => {
    if (!BASE64.test(upload.dataBase64)) throw new ApiError('RECEIPT_INVALID', 400);
    const bytes = Buffer.from(upload.dataBase64, 'base64');
    const problem = receiptProblem({ size: bytes.length, head: bytes.subarray(0, 16) });
    const mime = receiptMimeOf(bytes.subarray(0, 16));
    if (problem || !mime) throw new ApiError(problem ?? 'RECEIPT_INVALID', 400);
    return { bytes, mime };
  });
}

/** Writes the files under random names; returns the keys, and a way to take them back on failure. */
export async function storeReceipts(receipts: CheckedReceipt[], dir = receiptDir()) {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const keys: string[] = [];
  for (const receipt of receipts) {
    const key = randomBytes(16).toString('hex');
    await fs.writeFile(path.join(dir, key), receipt.bytes, { mode: 0o600, flag: 'wx' });
    keys.push(key);
  }
  return {
    keys,
    discard: () => Promise.all(keys.map((key) => fs.rm(path.join(dir, key), { force: true }))),
  };
}

const KEY = /^[0-9a-f]{32}$/;

export async function readReceipt(key: string, dir = receiptDir()): Promise<Buffer | null> {
  if (!KEY.test(key)) return null;
  try {
    return await fs.readFile(path.join(dir, key));
  } catch {
    return null;
  }
}
