import * as v from 'valibot';
import { KYC_RULES, KYC_STATES } from '../kyc';
import { defineEndpoint } from './define';

export const kycStatusSchema = v.object({
  state: v.picklist(KYC_STATES),
  /** The operator's reason, when the last submission was rejected. */
  reason: v.nullable(v.string()),
  /** When the last submission was sent (ISO), null before the first. */
  submittedAt: v.nullable(v.string()),
  reviewedAt: v.nullable(v.string()),
  /** How many images the last submission held (the images themselves go to the operator only). */
  images: v.number(),
  /** The merchant pays out only to members whose identity it approved. */
  requiredForWithdrawal: v.boolean(),
});

/**
 * Identity verification. The upload is `multipart/form-data` (field `images`, up to three files), read as
 * a stream by the server with KYC_RULES' limits; its request schema is the browser's FormData, which the
 * server never parses whole (platform-api/src/kyc/kyc-upload.ts).
 */
export const kycEndpoints = {
  kycStatus: defineEndpoint({
    method: 'GET',
    path: '/wps/member/kyc',
    request: v.object({}),
    response: kycStatusSchema,
    auth: 'required',
    silent: true,
  }),
  submitKyc: defineEndpoint({
    method: 'POST',
    path: '/wps/member/kyc/documents',
    request: v.instance(FormData),
    response: kycStatusSchema,
    auth: 'required',
    /** The page shows each refusal in its own words, next to the image it concerns. */
    silent: true,
    /** Three images of 5 MB and the multipart framing; the gateways let this much through (nginx too). */
    bodyLimitBytes: 16 * 1024 * 1024,
    upload: { field: KYC_RULES.field, maxFiles: KYC_RULES.maxImages, maxFileBytes: KYC_RULES.maxBytes },
  }),
};

export type KycStatus = v.InferOutput<typeof kycStatusSchema>;
