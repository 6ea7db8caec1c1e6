import { KYC_RULES, kycImageProblem } from '@mobile/shared-contracts';

export interface PickedImage {
  id: string;
  file: File;
}

export type PickProblem = { name: string; problem: 'type' | 'size' | 'count' };

/** How many first bytes tell the type (a png's signature is 8). */
const HEAD_BYTES = 16;

/** FileReader rather than Blob.arrayBuffer: older Android browsers (and jsdom) lack the latter. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** One file as the server will judge it: the type it claims, its size, then its own first bytes. */
export async function problemOf(file: File): Promise<PickProblem['problem'] | null> {
  if (!(KYC_RULES.types as readonly string[]).includes(file.type)) return 'type';
  const head = await bytesOf(file.slice(0, HEAD_BYTES));
  const problem = kycImageProblem({ size: file.size, head });
  if (problem === 'KYC_IMAGE_TOO_LARGE') return 'size';
  return problem ? 'type' : null;
}

let nextId = 0;

/**
 * Adds newly chosen files to those already picked: each good file while there is room (3 at most), and a
 * problem for each one left out. What was picked before is never dropped by a bad new file.
 */
export async function addPicked(
  current: readonly PickedImage[],
  files: readonly File[],
): Promise<{ picked: PickedImage[]; problems: PickProblem[] }> {
  const picked = [...current];
  const problems: PickProblem[] = [];
  for (const file of files) {
    const problem = await problemOf(file);
    if (problem) problems.push({ name: file.name, problem });
    else if (picked.length >= KYC_RULES.maxImages) problems.push({ name: file.name, problem: 'count' });
    else {
      nextId += 1;
      picked.push({ id: `kyc-image-${nextId}`, file });
    }
  }
  return { picked, problems };
}
