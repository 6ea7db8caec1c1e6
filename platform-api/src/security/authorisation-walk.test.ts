import { randomUUID } from 'node:crypto';
import {
  ENDPOINTS,
  type EndpointKey,
  FORCED_TEST_MERCHANT,
  LIVE_STREAM_PATH,
} from '@mobile/shared-contracts';
import type { InjectOptions } from 'fastify';
import { DEMO_PASSWORD } from '../accounts/account-test-kit';
import { snapshotDb } from '../test/db-snapshot';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

/**
 * The authorisation walk (ASVS V8): every endpoint that needs a session, called without one, with a
 * logged-out token and with another merchant's token; every endpoint that takes an id, called with ids of
 * another member or merchant. Each is refused with the error envelope and nothing in the database moves.
 * A new endpoint is walked by the first part automatically; one that takes an id is one row in ID_ROWS.
 */
let t: TestContext;
let victim: { id: number; userName: string; favouriteGameId: string };
let liteAnnouncementId: number;
let liteLiveRoomId: number;
let testSiteMatchId: number;
let agentOnlyAnnouncementId: number;
/** Rows owned by members other than the attackers (player1, agent41), one of each kind. */
let others: {
  betId: number;
  subOrderId: number;
  rewardId: number;
  inboxId: number;
  depositOrderNo: string;
  withdrawOrderNo: string;
  bankCardId: number;
  contractId: number;
  liteMemberId: number;
  passkeyId: number;
};

const required = (Object.keys(ENDPOINTS) as EndpointKey[]).filter(
  (key) => ENDPOINTS[key].auth === 'required',
);

function request(
  key: EndpointKey,
  payload: Record<string, unknown>,
  headers: Record<string, string>,
): InjectOptions {
  const { method, path } = ENDPOINTS[key];
  const inQuery = method === 'GET' || method === 'DELETE';
  const query = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)]));
  return {
    method,
    url: path,
    headers: { 'x-merchant-code': 'demo', ...headers },
    ...(inQuery ? { query } : { payload }),
  };
}

/** An error envelope with one of `status`, or (status 200) the spec's 'nothing changed' answer. */
async function expectRefused(options: InjectOptions, status: number[]) {
  const before = await snapshotDb(t.db);
  const res = await t.call(options);
  expect(status).toContain(res.statusCode);
  if (res.statusCode === 200)
    expect(envelope(res)).toMatchObject({ success: true, value: { success: false } });
  else expect(envelope(res)).toMatchObject({ success: false, value: null });
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(await snapshotDb(t.db)).toEqual(before);
  return envelope(res).code;
}

