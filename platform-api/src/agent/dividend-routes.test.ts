import {
  closedDividendPeriods,
  type DividendRow,
  dividendCents,
  dividendPeriodOf,
  IDEMPOTENCY_KEY_HEADER,
} from '@mobile/shared-contracts';
import { isoDay } from '../common/date-range';
import { writeSetting } from '../merchants/settings-store';
import { bearer, envelope } from '../test/test-context';
import { ledgerBalances } from '../wallet/ledger';
import { agentKit } from './agent-test-kit';
import { payoutReference, teamLossCents } from './dividend-store';

/** A value the seed guarantees; a clear failure instead of a non-null assertion if it ever is not there. */
function found<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected seeded data is missing');
  return value;
}

describe('dividend', () => {
  const kit = agentKit();

  const idOf = kit.idOf;
  const get = (url: string, token = kit.token, query: Record<string, string> = {}) =>
    kit.t.call({ method: 'GET', url, headers: bearer(token), query });
  const rows = async (scope: 'own' | 'downlines', token = kit.token) =>
    envelope<{ rows: DividendRow[] }>(await get('/wps/relay/ODSFE2_QueryDividend', token, { scope })).value
      .rows;
  const pay = (
    payload: Record<string, unknown>,
    token = kit.token,
    key: string = crypto.randomUUID(),
    traceparent?: string,
  ) =>
    kit.t.call({
      method: 'POST',
      url: '/wps/relay/ODSFE2_PayoutDividend',
      headers: { ...bearer(token), [IDEMPOTENCY_KEY_HEADER]: key, ...(traceparent ? { traceparent } : {}) },
      payload,
    });
  const periods = () => closedDividendPeriods('HALF_MONTH', isoDay(new Date()));

  it("shows the agent's contract and its current period computed from its team's bets", async () => {
    const contract = envelope(await get('/wps/relay/MCS2_getContractDividendInfo')).value;
    expect(contract).toMatchObject({
      contract: { cycle: 'HALF_MONTH', minTeamLoss: 1000, sharePercent: 30 },
    });
    const { current } = envelope<{ current: DividendRow }>(
      await get('/wps/relay/ODSFE2_CurrentDividend'),
    ).value;
    const period = dividendPeriodOf('HALF_MONTH', isoDay(new Date()));
    expect(current.period).toEqual(period);
    const loss = await teamLossCents(kit.t.db, await idOf('agent41'), period);
    expect(current.teamLoss).toBe(loss / 100);
    expect(current.dividend).toBe(dividendCents(loss, { minTeamLoss: 1000, sharePercent: 30 }) / 100);
  });

  it("equals the sum of the team members' own stakes minus payouts", async () => {
    const period = found(periods()[0]);
    const team = await kit.t.db
      .selectFrom('members')
      .select('id')
      .where('parent_id', 'in', [await idOf('agent41s1a')])
      .execute();
    let sum = 0;
    for (const { id } of team) {
      const bets = await kit.t.db
        .selectFrom('game_bets')
        .select(['amount_cents', 'payout_cents'])
        .where('member_id', '=', id)
        .where('created_at', '>=', `${period.start}T00:00:00.000Z`)
        .where('created_at', '<=', `${period.end}T23:59:59.999Z`)
        .execute();
      for (const bet of bets) sum += Number(bet.amount_cents) - Number(bet.payout_cents);
    }
    expect(await teamLossCents(kit.t.db, await idOf('agent41s1a'), period)).toBe(sum);
  });

  it('lists its history of closed periods, and the dividends due to its direct downline agents', async () => {
    const own = await rows('own');
    expect(own.map((r) => r.period)).toEqual(periods());
    const due = await rows('downlines');
    expect(new Set(due.map((r) => r.username))).toEqual(new Set(['agent41s1']));
    expect(due.every((r) => r.status === 'DUE' && r.dividend > 0)).toBe(true);
  });

  it('pays a period once, through the ledger, even when two payouts race', async () => {
    const payee = await idOf('agent41s1');
    const payer = await idOf('agent41');
    const period = found(periods()[0]);
    const row = found((await rows('downlines')).find((r) => r.period.start === period.start));
    const before = {
      payer: await ledgerBalances(kit.t.db, payer),
      payee: await ledgerBalances(kit.t.db, payee),
    };
    const answers = await Promise.all([
      pay({ memberId: payee, periodStart: period.start }),
      pay({ memberId: payee, periodStart: period.start }),
      pay({ memberId: payee, periodStart: period.start }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => envelope(a).code === 'DIVIDEND_PAID')).toHaveLength(2);
    const after = {
      payer: await ledgerBalances(kit.t.db, payer),
      payee: await ledgerBalances(kit.t.db, payee),
    };
    const cents = Math.round(row.dividend * 100);
    expect(after.payer.balanceCents).toBe(before.payer.balanceCents - cents);
    expect(after.payee.balanceCents).toBe(before.payee.balanceCents + cents);
    expect(after.payer.balanceCents).toBe(after.payer.ledgerSumCents);
    expect(after.payee.balanceCents).toBe(after.payee.ledgerSumCents);
    const paid = (await rows('downlines')).find((r) => r.period.start === period.start);
    expect(paid).toMatchObject({ status: 'PAID', paid: row.dividend });
    // agent41s1 sees it in its own history as received.
    const own = await rows('own', await kit.t.login('agent41s1'));
    expect(own.find((r) => r.period.start === period.start)).toMatchObject({
      status: 'PAID',
      paid: row.dividend,
    });
  });

  it('answers a replay with the first answer and moves nothing again', async () => {
    const payee = await idOf('agent41s1');
    const period = found(periods()[1]);
    const tap = (trace: string) => `00-${trace}-00f067aa0ba902b7-01`;
    const trace = 'd1d1d000000000000000000000000aa0';
    const first = await pay(
      { memberId: payee, periodStart: period.start },
      kit.token,
      'replay-1',
      tap(trace),
    );
    const balance = await ledgerBalances(kit.t.db, payee);
    const replay = await pay(
      { memberId: payee, periodStart: period.start },
      kit.token,
      'replay-1',
      tap('ffffffffffffffffffffffffffffff01'),
    );
    expect(replay.body).toBe(first.body);
    expect(await ledgerBalances(kit.t.db, payee)).toEqual(balance);
    // The agent's debit and the downline's credit both keep the first payout's trace.
    const traced = await kit.t.db
      .selectFrom('transactions')
      .select(['member_id', 'trace_id'])
      .where('reference', '=', payoutReference(payee, period.start))
      .execute();
    expect(traced).toHaveLength(2);
    expect(traced.map((row) => row.trace_id)).toEqual([trace, trace]);
  });

  it('refuses other teams, deeper downlines, bad periods and players, changing nothing', async () => {
    const period = found(periods()[2]);
    const before = await ledgerBalances(kit.t.db, await idOf('agent41'));
    const cases: [Record<string, unknown>, number, string][] = [
      [{ memberId: await idOf('agent42m1'), periodStart: period.start }, 403, 'NOT_IN_TEAM'],
      [{ memberId: await idOf('agent41s1a'), periodStart: period.start }, 403, 'NOT_IN_TEAM'],
      [{ memberId: await idOf('agent41'), periodStart: period.start }, 403, 'NOT_IN_TEAM'],
      [{ memberId: await idOf('agent41s2'), periodStart: period.start }, 400, 'BAD_REQUEST'],
      [{ memberId: await idOf('agent41s1'), periodStart: '2020-01-01' }, 400, 'BAD_REQUEST'],
      [
        {
          memberId: await idOf('agent41s1'),
          periodStart: dividendPeriodOf('HALF_MONTH', isoDay(new Date())).start,
        },
        400,
        'BAD_REQUEST',
      ],
      [{ memberId: await idOf('agent41s1'), periodStart: 'soon' }, 400, 'BAD_REQUEST'],
      [{ memberId: await idOf('agent41m1'), periodStart: period.start }, 400, 'NO_DIVIDEND_CONTRACT'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await pay(payload);
      expect([payload, res.statusCode, envelope(res).code]).toEqual([payload, status, code]);
    }
    expect(await ledgerBalances(kit.t.db, await idOf('agent41'))).toEqual(before);
    const player = await pay(
      { memberId: await idOf('agent41s1'), periodStart: period.start },
      await kit.t.login('player0'),
    );
    expect(player.statusCode).toBe(403);
    const guest = await kit.t.call({ method: 'GET', url: '/wps/relay/ODSFE2_CurrentDividend' });
    expect(guest.statusCode).toBe(401);
    expect((await get('/wps/relay/ODSFE2_QueryDividend', kit.token, { scope: 'all' })).statusCode).toBe(400);
  });

  it("gives the agent's previous and current income: its dividend and its rebate income", async () => {
    const value = envelope<{ previous: { dividend: number; rebateIncome: number; total: number } }>(
      await get('/wps/relay/ODS2_AgentPrevAndCurrIncome'),
    ).value;
    const own = found((await rows('own'))[0]);
    expect(value.previous.dividend).toBe(own.dividend);
    expect(value.previous.total).toBeCloseTo(value.previous.dividend + value.previous.rebateIncome, 2);
  });

  it('is refused when the dividend feature is off', async () => {
    await writeSetting(kit.t.db, 'demo', 'whitelabel', { features: ['MAILCEN'], menu: {} });
    for (const url of ['/wps/relay/ODSFE2_CurrentDividend', '/wps/relay/MCS2_getContractDividendInfo']) {
      expect((await get(url)).statusCode).toBe(403);
    }
  });
});
