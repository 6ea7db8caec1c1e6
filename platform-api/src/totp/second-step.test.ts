import { memberIdOf } from '../deposit/money-test-kit';
import { ApiError } from '../http/api-error';
import { createTestContext, type TestContext } from '../test/test-context';
import { issueRecoveryCodes } from './recovery-codes';
import { checkTotpCode, requireSecondStep } from './second-step';
import { newTotpSecret } from './totp-code';
import { TOTP_LOCK } from './totp-guard';
import { openTotpSecret, sealTotpSecret } from './totp-secret-box';
import { readTotp } from './totp-store';
import { codeAt } from './totp-test-kit';

/** The checks with an injected clock: window, replay, lock, recovery codes, the sealed secret. */
let t: TestContext;
const key = Buffer.alloc(32, 7);
const T0 = new Date('2026-11-27T12:00:10Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A member with the authenticator on (secret sealed under `key`), no step used yet. */
async function memberWithTotp(user: string) {
  const memberId = await memberIdOf(t, user);
  const secret = newTotpSecret();
  await t.db.deleteFrom('member_totp').where('member_id', '=', memberId).execute();
  await t.db
    .insertInto('member_totp')
    .values({
      member_id: memberId,
      secret: sealTotpSecret(key, memberId, secret),
      enabled: 1,
      created_at: T0.toISOString(),
      enabled_at: T0.toISOString(),
    })
    .execute();
  return { memberId, secret };
}

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : String(error));
async function check(memberId: number, code: string, now: Date, recovery = true) {
  const row = await readTotp(t.db, memberId);
  if (!row) throw new Error('no row');
  return checkTotpCode(t.db, key, row, code, now, recovery).then(
    () => 'ok',
    (error: unknown) => codeOf(error),
  );
}

describe('the second step', () => {
  it('takes the code of now and of one step either side, not two steps away', async () => {
    const { memberId, secret } = await memberWithTotp('player0');
    expect(await check(memberId, codeAt(secret, T0, -2), T0)).toBe('TOTP_WRONG');
    expect(await check(memberId, codeAt(secret, T0, 2), T0)).toBe('TOTP_WRONG');
    expect(await check(memberId, codeAt(secret, T0, -1), T0)).toBe('ok');
    expect(await check(memberId, codeAt(secret, T0), T0)).toBe('ok');
    expect(await check(memberId, codeAt(secret, T0, 1), T0)).toBe('ok');
  });

  it('refuses a code used once, and any earlier step after a later one', async () => {
    const { memberId, secret } = await memberWithTotp('player1');
    const code = codeAt(secret, T0);
    expect(await check(memberId, code, T0)).toBe('ok');
    expect(await check(memberId, code, at(5))).toBe('TOTP_WRONG');
    expect(await check(memberId, codeAt(secret, T0, 1), at(10))).toBe('ok');
    expect(await check(memberId, codeAt(secret, T0), at(15))).toBe('TOTP_WRONG');
    // Two calls racing with the same fresh code: one gets in.
    const fresh = codeAt(secret, at(60));
    const both = await Promise.all([check(memberId, fresh, at(60)), check(memberId, fresh, at(60))]);
    expect(both.sort()).toEqual(['TOTP_WRONG', 'ok']);
  });

  it('locks after five wrong codes in a row for 30 minutes, the right code included', async () => {
    const { memberId, secret } = await memberWithTotp('player2');
    for (let i = 1; i < TOTP_LOCK.failures; i += 1) {
      const row = await readTotp(t.db, memberId);
      if (!row) throw new Error('no row');
      await expect(checkTotpCode(t.db, key, row, '000000', T0, true)).rejects.toMatchObject({
        code: 'TOTP_WRONG',
        value: { attemptsLeft: TOTP_LOCK.failures - i },
      });
    }
    expect(await check(memberId, '000000', T0)).toBe('TOTP_LOCKED');
    expect(await check(memberId, codeAt(secret, at(60)), at(60))).toBe('TOTP_LOCKED');
    const until = await t.db
      .selectFrom('member_totp')
      .select('locked_until')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    expect(until?.locked_until).toBe(new Date(T0.getTime() + TOTP_LOCK.lockMs).toISOString());
    const after = at(TOTP_LOCK.lockMs / 1000 + 1);
    expect(await check(memberId, codeAt(secret, after), after)).toBe('ok');
  });

  it('lets no more than five of twenty parallel guesses be checked', async () => {
    const { memberId } = await memberWithTotp('agent40');
    const guesses = Array.from({ length: 20 }, (_, i) => String(100000 + i));
    const answers = await Promise.all(guesses.map((g) => check(memberId, g, T0)));
    expect(answers.every((a) => a === 'TOTP_WRONG' || a === 'TOTP_LOCKED')).toBe(true);
    expect(answers.filter((a) => a === 'TOTP_WRONG').length).toBeLessThanOrEqual(TOTP_LOCK.failures - 1);
    expect(answers).toContain('TOTP_LOCKED');
  });

  it('takes each recovery code once, where recovery is allowed', async () => {
    const { memberId } = await memberWithTotp('agent41');
    const [first, second] = await issueRecoveryCodes(t.db, memberId);
    if (!first || !second) throw new Error('no codes');
    expect(await check(memberId, first, T0, false)).toBe('TOTP_WRONG');
    // As typed: any case, the hyphen left out.
    expect(await check(memberId, first.toUpperCase().replace('-', ''), T0)).toBe('ok');
    expect(await check(memberId, first, T0)).toBe('TOTP_WRONG');
    expect(await check(memberId, second.replace('-', ''), T0)).toBe('ok');
    const rows = await t.db
      .selectFrom('member_totp_recovery')
      .selectAll()
      .where('member_id', '=', memberId)
      .execute();
    expect(JSON.stringify(rows)).not.toContain(first);
  });

  it('asks nothing of a member without it, and a code of a member with it', async () => {
    const free = await memberIdOf(t, 'agent42');
    await expect(requireSecondStep(t.db, key, free, undefined, T0)).resolves.toBeUndefined();
    const { memberId } = await memberWithTotp('pwchange');
    await expect(requireSecondStep(t.db, key, memberId, undefined, T0)).rejects.toMatchObject({
      code: 'TOTP_REQUIRED',
    });
  });

  it('seals the secret for one member under one key', () => {
    const sealed = sealTotpSecret(key, 5, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret(key, 5, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret(key, 6, sealed)).toBeNull();
    expect(openTotpSecret(Buffer.alloc(32, 8), 5, sealed)).toBeNull();
    expect(openTotpSecret(key, 5, `${sealed.slice(0, -2)}AA`)).toBeNull();
  });
});
