import { RECEIPT_RULES, receiptMimeOf, receiptProblem } from './money/receipt-check';
import { pathOf } from './pages/page-paths';

/**
 * Identity verification (issue 30): SPEC 5's image rules, the same as a deposit receipt's (png or jpg by
 * the file's own bytes, 5 MB each, 3 at most), so one check serves the browser, the server and both uses.
 */
export const KYC_RULES = {
  maxImages: RECEIPT_RULES.maxImages,
  maxBytes: RECEIPT_RULES.maxBytes,
  /** The types a part may claim (and the picker's `accept`); the bytes must then say the same. */
  types: ['image/png', 'image/jpeg'] as const,
  /** The multipart field of each image. */
  field: 'images',
} as const;

/** Where a member's identity check stands: nothing sent yet, waiting for the operator, or answered. */
export const KYC_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycState = (typeof KYC_STATES)[number];

export type KycImageProblem = 'KYC_IMAGE_INVALID' | 'KYC_IMAGE_TOO_LARGE';

/** One image's problem, checked as the server checks it: size first, then the type its bytes tell. */
export function kycImageProblem(file: { size: number; head: Uint8Array }): KycImageProblem | null {
  const problem = receiptProblem(file);
  if (problem === 'RECEIPT_TOO_LARGE') return 'KYC_IMAGE_TOO_LARGE';
  return problem ? 'KYC_IMAGE_INVALID' : null;
}

/** The image type told by the first bytes; null for anything else (an executable named .png, a PDF). */
export const kycMimeOf = receiptMimeOf;

/** A member may send documents when none are waiting and none were approved. */
export const kycCanSubmit = (state: KycState) => state === 'none' || state === 'rejected';

/** The query that opens the security centre's upload (the withdraw page's link to it). */
export const KYC_UPLOAD_QUERY = 'identity=upload';

/** Where a member sends identity documents: the security centre with its upload open. */
export const kycUploadPath = () => `${pathOf('securityCenter')}?${KYC_UPLOAD_QUERY}`;
