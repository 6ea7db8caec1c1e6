import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { KYC_RULES, kycMimeOf } from '@mobile/shared-contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { kycDir, kycFilePath, removeKycFiles } from './kyc-files';

export interface ReceivedImage {
  key: string;
  mime: (typeof KYC_RULES.types)[number];
  bytes: number;
}

/** Enough of the head to tell a png (8 bytes) or a jpg (3 bytes) by its magic number. */
const HEAD_BYTES = 8;

const invalid = () => new ApiError('KYC_IMAGE_INVALID', 400);

/**
 * Passes the bytes through, counting them, and fails the stream as soon as the first bytes do not say
 * the type the part claimed (an executable named .png with image/png stops at its first chunk).
 */
function headCheck(image: ReceivedImage): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  const check = () => {
    checked = true;
    return kycMimeOf(head) === image.mime ? null : invalid();
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      image.bytes += chunk.length;
      if (!checked) {
        head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
        if (head.length >= HEAD_BYTES) return callback(check(), chunk);
      }
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      callback(checked ? null : check());
    },
  });
}

/** The multipart plugin's and busboy's refusals, as catalogue codes. */
function refusalOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError('KYC_IMAGE_TOO_LARGE', 413);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new ApiError('KYC_IMAGE_COUNT', 413);
  // A text field, a part named like a prototype key, a broken body: not an upload of images.
  return invalid();
}

/**
 * Reads a multipart upload as it arrives, each image straight to its own file in the KYC directory:
 * at most KYC_RULES.maxImages files under the field `images`, no other part, each at most
 * KYC_RULES.maxBytes, each claiming png or jpg and starting with that type's bytes. The limits hold
 * while streaming (busboy stops a file at its size and the upload at its count), so a 6 MB image or a
 * fourth file is never kept whole. Any refusal removes what was written. The name is never read.
 */
export async function receiveKycImages(
  request: FastifyRequest,
  dir = kycDir(),
): Promise<{ images: ReceivedImage[]; discard: () => Promise<void> }> {
  if (!request.isMultipart()) throw invalid();
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const images: ReceivedImage[] = [];
  const discard = () =>
    removeKycFiles(
      images.map((image) => image.key),
      dir,
    );
  try {
    const parts = request.parts({
      limits: {
        fileSize: KYC_RULES.maxBytes,
        files: KYC_RULES.maxImages,
        parts: KYC_RULES.maxImages,
        fields: 0,
        fieldNameSize: 32,
        headerPairs: 8,
      },
    });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== KYC_RULES.field) throw invalid();
      const mime = KYC_RULES.types.find((type) => type === part.mimetype);
      if (!mime) throw invalid();
      const image: ReceivedImage = { key: randomBytes(16).toString('hex'), mime, bytes: 0 };
      images.push(image);
      const file = kycFilePath(image.key, dir) as string;
      await pipeline(part.file, headCheck(image), createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      if (part.file.truncated) throw new ApiError('KYC_IMAGE_TOO_LARGE', 413);
    }
  } catch (error) {
    await discard();
    throw refusalOf(error);
  }
  if (images.length === 0) throw new ApiError('KYC_IMAGE_COUNT', 400);
  return { images, discard };
}
