import type { Game, Paged } from '@mobile/shared-contracts';
import { TRIAL_BALANCE_CENTS } from '../accounts/trial-account';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { form } from '../vendor/vendor-test-kit';
import { deposit, freshMember, ledgerMismatches } from './money-kit';

// Finding 16: free-play balances had no ledger rows, so "balance equals the sum of its ledger" failed.
describe('attack 16: every wallet, free play included, equals its ledger', () => {
  let t: TestContext;
  let freeGame: Game;
  beforeAll(async () => {
    t = await createTestContext();
    const games = envelope<Paged<Game>>(
      await t.call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=25' }),
    ).value.content;
    const found = games.find((g) => g.supportPlay);
    if (!found) throw new Error('the seed has no free-play game');
    freeGame = found;
  });
  afterAll(() => t.close());

  const freePlayLogin = async () => {
    const res = await t.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    expect(res.statusCode).toBe(200);
    return envelope<{ token: string; userName: string }>(res).value;
  };
  const freePlayTicket = async (token: string) => {
    const query = `gameType=RNG&vassalage=${freeGame.vassalage}&nodeId=${freeGame.nodeId}&supportPlay=1`;
    const res = await t.call({ url: `/wps/relay/GCS_gameLaunchFB?${query}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return new URL(envelope<{ url: string }>(res).value.url).searchParams.get('ticket') ?? '';
  };
  const spin = (ticket: string) =>
    t.call({
      method: 'POST',
      url: '/lgw/demo-vendor/bet',
      ...form([
        ['ticket', ticket],
        ['amount', '10'],
      ]),
    });

  it('the seeded books hold for every wallet', async () => {
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('a free-play account starts with a ledger row for its play money, and its bets keep the books', async () => {
    const trial = await freePlayLogin();
    const member = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', trial.userName)
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('transactions')
      .select(['tx_code', 'amount_cents', 'balance_after_cents'])
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toEqual([
      { tx_code: 'FREE_PLAY', amount_cents: TRIAL_BALANCE_CENTS, balance_after_cents: TRIAL_BALANCE_CENTS },
    ]);
    const ticket = await freePlayTicket(trial.token);
    for (let n = 0; n < 5; n++) expect((await spin(ticket)).statusCode).toBe(200);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('after concurrent free-play logins, spins and deposits every wallet still equals its ledger', async () => {
    const trials = await Promise.all(Array.from({ length: 5 }, () => freePlayLogin()));
    const tickets = await Promise.all(trials.map((trial) => freePlayTicket(trial.token)));
    const member = await freshMember(t, 'attack16par');
    await Promise.all([
      ...tickets.flatMap((ticket) => [spin(ticket), spin(ticket), spin(ticket)]),
      deposit(t, member, 300, null),
      deposit(t, member, 200, null),
    ]);
    expect(await ledgerMismatches(t)).toEqual([]);
  });
});
