import type { TestContext } from '../test/test-context';
import { bearer, envelope } from '../test/test-context';

/** Launches a game for a seeded user and returns the ticket of the answered url. */
export async function launchTicket(t: TestContext, user: string, query: string): Promise<string> {
  const token = await t.login(user);
  const res = await t.call({ url: `/wps/game/launchGame?${query}`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.body}`);
  return new URL(envelope<{ url: string }>(res).value.url).searchParams.get('ticket') ?? '';
}

export async function memberState(t: TestContext, username: string) {
  const member = await t.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .where('merchant_code', '=', 'demo')
    .executeTakeFirstOrThrow();
  const wallet = await t.db
    .selectFrom('wallets')
    .select('balance_cents')
    .where('member_id', '=', member.id)
    .executeTakeFirstOrThrow();
  const lines = await t.db
    .selectFrom('transactions')
    .select(['tx_code', 'amount_cents', 'balance_after_cents', 'trace_id'])
    .where('member_id', '=', member.id)
    .orderBy('id')
    .execute();
  const bets = await t.db.selectFrom('game_bets').selectAll().where('member_id', '=', member.id).execute();
  return { balanceCents: Number(wallet.balance_cents), lines, bets };
}

export const form = (fields: [string, string][]) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
