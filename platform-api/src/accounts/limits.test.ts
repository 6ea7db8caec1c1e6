import { createTestContext, type TestContext } from '../test/test-context';
import { pruneEvents, takeAttempt } from './account-events';
import { LIMITS, LOCKOUT, loginDelayMs } from './limits';
import { captchaNeeded, loginDelayUntil, recordLoginFailure } from './lockout';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MINUTE = 60_000;
const at = (t0: Date, minutes: number) => new Date(t0.getTime() + minutes * MINUTE);

describe('sliding-window limits', () => {
  it('SMS per number: 1 a minute, 5 an hour', async () => {
    const t0 = new Date('2026-01-01T00:00:00Z');
    const send = async (minutes: number) => {
      const now = at(t0, minutes);
      await takeAttempt(ctx.db, 'sms_number', '+631', LIMITS.smsPerNumber, now);
      await takeAttempt(ctx.db, 'sms_number_hour', '+631', LIMITS.smsPerNumberHourly, now);
    };
    await send(0);
    await expect(send(0.5)).rejects.toMatchObject({ code: 'RATE_LIMITED', statusCode: 429 });
    for (const minute of [1.1, 2.2, 3.3, 4.4]) await send(minute);
    await expect(send(10)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await send(61);
  });

  it('prunes events older than a day', async () => {
    const t0 = new Date('2026-01-02T00:00:00Z');
    await takeAttempt(ctx.db, 'x', 'y', { max: 1, windowMs: 48 * 60 * MINUTE }, t0);
    await pruneEvents(ctx.db, at(t0, 24 * 60 + 1));
    await takeAttempt(ctx.db, 'x', 'y', { max: 1, windowMs: 48 * 60 * MINUTE }, at(t0, 24 * 60 + 2));
  });
});

describe('login delays after failures', () => {
  it('waits from the fifth failure within 15 minutes, doubling with each further one, never locking', async () => {
    const t0 = new Date('2026-01-03T00:00:00Z');
    for (let i = 0; i < 4; i += 1) {
      await recordLoginFailure(ctx.db, 'demo', 'victim', '1.1.1.1', at(t0, i));
      expect(await loginDelayUntil(ctx.db, 'demo', 'victim', at(t0, i))).toBeNull();
    }
    expect(await captchaNeeded(ctx.db, 'demo', 'victim', '9.9.9.9', at(t0, 4))).toBe(true);
    await recordLoginFailure(ctx.db, 'demo', 'victim', '1.1.1.1', at(t0, 4));
    expect(await loginDelayUntil(ctx.db, 'demo', 'victim', at(t0, 4))).toBe(at(t0, 4.5).toISOString());
    expect(await loginDelayUntil(ctx.db, 'demo', 'victim', at(t0, 4.5))).toBeNull();
    await recordLoginFailure(ctx.db, 'demo', 'victim', '1.1.1.1', at(t0, 4.5));
    expect(await loginDelayUntil(ctx.db, 'demo', 'victim', at(t0, 4.5))).toBe(at(t0, 5.5).toISOString());
  });

  it('doubles up to the cap', () => {
    expect([4, 5, 6, 7, 8].map(loginDelayMs)).toEqual([0, 30_000, 60_000, 120_000, 240_000]);
    expect(loginDelayMs(50)).toBe(LOCKOUT.maxDelayMs);
  });

  it('does not wait for failures spread over more than 15 minutes', async () => {
    const t0 = new Date('2026-01-04T00:00:00Z');
    for (const minute of [0, 5, 10, 15.5, 20])
      await recordLoginFailure(ctx.db, 'demo', 'spread', '2.2.2.2', at(t0, minute));
    expect(await loginDelayUntil(ctx.db, 'demo', 'spread', at(t0, 20))).toBeNull();
  });
});
