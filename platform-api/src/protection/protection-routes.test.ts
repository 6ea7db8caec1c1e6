import {
  DEMO_PASSWORD,
  encryptedCall,
  loginAs,
  registration,
  solvedCaptcha,
} from '../accounts/account-test-kit';
import { writeSetting } from '../merchants/settings-store';
import { runOperator } from '../operator/run-operator';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const memberIdOf = async (username: string) =>
  (
    await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .where('merchant_code', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;

describe('responsible-gaming info', () => {
  it('gives each merchant its minimum age and helpline', async () => {
    const demo = envelope(
      await t.call({ method: 'GET', url: '/wps/system/responsible', headers: { 'x-merchant-code': 'demo' } }),
    );
    expect(demo.value).toMatchObject({
      country: 'PH',
      minimumAge: 21,
      helpline: { phone: '1553' },
      realityCheckMinutes: 30,
    });
    const lite = envelope(
      await t.call({ method: 'GET', url: '/wps/system/responsible', headers: { 'x-merchant-code': 'lite' } }),
    );
    // The merchant's configured age (consolidated settings: 21) applies unless protection says otherwise.
    expect(lite.value).toMatchObject({ country: 'GB', minimumAge: 21 });
  });
});

describe('limits and reality check', () => {
  it('refuses guests, bad kinds and values, and another member sees only their own limits', async () => {
    const token = await t.login('player0');
    const other = await t.login('player2');
    const post = (payload: unknown, auth = token) =>
      t.call({
        method: 'POST',
        url: '/wps/protection/limit',
        headers: bearer(auth),
        payload: payload as object,
      });
    expect((await t.call({ method: 'GET', url: '/wps/protection' })).statusCode).toBe(401);
    for (const bad of [
      { kind: 'deposit1h', value: 100 },
      { kind: 'deposit24h', value: -5 },
      { kind: 'deposit24h', value: 99 },
      { kind: 'deposit24h', value: 1.5 },
      { kind: 'sessionMinutes', value: 5 },
      { kind: 'deposit24h' },
    ]) {
      const res = await post(bad);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('BAD_REQUEST');
    }
    expect((await post({ kind: 'sessionMinutes', value: 120 })).statusCode).toBe(200);
    const mine = envelope<{ limits: { kind: string; value: number | null }[] }>(
      await t.call({ method: 'GET', url: '/wps/protection', headers: bearer(token) }),
    ).value.limits;
    expect(mine.find((l) => l.kind === 'sessionMinutes')?.value).toBe(120);
    const theirs = envelope<{ limits: { kind: string; value: number | null }[] }>(
      await t.call({ method: 'GET', url: '/wps/protection', headers: bearer(other) }),
    ).value.limits;
    expect(theirs.every((l) => l.value === null)).toBe(true);
  });

  it('keeps the chosen reality-check interval and serves the session figures', async () => {
    const token = await t.login('player0');
    const bad = await t.call({
      method: 'POST',
      url: '/wps/protection/realityCheck',
      headers: bearer(token),
      payload: { minutes: 20 },
    });
    expect(bad.statusCode).toBe(400);
    const set = await t.call({
      method: 'POST',
      url: '/wps/protection/realityCheck',
      headers: bearer(token),
      payload: { minutes: 15 },
    });
    expect(envelope(set).value).toMatchObject({ realityCheckMinutes: 15, realityCheckChosen: true });
    const session = envelope<{
      startedAt: string;
      netResultCents: number;
      realityCheckMinutes: number;
      sessionLimitMinutes: number;
    }>(await t.call({ method: 'GET', url: '/wps/protection/session', headers: bearer(token) })).value;
    expect(session.realityCheckMinutes).toBe(15);
    expect(session.sessionLimitMinutes).toBe(120);
    expect(session.netResultCents).toBe(0);
    expect(Date.now() - Date.parse(session.startedAt)).toBeLessThan(60_000);
  });
});

describe('time-out and self-exclusion', () => {
  it('refuses a bad period, logs the member out everywhere and refuses login with the end date', async () => {
    const first = await t.login('player2');
    const second = await t.login('player2');
    const bad = await t.call({
      method: 'POST',
      url: '/wps/protection/exclude',
      headers: bearer(first),
      payload: { kind: 'timeOut', period: '6m' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await t.call({
      method: 'POST',
      url: '/wps/protection/exclude',
      headers: bearer(first),
      payload: { kind: 'selfExclusion', period: '6m' },
    });
    expect(res.statusCode).toBe(200);
    const { endsAt } = envelope<{ endsAt: string }>(res).value;
    for (const token of [first, second])
      expect(
        (await t.call({ method: 'GET', url: '/wps/protection', headers: bearer(token) })).statusCode,
      ).toBe(401);
    const login = await loginAs(t, { username: 'player2', password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(envelope(login)).toMatchObject({ code: 'EXCLUDED', value: { kind: 'selfExclusion', endsAt } });
    // A wrong password still answers as a wrong password: the exclusion reveals nothing to a stranger.
    expect(
      envelope(await loginAs(t, { username: 'player2', password: 'Wrong1234' }, { ip: '10.9.9.9' })).code,
    ).toBe('WRONG_CREDENTIALS');
  });

  it('the operator cannot end a self-exclusion in its first 6 months, and shows it', async () => {
    const end = await runOperator(t.db, ['protection', '--user', 'player2', '--end', 'time-out']);
    expect(end.exitCode).toBe(1);
    expect(end.stderr).toMatch(/self-exclusion.*cannot be ended before/);
    const show = await runOperator(t.db, ['protection', '--user', 'player2']);
    expect(show.exitCode).toBe(0);
    expect(JSON.parse(show.stdout)).toMatchObject({ user: 'player2', exclusion: { kind: 'selfExclusion' } });
  });

  it('a time-out ends by itself, and the operator can end one early on request', async () => {
    const token = await t.login('player1');
    await t.call({
      method: 'POST',
      url: '/wps/protection/exclude',
      headers: bearer(token),
      payload: { kind: 'timeOut', period: '24h' },
    });
    expect(envelope(await loginAs(t, { username: 'player1', password: DEMO_PASSWORD })).code).toBe(
      'EXCLUDED',
    );
    const end = await runOperator(t.db, ['protection', '--user', 'player1', '--end', 'time-out']);
    expect(end.exitCode).toBe(0);
    expect((await loginAs(t, { username: 'player1', password: DEMO_PASSWORD })).statusCode).toBe(200);

    const again = await t.login('player1');
    await t.call({
      method: 'POST',
      url: '/wps/protection/exclude',
      headers: bearer(again),
      payload: { kind: 'timeOut', period: '7d' },
    });
    const id = await memberIdOf('player1');
    await t.db
      .updateTable('protection_exclusions')
      .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('member_id', '=', id)
      .where('ended_at', 'is', null)
      .execute();
    expect((await loginAs(t, { username: 'player1', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe('age gate at registration', () => {
  const register = async (username: string, birthDate: string, merchant = 'demo') =>
    encryptedCall(
      t,
      'PUT',
      '/wps/member/register',
      registration({
        username,
        password: 'Passw0rd1',
        confirmPassword: 'Passw0rd1',
        birthDate,
        mobileNum: `9171${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
        countryDialingCode: '63',
        ...(await solvedCaptcha(t)),
      }),
      { merchant, ip: `10.1.2.${Math.floor(Math.random() * 200)}` },
    );

  const yearsAgo = (years: number, days = 0) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  it('refuses a missing or impossible date and a player under 21 on a PH merchant, storing nothing', async () => {
    for (const [birthDate, code] of [
      ['', 'BAD_REQUEST'],
      ['2001-02-30', 'BAD_REQUEST'],
      [yearsAgo(21, 2), 'UNDER_AGE'],
    ] as const) {
      const res = await register('agegate01', birthDate);
      expect(envelope(res)).toMatchObject({ code, value: { field: 'birthDate' } });
    }
    const none = await t.db.selectFrom('members').select('id').where('username', '=', 'agegate01').execute();
    expect(none).toHaveLength(0);
  });

  it('accepts 21 on a PH merchant and a configured 18 on another, and stores the birth date', async () => {
    const ok = await register('agegate02', yearsAgo(22));
    expect(ok.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('members')
      .select('birth_date')
      .where('username', '=', 'agegate02')
      .executeTakeFirstOrThrow();
    expect(row.birth_date).toBe(yearsAgo(22));
    expect(envelope(await register('agegate03', yearsAgo(19))).code).toBe('UNDER_AGE');
    expect(envelope(await register('agegate04', yearsAgo(19), 'lite')).code).toBe('UNDER_AGE');
    await writeSetting(t.db, 'lite', 'protection', { minimumAge: 18 });
    expect((await register('agegate05', yearsAgo(19), 'lite')).statusCode).toBe(200);
    // A PH merchant never goes below 21, whatever is configured.
    await writeSetting(t.db, 'demo', 'protection', { minimumAge: 18 });
    expect(envelope(await register('agegate06', yearsAgo(19))).code).toBe('UNDER_AGE');
    await t.db.deleteFrom('merchant_settings').where('name', '=', 'protection').execute();
  });
});
