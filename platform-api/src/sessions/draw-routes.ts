import {
  type AccessRule,
  type AgentHomeDrawing,
  accessVerdict,
  type DepositDrawing,
  DRAW_MEMBER_HEADER,
  DRAW_READS,
  DRAW_TOKEN_HEADER,
  ENDPOINTS,
  GUEST_ACCESS,
  MERCHANT_SWITCH,
  type MemberHomeDrawing,
  type WithdrawDrawing,
  whitelabelSchema,
} from '@mobile/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedDividendContract } from '../agent/dividend-store';
import { teamKpi } from '../agent/team-store';
import { dayRange } from '../common/date-range';
import { listPromos, offeredChannels } from '../deposit/channel-store';
import { badRequest, notLoggedIn } from '../http/api-error';
import { success } from '../http/envelope';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { resolveMerchant } from '../http/request-merchant';
import { tokenOf } from '../http/request-token';
import { requireAccess } from '../http/require-access';
import { kycStatusOf } from '../kyc/kyc-store';
import { readMemberInfo } from '../members/member-store';
import { whitelabelDefaults } from '../merchants/default-settings';
import { hashToken } from '../security/token';
import { settingOr } from '../system/settings-routes';
import { readWallet } from '../wallet/wallet-store';
import { listBankCards } from '../withdraw/bank-card-store';
import { readWithdrawInfo } from '../withdraw/withdraw-info';
import { setDrawCookie } from './draw-cookie';
import { type DrawSession, findDrawSession, issueDrawToken } from './draw-token';

/**
 * The draw cookie's issue (a bearer call) and the draw reads (docs/decisions/0641). A draw read takes the
 * draw token from its own header only: never a bearer token, never a cookie; and no other route reads
 * that header, so the token opens these reads alone. Each answer is the member's: private, no-store.
 */
export function registerDrawRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.drawCookie, async (ctx) => {
    sessionOf(ctx);
    const token = tokenOf(ctx.request);
    // sessionOf passed, so a token was given; the check keeps the type honest.
    if (!token) throw notLoggedIn();
    setDrawCookie(ctx.request, ctx.reply, await issueDrawToken(ctx.deps.db, hashToken(token)));
    return null;
  });

  registerDrawRead(app, DRAW_READS.memberHome, null, async (session) => {
    // The identity check as its own read answers it, only where that read would (its `realAccount` rule).
    const verifies = accessVerdict('realAccount', { ...GUEST_ACCESS, memberType: session.type }) === 'allow';
    const [member, wallet, kyc] = await Promise.all([
      readMemberInfo(app.deps.db, session.memberId),
      readWallet(app.deps.db, session.memberId),
      verifies ? kycStatusOf(app.deps.db, session.memberId, session.merchantCode) : null,
    ]);
    if (!member) throw notLoggedIn();
    // What the member centre's first commit shows (docs/decisions/0642), nothing more.
    return { member, wallet, kyc } satisfies MemberHomeDrawing;
  });

  // The deposit calls' own rule (`moneySessionOf`): free play is refused here as there (0671).
  registerDrawRead(app, DRAW_READS.deposit, 'depositor', async (session) => {
    const [channels, promos, { currencySymbol }] = await Promise.all([
      offeredChannels(app.deps.db, session.merchantCode, app.deps.partnerPages.payment),
      listPromos(app.deps.db, session.merchantCode, session.memberId),
      readWallet(app.deps.db, session.memberId),
    ]);
    // What /m/voucherCenter's first commit shows (docs/decisions/0671), nothing more: of the wallet, the
    // currency its amounts are written in, not the balance.
    return {
      member: { id: session.memberId, type: session.type },
      channels,
      promos,
      wallet: { currencySymbol },
    } satisfies DepositDrawing;
  });

  // The page's own calls' rule (`teamKpiC`, `dividendContract`: agents only): anyone else gets nothing (0661).
  registerDrawRead(app, DRAW_READS.agentHome, 'agent', async (session, request) => {
    // The browser's local day, as the frame service names it from the time zone hint: the counters' range.
    const { date } = request.query as { date?: unknown };
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw badRequest();
    const range = dayRange(date, date);
    const whitelabel = await settingOr(
      app.deps.db,
      session.merchantCode,
      'whitelabel',
      whitelabelSchema,
      () => whitelabelDefaults('full'),
    );
    const dividendOn = whitelabel.features.includes(MERCHANT_SWITCH.dividend);
    const [member, wallet, footer, contract] = await Promise.all([
      readMemberInfo(app.deps.db, session.memberId),
      readWallet(app.deps.db, session.memberId),
      teamKpi(app.deps.db, session.memberId, range),
      dividendOn ? acceptedDividendContract(app.deps.db, session.memberId) : null,
    ]);
    if (!member) throw notLoggedIn();
    // What /m/agent's first commit shows (docs/decisions/0661), nothing more.
    return {
      member: { id: session.memberId, type: session.type, userName: member.account },
      wallet,
      kpi: { footer },
      dividend: dividendOn ? { contract } : null,
    } satisfies AgentHomeDrawing;
  });

  // The withdraw calls' own rule (`moneySessionOf`): free play is refused here as there (0681).
  registerDrawRead(app, DRAW_READS.withdraw, 'depositor', async (session) => {
    const [info, cards, { currencySymbol }] = await Promise.all([
      readWithdrawInfo(app.deps.db, session.merchantCode, session.memberId),
      listBankCards(app.deps.db, session.memberId),
      readWallet(app.deps.db, session.memberId),
    ]);
    // What /m/withdraw's first commit shows (docs/decisions/0681), nothing more: whether a withdrawal
    // password is set (as `hasWithdrawalPassword` answers it), the cards masked as the page lists them, of
    // the wallet only its currency.
    return {
      member: { id: session.memberId, type: session.type },
      hasWithdrawalPassword: { hasWithdrawalPassword: info.hasWithdrawalPassword },
      info,
      cards,
      wallet: { currencySymbol },
    } satisfies WithdrawDrawing;
  });
}

/**
 * One draw read: the draw session from the draw token's header, the page's own access rule (`null`: the
 * read applies its rules inside), then `read`'s answer, the member's own: private, no-store.
 */
function registerDrawRead<T>(
  app: FastifyInstance,
  path: string,
  rule: AccessRule | null,
  read: (session: DrawSession, request: FastifyRequest) => Promise<T>,
): void {
  app.get(path, async (request, reply) => {
    const session = await drawSessionOf(app, request);
    if (rule) requireAccess(rule, session);
    const value = await read(session, request);
    reply.header('cache-control', 'private, no-store');
    return success(value);
  });
}

async function drawSessionOf(app: FastifyInstance, request: FastifyRequest): Promise<DrawSession> {
  const header = request.headers[DRAW_TOKEN_HEADER];
  const token = typeof header === 'string' ? header : null;
  const merchant = await resolveMerchant(app.deps.db, request, app.deps.guestCache);
  const session = token
    ? await findDrawSession(app.deps.db, token, merchant.code, { idleMs: app.deps.sessionIdleMs })
    : null;
  // The page's own hint names who is signed in on this browser now; a draw cookie of anyone else (left by
  // a sign-out whose call failed) draws nothing.
  if (!session || request.headers[DRAW_MEMBER_HEADER] !== String(session.memberId)) throw notLoggedIn();
  return session;
}
