import { type ReceiptProblem, receiptProblem } from '@mobile/shared-contracts';

export interface ReceiptUpload {
  name: string;
  dataBase64: string;
}

export type ReadReceipt =
  | { ok: true; upload: ReceiptUpload }
  | { ok: false; name: string; problem: ReceiptProblem };

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return btoa(binary);
}

/** FileReader rather than Blob.arrayBuffer: older Android browsers (and jsdom) lack the latter. */
function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** Checks a chosen file as the server will (size, then its first bytes), and reads it for upload. */
export async function readReceipt(file: Blob & { name: string }): Promise<ReadReceipt> {
  const sizeOnly = receiptProblem({ size: file.size, head: new Uint8Array([0xff, 0xd8, 0xff]) });
  if (sizeOnly) return { ok: false, name: file.name, problem: sizeOnly };
  const bytes = await bytesOf(file);
  const problem = receiptProblem({ size: bytes.length, head: bytes.subarray(0, 16) });
  if (problem) return { ok: false, name: file.name, problem };
  return { ok: true, upload: { name: file.name.slice(0, 200), dataBase64: base64Of(bytes) } };
}
