import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS } from '@mobile/shared-contracts';
import type { InjectOptions } from 'fastify';
import { bearer } from '../test/test-context';

/** A folder of its own for the test file's images (set as KYC_DIR before the app reads it). */
export function useTempKycDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyc-test-'));
  process.env.KYC_DIR = dir;
  return dir;
}

/** Files in the folder (the stored images). */
export const storedFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

export const PNG = (size = 64) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size, 7)]);
export const JPEG = (size = 64) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size, 9)]);
/** A Linux executable and a Windows one: what a renamed .png may really be. */
export const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 1)]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);

export interface Part {
  bytes: Buffer;
  type: string;
  name: string;
  field?: string;
}

/** A multipart body as a browser sends it (the platform's own FormData and Request make it). */
export async function multipart(parts: (Part | { field: string; text: string })[]) {
  const form = new FormData();
  for (const part of parts) {
    if ('text' in part) form.append(part.field, part.text);
    else
      form.append(
        part.field ?? 'images',
        new Blob([new Uint8Array(part.bytes)], { type: part.type }),
        part.name,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** The upload call with these parts, as `token`'s member of `merchant`. */
export async function uploadRequest(
  token: string | null,
  parts: Parameters<typeof multipart>[0],
  merchant = 'demo',
): Promise<InjectOptions> {
  const body = await multipart(parts);
  return {
    method: 'POST',
    url: ENDPOINTS.submitKyc.path,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      'x-merchant-code': merchant,
      ...(token ? bearer(token) : {}),
    },
  };
}

export const png = (name = 'front.png', size = 64): Part => ({ bytes: PNG(size), type: 'image/png', name });
export const jpeg = (name = 'back.jpg', size = 64): Part => ({ bytes: JPEG(size), type: 'image/jpeg', name });
