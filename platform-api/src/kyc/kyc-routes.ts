import multipart from '@fastify/multipart';
import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { requireAccess } from '../http/require-access';
import type { Session } from '../sessions/session-store';
import { addKycSubmission, kycStatusOf, requireKycOpen } from './kyc-store';
import { receiveKycImages } from './kyc-upload';

/** Free play has no identity to verify (issue 30): the `realAccount` rule, as the page's. */
function kycSessionOf(ctx: { session: Session | null }): Session {
  const session = sessionOf(ctx);
  requireAccess('realAccount', session);
  return session;
}

/**
 * Uploads per minute per address (the route's own budget, not the global one): an upload costs up to
 * 15 MB of disk writes, a read costs a row. 60 in production (6,000 / 100), docs/decisions/0381.
 */
export const kycUploadsPerMinute = (rateLimitMax: number) => Math.max(10, Math.floor(rateLimitMax / 100));

/** Identity verification: the member's state, and the upload of up to three images (multipart). */
export function registerKycRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.kycStatus, (ctx) =>
    kycStatusOf(ctx.deps.db, kycSessionOf(ctx).memberId, ctx.merchant.code),
  );

  // The multipart parser only where an upload is taken: every other route still refuses such bodies.
  app.register(async (scope) => {
    await scope.register(multipart);
    // The body is a stream of files that the handler reads part by part with the upload's limits; the
    // endpoint's FormData schema types the browser's side, and no JSON fields travel beside the files.
    const upload = { ...ENDPOINTS.submitKyc, request: v.object({}) };
    registerEndpoint(
      scope,
      upload,
      async (ctx) => {
        const session = kycSessionOf(ctx);
        const db = ctx.deps.db;
        // Before a byte is read: nothing is stored while documents wait or after an approval.
        await requireKycOpen(db, session.memberId);
        const { images, discard } = await receiveKycImages(ctx.request);
        try {
          await addKycSubmission(
            db,
            { id: session.memberId, merchantCode: ctx.merchant.code },
            images,
            new Date(),
          );
        } catch (error) {
          await discard();
          throw error;
        }
        return kycStatusOf(db, session.memberId, ctx.merchant.code);
      },
      { rateLimit: { max: kycUploadsPerMinute(app.deps.rateLimitMax), scope: 'kyc-upload' } },
    );
  });
}
