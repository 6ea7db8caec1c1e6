import type { AffiliateLink, AgentQuota } from '@mobile/shared-contracts';
import {
  DEMO_PASSWORD,
  encryptedCall,
  ipSequence,
  loginAs,
  registration,
  solvedCaptcha,
} from '../accounts/account-test-kit';
import { bearer, envelope } from '../test/test-context';
import { agentKit } from './agent-test-kit';
import { setQuotaTotal } from './quota-store';

describe('agent open account and affiliate links', () => {
  const kit = agentKit();
  const nextIp = ipSequence('10.41.0');

  const memberRow = (username: string) =>
    kit.t.db
      .selectFrom('members')
      .leftJoin('member_rebates', 'member_rebates.member_id', 'members.id')
      .select(['members.id', 'members.type', 'members.parent_id', 'member_rebates.rebate_hundredths'])
      .where('merchant_code', '=', 'demo')
      .where('username', '=', username)
      .executeTakeFirst();
  const idOf = async (username: string) => (await memberRow(username))?.id ?? 0;
  const quota = async (token = kit.token) =>
    envelope<AgentQuota>(
      await kit.t.call({ method: 'GET', url: '/wps/agent/register/quota', headers: bearer(token) }),
    ).value;
  const account = (fields: Record<string, unknown>) => ({
    username: 'downa1',
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    memberType: 0,
    rebate: 1,
    nickname: '',
    mobileNum: '',
    countryDialingCode: '63',
    email: '',
    payeeName: '',
    birthDate: '1990-01-02',
    ...fields,
  });
  const open = (fields: Record<string, unknown>, token = kit.token) =>
    encryptedCall(kit.t, 'PUT', '/wps/agent/register', account(fields), {
      headers: bearer(token),
      ip: nextIp(),
    });

  it("gives the agent's own rebate as the ceiling and the default quota", async () => {
    const res = await kit.t.call({
      method: 'GET',
      url: '/wps/agent/register/rebateSettings',
      headers: bearer(kit.token),
    });
    expect(envelope(res).value).toEqual({ maxRebate: 2 });
    expect(await quota()).toEqual({ total: 20, used: 0, remaining: 20 });
  });

  it('opens a direct downline with its type and rebate, who then logs in itself', async () => {
    const res = await open({ username: 'downa1', memberType: 1, rebate: 1.75, mobileNum: '9171110001' });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).value).toMatchObject({ username: 'downa1' });
    expect(await memberRow('downa1')).toMatchObject({
      type: 1,
      parent_id: await idOf('agent41'),
      rebate_hundredths: 175,
    });
    expect(await quota()).toMatchObject({ used: 1, remaining: 19 });
    const login = await loginAs(kit.t, { username: 'downa1', password: DEMO_PASSWORD }, { ip: nextIp() });
    expect(envelope<{ userName: string }>(login).value.userName).toBe('downa1');
  });

  it('refuses bad accounts with the field at fault, creating nothing and keeping the quota', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ username: 'downa2', rebate: 2.5 }, 400, 'REBATE_TOO_HIGH'],
      [{ username: 'X!', rebate: 1 }, 400, 'ACCOUNT_FORMAT'],
      [{ username: 'downa2', password: 'short' }, 400, 'PASSWORD_FORMAT'],
      [{ username: 'downa2', confirmPassword: 'Other1234' }, 400, 'PASSWORD_MISMATCH'],
      [{ username: 'agent41s1' }, 409, 'USERNAME_EXISTS'],
      [{ username: 'downa2', birthDate: '2020-01-01' }, 403, 'UNDER_AGE'],
    ];
    const before = await quota();
    for (const [fields, status, code] of cases) {
      const res = await open({ mobileNum: '9171110002', ...fields });
      expect([res.statusCode, envelope(res).code]).toEqual([status, code]);
    }
    expect(await memberRow('downa2')).toBeUndefined();
    expect(await quota()).toEqual(before);
  });

  it('refuses bad parameters, guests, players and a body that is not encrypted', async () => {
    expect((await open({ username: 'downa3', memberType: 4 })).statusCode).toBe(400);
    expect((await open({ username: 'downa3', rebate: -1 })).statusCode).toBe(400);
    expect((await open({ username: 'downa3', rebate: 1.005 })).statusCode).toBe(400);
    const player = await open({ username: 'downa3' }, await kit.t.login('player0'));
    expect([player.statusCode, envelope(player).code]).toEqual([403, 'FORBIDDEN']);
    const guest = await encryptedCall(kit.t, 'PUT', '/wps/agent/register', account({ username: 'downa3' }));
    expect(guest.statusCode).toBe(401);
    const plain = await kit.t.call({
      method: 'PUT',
      url: '/wps/agent/register',
      headers: bearer(kit.token),
      payload: account({ username: 'downa3' }),
    });
    expect(plain.statusCode).toBe(400);
    expect(await memberRow('downa3')).toBeUndefined();
  });

  it('never opens past the quota, even with openings at the same time', async () => {
    const token = await kit.t.login('agent42');
    const agentId = await idOf('agent42');
    await setQuotaTotal(kit.t.db, agentId, 1);
    const results = await Promise.all(
      [1, 2, 3].map((n) => open({ username: `downb${n}`, mobileNum: `917222000${n}`, rebate: 0 }, token)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(results.filter((r) => envelope(r).code === 'QUOTA_EXHAUSTED')).toHaveLength(2);
    expect(await quota(token)).toEqual({ total: 1, used: 1, remaining: 0 });
  });

  describe('affiliate links', () => {
    const links = async (token = kit.token) =>
      envelope<{ links: AffiliateLink[] }>(
        await kit.t.call({ method: 'GET', url: '/wps/agent/affiliate/urls', headers: bearer(token) }),
      ).value.links;
    const create = (payload: Record<string, unknown>, token = kit.token) =>
      kit.t.call({ method: 'POST', url: '/wps/agent/affiliate/url', headers: bearer(token), payload });
    const remove = (id: unknown, token = kit.token) =>
      kit.t.call({
        method: 'POST',
        url: '/wps/agent/affiliate/url/delete',
        headers: bearer(token),
        payload: { id },
      });
    const codeValid = async (code: string) =>
      envelope<{ valid: boolean }>(
        await kit.t.call({ method: 'GET', url: '/wps/check/affiliate', query: { code } }),
      ).value.valid;

    it('creates a link whose registrations get its type and rebate, counted on the link', async () => {
      const res = await create({ memberType: 1, rebate: 1.2 });
      expect(res.statusCode).toBe(200);
      const link = envelope<AffiliateLink>(res).value;
      expect(link).toMatchObject({ memberType: 1, rebate: 1.2, registrations: 0 });
      expect(link.code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
      expect((await links()).map((l) => l.id)).toContain(link.id);
      expect(await codeValid(link.code)).toBe(true);

      const payload = registration({
        username: 'viala1',
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        countryDialingCode: '63',
        mobileNum: '9171110009',
        affiliateCode: link.code,
        ...(await solvedCaptcha(kit.t)),
      });
      const registered = await encryptedCall(kit.t, 'PUT', '/wps/member/register', payload, { ip: nextIp() });
      expect(envelope(registered).success).toBe(true);
      expect(await memberRow('viala1')).toMatchObject({
        type: 1,
        parent_id: await idOf('agent41'),
        rebate_hundredths: 120,
      });
      expect((await links()).find((l) => l.id === link.id)?.registrations).toBe(1);
    });

    it('refuses a rebate above its own, bad types, players and guests', async () => {
      const count = (await links()).length;
      const high = await create({ memberType: 0, rebate: 2.01 });
      expect([high.statusCode, envelope(high).code]).toEqual([400, 'REBATE_TOO_HIGH']);
      expect((await create({ memberType: 40, rebate: 1 })).statusCode).toBe(400);
      expect((await create({ memberType: 0, rebate: '1' })).statusCode).toBe(400);
      expect((await create({ memberType: 0, rebate: 1 }, await kit.t.login('player0'))).statusCode).toBe(403);
      expect(
        (await kit.t.call({ method: 'POST', url: '/wps/agent/affiliate/url', payload: {} })).statusCode,
      ).toBe(401);
      expect(await links()).toHaveLength(count);
    });

    it("deletes its own link (the code stops working), never another agent's", async () => {
      const link = envelope<AffiliateLink>(await create({ memberType: 0, rebate: 0.5 })).value;
      const other = await remove(link.id, await kit.t.login('agent42'));
      expect([other.statusCode, envelope(other).code]).toEqual([404, 'NOT_FOUND']);
      expect(await codeValid(link.code)).toBe(true);
      expect((await remove('x')).statusCode).toBe(400);
      expect((await remove(link.id)).statusCode).toBe(200);
      expect(await codeValid(link.code)).toBe(false);
      expect((await links()).some((l) => l.id === link.id)).toBe(false);
      expect((await remove(link.id)).statusCode).toBe(404);
    });

    it('keeps at most 20 links', async () => {
      const token = await kit.t.login('agent42');
      const existing = (await links(token)).length;
      for (let i = existing; i < 20; i += 1)
        expect((await create({ memberType: 0, rebate: 0 }, token)).statusCode).toBe(200);
      const over = await create({ memberType: 0, rebate: 0 }, token);
      expect([over.statusCode, envelope(over).code]).toEqual([409, 'AFFILIATE_LINK_LIMIT']);
    });
  });
});
