import { ENDPOINTS, isFreePlay } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { takeAttempt } from '../accounts/account-events';
import { LIMITS } from '../accounts/limits';
import { requireLoginPassword } from '../accounts/password-budget';
import { inTransaction } from '../db/in-transaction';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import type { Session } from '../sessions/session-store';
import { issueRecoveryCodes } from './recovery-codes';
import { checkTotpCode } from './second-step';
import { newTotpSecret, totpUri } from './totp-code';
import { sealTotpSecret } from './totp-secret-box';
import { logTotp, readTotp, removeTotp, totpStatus } from './totp-store';

/** A free-play account is thrown away: it has no money to guard and keeps no second step. */
function memberSessionOf(ctx: { session: Session | null }): Session {
  const session = sessionOf(ctx);
  if (isFreePlay(session.type)) throw new ApiError('FREE_REJECT', 403);
  return session;
}

/** The security centre's authenticator app: status, enrol, confirm (turn on), turn off (issue 31). */
export function registerTotpRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.totpStatus, (ctx) => totpStatus(ctx.deps.db, sessionOf(ctx).memberId));

  registerEndpoint(app, ENDPOINTS.totpEnrol, async (ctx) => {
    const session = memberSessionOf(ctx);
    const db = ctx.deps.db;
    const now = new Date();
    if ((await readTotp(db, session.memberId))?.enabled) throw new ApiError('TOTP_ON', 409);
    await takeAttempt(db, 'totp_enrol_member', String(session.memberId), LIMITS.totpEnrolPerMember, now);
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(ctx.deps.secrets.totp, session.memberId, secret);
    // An unconfirmed enrolment is replaced; a confirmed one never (the conditional update below).
    await db
      .insertInto('member_totp')
      .values({ member_id: session.memberId, secret: sealed, enabled: 0, created_at: now.toISOString() })
      .onConflict((oc) =>
        oc
          .column('member_id')
          .doUpdateSet({ secret: sealed, created_at: now.toISOString(), last_step: null, failures: 0 })
          .where('member_totp.enabled', '=', 0),
      )
      .execute();
    if ((await readTotp(db, session.memberId))?.sealedSecret !== sealed) throw new ApiError('TOTP_ON', 409);
    const issuer = ctx.merchant.name;
    return { secret, uri: totpUri(issuer, session.userName, secret), issuer, label: session.userName };
  });

  registerEndpoint(app, ENDPOINTS.totpConfirm, async (ctx) => {
    const session = memberSessionOf(ctx);
    const db = ctx.deps.db;
    const now = new Date();
    const row = await readTotp(db, session.memberId);
    if (!row) throw badRequest();
    if (row.enabled) throw new ApiError('TOTP_ON', 409);
    // The first code proves the app holds the secret; only an authenticator code (no recovery yet).
    await checkTotpCode(db, ctx.deps.secrets.totp, row, ctx.input.code, now, false);
    const recoveryCodes = await inTransaction(db, async (trx) => {
      const on = await trx
        .updateTable('member_totp')
        .set({ enabled: 1, enabled_at: now.toISOString() })
        .where('member_id', '=', session.memberId)
        .where('secret', '=', row.sealedSecret)
        .where('enabled', '=', 0)
        .executeTakeFirst();
      if (Number(on.numUpdatedRows) !== 1) throw new ApiError('TOTP_ON', 409);
      await logTotp(trx, session.memberId, 'enabled', 'member', null, now);
      return issueRecoveryCodes(trx, session.memberId);
    });
    return { status: await totpStatus(db, session.memberId), recoveryCodes };
  });

  registerEndpoint(app, ENDPOINTS.totpDisable, async (ctx) => {
    const session = memberSessionOf(ctx);
    const db = ctx.deps.db;
    const now = new Date();
    const row = await readTotp(db, session.memberId);
    if (!row?.enabled) throw notFound();
    // The login password (the account's one budget of password checks), then a code or recovery code.
    await requireLoginPassword(db, session, ctx.input.password, ctx.request.ip, 'password', now);
    await checkTotpCode(db, ctx.deps.secrets.totp, row, ctx.input.code, now, true);
    await inTransaction(db, async (trx) => {
      await removeTotp(trx, session.memberId);
      await logTotp(trx, session.memberId, 'disabled', 'member', null, now);
    });
    return totpStatus(db, session.memberId);
  });
}
