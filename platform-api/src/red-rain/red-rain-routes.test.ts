import type { RedRainCatch, RedRainEvent } from '@mobile/shared-contracts';
import { runOperator } from '../operator/run-operator';
import { envelope, expectLedgerMatches, memberCaller, memberIdOf, newKey } from '../test/records-test-kit';
import { createTestContext, type TestContext } from '../test/test-context';
import { catchEnvelope, redRainReference } from './red-rain-store';

const EVENT = '/wps/redRain/event';
const CATCH = '/wps/redRain/catch';

describe('red-envelope rain', () => {
  let t: TestContext;
  let player: ReturnType<typeof memberCaller>;
  let playerId: number;
  beforeAll(async () => {
    t = await createTestContext();
    player = memberCaller(t, await t.login('player1'));
    playerId = await memberIdOf(t, 'player1');
  });
  afterAll(() => t.close());

  const plan = async (args: string[], merchant = 'demo') => {
    const result = await runOperator(t.db, ['red-rain', '--merchant', merchant, ...args]);
    expect(result.stderr).toBe('');
    return JSON.parse(result.stdout) as RedRainEvent;
  };
  const remove = (id: number, merchant = 'demo') =>
    runOperator(t.db, ['red-rain', '--merchant', merchant, '--end', String(id)]);
  const catchIn = (eventId: unknown, caller = player, key: string | null = newKey('rain')) =>
    caller.post(CATCH, { eventId }, key);
  const rewardsFor = (memberId: number, eventId: number) =>
    t.db
      .selectFrom('rewards')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('reference', '=', redRainReference(eventId))
      .execute();

  it('shows guests the next planned rain (seeded daily) without a catch', async () => {
    const res = await t.call({ url: EVENT });
    const { event, caught, serverTime } = envelope<{
      event: RedRainEvent;
      caught: RedRainCatch | null;
      serverTime: string;
    }>(res).value;
    expect(event.title).toBe('Evening red envelope rain');
    expect(event.endsAt > serverTime).toBe(true);
    expect(caught).toBeNull();
  });

  it('a catch in a running rain is a reward of the drawn amount, once per member, idempotent', async () => {
    // The demo seeds a ten-minute rain every day at 12:00 UTC, and the page shows the rain that started
    // first: this one starts eleven minutes ago, so it is the running one at any time of day.
    const start = new Date(Date.now() - 11 * 60_000).toISOString();
    const event = await plan(['--start', start, '--minutes', '16', '--min', '2', '--max', '2']);
    const balance = await expectLedgerMatches(t, playerId);
    const key = newKey('rain');
    const first = await catchIn(event.id, player, key);
    expect(first.statusCode).toBe(200);
    const caught = envelope<RedRainCatch>(first).value;
    expect(caught).toMatchObject({ eventId: event.id, amount: 2 });
    // The same key replays the answer; a new key gets the same catch: no second reward.
    expect(envelope(await catchIn(event.id, player, key)).value).toEqual(caught);
    expect(envelope(await catchIn(event.id)).value).toEqual(caught);
    const rows = await rewardsFor(playerId, event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'issued', source: 'red-rain', amount_cents: 200 });
    // The page sees its catch; the money moves only when the reward is claimed in the reward centre.
    expect(envelope<{ caught: RedRainCatch }>(await player.get(EVENT)).value.caught).toEqual(caught);
    expect(await expectLedgerMatches(t, playerId)).toBe(balance);
    await remove(event.id);
  });

  it('concurrent catches by one member make one reward', async () => {
    const event = await plan(['--start', 'now', '--minutes', '5', '--min', '1', '--max', '8.88']);
    const answers = await Promise.all(Array.from({ length: 8 }, () => catchIn(event.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const caught = answers.map((a) => envelope<RedRainCatch>(a).value);
    expect(new Set(caught.map((c) => c.rewardId)).size).toBe(1);
    expect(new Set(caught.map((c) => c.amount)).size).toBe(1);
    expect(caught[0]?.amount).toBeGreaterThanOrEqual(1);
    expect(caught[0]?.amount).toBeLessThanOrEqual(8.88);
    expect(await rewardsFor(playerId, event.id)).toHaveLength(1);
    // Ended by the operator: no more catches.
    await remove(event.id);
    expect(envelope(await catchIn(event.id)).code).toBe('RED_RAIN_CLOSED');
  });

  it('refuses a rain that has not started or is over, with nothing granted', async () => {
    const later = await plan(['--start', new Date(Date.now() + 3_600_000).toISOString(), '--minutes', '5']);
    const early = await catchIn(later.id);
    expect(early.statusCode).toBe(409);
    expect(envelope(early).code).toBe('RED_RAIN_CLOSED');
    const past = await plan(['--start', new Date(Date.now() - 3_600_000).toISOString(), '--minutes', '5']);
    expect(envelope(await catchIn(past.id)).code).toBe('RED_RAIN_CLOSED');
    expect(await rewardsFor(playerId, later.id)).toHaveLength(0);
    expect(await rewardsFor(playerId, past.id)).toHaveLength(0);
    await remove(later.id);
    await remove(past.id);
  });

  it("refuses guests, free play, bad ids and another merchant's rain", async () => {
    const event = await plan(['--start', 'now', '--minutes', '5']);
    expect((await t.call({ method: 'POST', url: CATCH, payload: { eventId: event.id } })).statusCode).toBe(
      401,
    );
    const trial = memberCaller(t, await t.login('trial4'));
    const refused = await catchIn(event.id, trial);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).code).toBe('FREE_REJECT');
    for (const bad of [0, -1, 1.5, 'x', null]) expect((await catchIn(bad)).statusCode).toBe(400);
    const lite = await plan(['--start', 'now', '--minutes', '5'], 'lite');
    const other = await catchIn(lite.id);
    expect(other.statusCode).toBe(404);
    expect(envelope(other).code).toBe('NOT_FOUND');
    expect(await rewardsFor(playerId, lite.id)).toHaveLength(0);
    await remove(event.id);
    await remove(lite.id, 'lite');
  });

  it('refuses an excluded member (time-out or self-exclusion) the way promotions do', async () => {
    const event = await plan(['--start', 'now', '--minutes', '5']);
    const memberId = await memberIdOf(t, 'player0');
    const now = new Date();
    await t.db
      .insertInto('protection_exclusions')
      .values({
        member_id: memberId,
        kind: 'timeOut',
        period: '24h',
        started_at: now.toISOString(),
        ends_at: new Date(now.getTime() + 86_400_000).toISOString(),
        locked_until: now.toISOString(),
        ended_at: null,
        ended_by: null,
      })
      .execute();
    await expect(
      catchEnvelope(t.db, { merchantCode: 'demo', memberId, memberType: 0, eventId: event.id, now }),
    ).rejects.toMatchObject({ code: 'EXCLUDED', statusCode: 403 });
    expect(await rewardsFor(memberId, event.id)).toHaveLength(0);
    await t.db.deleteFrom('protection_exclusions').where('member_id', '=', memberId).execute();
    await remove(event.id);
  });

  it('operator input is checked', async () => {
    for (const args of [
      ['--start', 'soon'],
      ['--start', 'now', '--minutes', '0'],
      ['--start', 'now', '--min', '5', '--max', '1'],
      ['--start', 'now', '--max', '-1'],
      ['--end', 'abc'],
      ['--end', '999999'],
    ]) {
      const result = await runOperator(t.db, ['red-rain', '--merchant', 'demo', ...args]);
      expect(result.exitCode).toBe(2);
    }
  });
});