beforeAll(async () => {
  t = await createTestContext();
  const member = await t.db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchant_code', '=', 'demo')
    .where('username', '=', 'player0')
    .executeTakeFirstOrThrow();
  const favourite = await t.db
    .selectFrom('favourite_games')
    .select('game_id')
    .where('member_id', '=', member.id)
    .executeTakeFirstOrThrow();
  victim = { id: member.id, userName: member.username, favouriteGameId: String(favourite.game_id) };
  const announcementOf = (merchant: string, type: string) =>
    t.db
      .selectFrom('announcements')
      .select('id')
      .where('merchant_code', '=', merchant)
      .where('type', '=', type)
      .executeTakeFirstOrThrow();
  liteAnnouncementId = (await announcementOf('lite', 'PL')).id;
  liteLiveRoomId = (
    await t.db
      .selectFrom('live_rooms')
      .select('id')
      .where('merchant_code', '=', 'lite')
      .where('live', '=', 1)
      .executeTakeFirstOrThrow()
  ).id;
  agentOnlyAnnouncementId = (await announcementOf('demo', 'A')).id;
  testSiteMatchId = (
    await t.db
      .selectFrom('sports_matches')
      .select('id')
      .where('merchant_code', '=', FORCED_TEST_MERCHANT)
      .where('vendor_code', '=', 'ARENA_SPORTS')
      .executeTakeFirstOrThrow()
  ).id;
  const memberIdOf = async (username: string, merchant = 'demo') =>
    (
      await t.db
        .selectFrom('members')
        .select('id')
        .where('merchant_code', '=', merchant)
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  const attackers = [await memberIdOf('player1'), await memberIdOf('agent41')];
  const notAttackers = async (table: 'game_bets' | 'bet_sub_orders' | 'rewards' | 'inbox_messages') => {
    const rows = await t.db.selectFrom(table).select(['id', 'member_id']).execute();
    const row = rows.find((r) => !attackers.includes(r.member_id));
    if (!row) throw new Error(`no ${table} row of another member`);
    return row;
  };
  others = {
    betId: (await notAttackers('game_bets')).id,
    subOrderId: (await notAttackers('bet_sub_orders')).id,
    rewardId: (await notAttackers('rewards')).id,
    inboxId: (await notAttackers('inbox_messages')).id,
    depositOrderNo: (
      await t.db
        .selectFrom('deposit_orders')
        .select('order_no')
        .where('member_id', 'not in', attackers)
        .executeTakeFirstOrThrow()
    ).order_no,
    withdrawOrderNo: (
      await t.db
        .selectFrom('withdraw_orders')
        .select('order_no')
        .where('member_id', 'not in', attackers)
        .executeTakeFirstOrThrow()
    ).order_no,
    bankCardId: (
      await t.db
        .selectFrom('bank_cards')
        .select('id')
        .where('member_id', 'not in', attackers)
        .executeTakeFirstOrThrow()
    ).id,
    contractId: (
      await t.db
        .selectFrom('agent_contracts')
        .select('id')
        .where('member_id', 'not in', attackers)
        .executeTakeFirstOrThrow()
    ).id,
    liteMemberId: await memberIdOf('player1', 'lite'),
    passkeyId: (
      await t.db
        .insertInto('passkeys')
        .values({
          member_id: member.id,
          merchant_code: 'demo',
          rp_id: 'localhost',
          credential_id: 'd2Fsay1wYXNza2V5',
          public_key: 'cGs',
          counter: 0,
          transports: '[]',
          synced: 0,
          name: 'Victim phone',
          created_at: new Date().toISOString(),
          last_used_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  };
});
afterAll(() => t.close());

describe('every endpoint that needs a session', () => {
  it.each(required)(
    '%s: no token, a logged-out token and another merchant’s token are refused',
    async (key) => {
      expect(await expectRefused(request(key, {}, {}), [401])).toBe('NOT_LOGGED_IN');

      const loggedOut = await t.login('player1');
      await t.call({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(loggedOut) });
      expect(await expectRefused(request(key, {}, bearer(loggedOut)), [401])).toBe('NOT_LOGGED_IN');

      // player0 of lite, sent to demo: the same user name, another merchant.
      const otherMerchant = await t.login('player0', 'lite');
      expect(await expectRefused(request(key, {}, bearer(otherMerchant)), [401])).toBe('NOT_LOGGED_IN');
      // The token in the query or body (the spec allows it there too) is no way round.
      expect(await expectRefused(request(key, { token: otherMerchant }, {}), [401])).toBe('NOT_LOGGED_IN');
    },
  );
});

interface IdRow {
  endpoint: EndpointKey;
  /** Who attacks (demo merchant); player1 unless the row needs another member type. */
  attacker?: string;
  /** The attacker's payload, holding another member's or merchant's id. */
  payload: () => Record<string, unknown>;
  /** Status codes a refusal may have. */
  status: number[];
}

/** Endpoints that take an id of something owned by a member or a merchant: one row each. */
const ID_ROWS: [string, IdRow][] = [
  [
    'mark read: another merchant’s announcement',
    {
      endpoint: 'markAnnouncementRead',
      payload: () => ({ announcementId: liteAnnouncementId, read: true }),
      status: [404],
    },
  ],
  [
    'mark read: an agents-only announcement, as a player',
    {
      endpoint: 'markAnnouncementRead',
      payload: () => ({ announcementId: agentOnlyAnnouncementId, read: true }),
      attacker: 'trial4',
      status: [404],
    },
  ],
  [
    // A change call answers 'success: false' when nothing changed (SPEC 4, 8).
    'remove favourite: a game only another member has, named by that member',
    {
      endpoint: 'removeFavourite',
      payload: () => ({
        nodeId: victim.favouriteGameId,
        vendor: 'X',
        memberId: victim.id,
        userName: victim.userName,
      }),
      status: [200, 400, 404],
    },
  ],
  [
    'open a sports match: another merchant’s',
    {
      endpoint: 'launchGame',
      payload: () => ({ vassalage: 'ARENA_SPORTS', gameCode: 'lobby', matchId: testSiteMatchId }),
      status: [404],
    },
  ],
  [
    'watch a live room: another merchant’s, on air',
    { endpoint: 'liveRoomWatch', payload: () => ({ roomId: liteLiveRoomId }), status: [404] },
  ],
  [
    'rename passkey: another member’s',
    { endpoint: 'renamePasskey', payload: () => ({ id: others.passkeyId, name: 'mine' }), status: [404] },
  ],
  [
    'remove passkey: another member’s, with the attacker’s own right password',
    {
      endpoint: 'removePasskey',
      payload: () => ({ id: others.passkeyId, password: DEMO_PASSWORD }),
      status: [404],
    },
  ],
  [
    'bet order detail: another member’s order',
    { endpoint: 'betOrderDetail', payload: () => ({ orderId: others.betId }), status: [404] },
  ],
  [
    'cancel sub-order: another member’s',
    { endpoint: 'cancelSubOrder', payload: () => ({ subOrderId: others.subOrderId }), status: [404, 409] },
  ],
  [
    'claim reward: another member’s',
    { endpoint: 'claimReward', payload: () => ({ rewardId: others.rewardId }), status: [404, 409] },
  ],
  [
    'inbox mark read: another member’s message',
    { endpoint: 'inboxMarkRead', payload: () => ({ id: others.inboxId }), status: [404] },
  ],
  [
    'inbox delete: another member’s message',
    { endpoint: 'inboxDelete', payload: () => ({ id: others.inboxId }), status: [404] },
  ],
  [
    'deposit order: another member’s',
    { endpoint: 'depositOrder', payload: () => ({ orderNo: others.depositOrderNo }), status: [404] },
  ],
  [
    'cancel withdrawal: another member’s order',
    { endpoint: 'cancelWithdraw', payload: () => ({ orderNo: others.withdrawOrderNo }), status: [404] },
  ],
  [
    'withdraw: to another member’s bank card',
    {
      endpoint: 'withdraw',
      payload: () => ({ amount: 100, bankCardId: others.bankCardId, paymentPassword: '123456' }),
      status: [400],
    },
  ],
  [
    'downline detail: a member outside the agent’s team (another merchant)',
    {
      endpoint: 'downline',
      attacker: 'agent41',
      payload: () => ({ memberId: others.liteMemberId }),
      status: [403, 404],
    },
  ],
  [
    'downline rebate: a member outside the agent’s team',
    {
      endpoint: 'updateDownlineRebates',
      attacker: 'agent41',
      payload: () => ({ memberId: others.liteMemberId, rebate: 0.1 }),
      status: [403, 404],
    },
  ],
  [
    'move downline: a member outside the agent’s team',
    {
      endpoint: 'transferDownline',
      attacker: 'agent41',
      payload: () => ({ memberId: others.liteMemberId, targetId: others.liteMemberId }),
      status: [400, 403, 404],
    },
  ],
  [
    'contract: another agent’s offer',
    {
      endpoint: 'processContract',
      attacker: 'agent41',
      payload: () => ({ contractId: others.contractId, decision: 'ACCEPT' }),
      status: [403, 404],
    },
  ],
];

describe('ids of another member or merchant', () => {
  it.each(ID_ROWS)('%s: refused, nothing changed', async (_name, row) => {
    const attacker = await t.login(row.attacker ?? 'player1');
    // Money calls need an idempotency key to get as far as the id; others ignore it.
    const headers = { ...bearer(attacker), 'idempotency-key': randomUUID() };
    await expectRefused(request(row.endpoint, row.payload(), headers), row.status);
  });

  it('reads answer for the caller only, whatever member id the payload names', async () => {
    const attacker = await t.login('player1');
    const reads: [EndpointKey, Record<string, unknown>][] = [
      ['favouriteIds', {}],
      ['favouriteList', { pageNo: 1 }],
      ['recentList', {}],
      ['memberInfo', {}],
      ['wallet', {}],
      ['memberTransactions', { startDate: '2000-01-01', endDate: '2100-01-01', pageNo: 1 }],
      ['memberProfile', {}],
      ['securityConfig', {}],
      ['vipBenefits', {}],
      ['kycStatus', {}],
    ];
    for (const [key, payload] of reads) {
      const own = await t.call(request(key, payload, bearer(attacker)));
      const named = await t.call(
        request(
          key,
          { ...payload, memberId: victim.id, userName: victim.userName, id: victim.id },
          bearer(attacker),
        ),
      );
      expect([key, named.statusCode]).toEqual([key, own.statusCode]);
      expect([key, envelope(named).value]).toEqual([key, envelope(own).value]);
    }
  });
});

describe('the live stream (not in ENDPOINTS: no envelope call, docs/decisions/0311)', () => {
  const stream = (headers: Record<string, string>, url = LIVE_STREAM_PATH) =>
    t.call({ method: 'GET', url, headers: { 'x-merchant-code': 'demo', ...headers } });

  it("refuses a logged-out token and another merchant's token (401), and a token in the URL (400)", async () => {
    const loggedOut = await t.login('player1');
    await t.call({
      method: ENDPOINTS.logout.method,
      url: ENDPOINTS.logout.path,
      headers: { 'x-merchant-code': 'demo', ...bearer(loggedOut) },
    });
    expect((await stream(bearer(loggedOut))).statusCode).toBe(401);
    const otherMerchant = await t.login('player1', 'TEST');
    const refused = await stream(bearer(otherMerchant));
    expect(refused.statusCode).toBe(401);
    expect(envelope(refused)).toMatchObject({ success: false, code: 'NOT_LOGGED_IN', value: null });
    const valid = await t.login('player1');
    expect((await stream({}, `${LIVE_STREAM_PATH}?token=${valid}`)).statusCode).toBe(400);
  });
});
