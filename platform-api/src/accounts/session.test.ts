import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { DEMO_PASSWORD, loginAs } from './account-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('logout, free play and trial user', () => {
  it('logout invalidates the token', async () => {
    const res = await loginAs(ctx, { username: 'agent41', password: DEMO_PASSWORD }, { ip: '10.0.4.1' });
    const { token } = envelope<{ token: string }>(res).value;
    const out = await ctx.call({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const info = await ctx.call({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect(info.statusCode).toBe(401);
    const twice = await ctx.call({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(twice.statusCode).toBe(401);
  });

  it("free play login: a module id other than free play's is refused (SPEC 7 module id free play)", async () => {
    for (const moduleId of ['', 'COMM3']) {
      const res = await ctx.call({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: { moduleId },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('free play creates a type-4 account with play money; trialuser describes it', async () => {
    const res = await ctx.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { moduleId: 'FREEPLAY' },
    });
    const value = envelope<{ token: string; userName: string; customerType: number }>(res).value;
    expect(value.customerType).toBe(4);
    expect(value.userName).toMatch(/^guest[a-z0-9]{8}$/);
    const trial = await ctx.call({
      method: 'GET',
      url: '/wps/member/trialuser',
      headers: bearer(value.token),
    });
    expect(envelope(trial).value).toEqual({ userName: value.userName, customerType: 4, sumBalance: 2000 });
    // Free play again from that session keeps the same account.
    const again = await ctx.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: bearer(value.token),
      payload: {},
    });
    expect(envelope<{ userName: string }>(again).value.userName).toBe(value.userName);
    // A trial account cannot log in by password.
    const byPassword = await loginAs(ctx, { username: value.userName, password: '!' }, { ip: '10.0.5.1' });
    expect(byPassword.statusCode).toBe(401);
    const member = await ctx.call({
      method: 'GET',
      url: '/wps/member/trialuser',
      headers: bearer(await ctx.login('player0')),
    });
    expect(member.statusCode).toBe(403);
  });
});
