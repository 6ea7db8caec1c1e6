/** SPEC 9: receipts are png or jpg images of at most 5 MB, three per deposit at most. */
export const RECEIPT_RULES = {
  maxImages: 3,
  maxBytes: 5 * 1024 * 1024,
} as const;

export type ReceiptMime = 'image/png' | 'image/jpeg';
export type ReceiptProblem = 'RECEIPT_INVALID' | 'RECEIPT_TOO_LARGE';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

/** The image type told by the file's first bytes, never by its name or the type it claims. */
export function receiptMimeOf(head: Uint8Array): ReceiptMime | null {
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  return null;
}

/** The browser and the server check each file the same way: size first, then content. */
export function receiptProblem(file: { size: number; head: Uint8Array }): ReceiptProblem | null {
  if (file.size > RECEIPT_RULES.maxBytes) return 'RECEIPT_TOO_LARGE';
  if (file.size === 0 || receiptMimeOf(file.head) === null) return 'RECEIPT_INVALID';
  return null;
}
