import { createTestContext, envelope } from '../test/test-context';
import { loginAs, withOutboxContext } from './account-test-kit';

const context = withOutboxContext();

describe('GET /wps/dev/captcha (demo mode)', () => {
  it('gives the answer of an issued captcha, which the next login accepts', async () => {
    const issued = await context().call({ method: 'GET', url: '/wps/captcha' });
    const { captchaId } = envelope<{ captchaId: string }>(issued).value;
    const res = await context().call({ method: 'GET', url: `/wps/dev/captcha?id=${captchaId}` });
    const { answer } = envelope<{ answer: string }>(res).value;
    expect(answer).toMatch(/^[2-9A-Z]{5}$/);
    const ip = '10.9.1.1';
    const wrong = await loginAs(context(), { username: 'player1', password: 'nope' }, { ip });
    expect(envelope(wrong).value).toEqual({ captcha: true });
    const right = await loginAs(
      context(),
      { username: 'player1', password: 'Demo1234', captchaId, captcha: answer },
      { ip },
    );
    expect(right.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await context().call({ method: 'GET', url: '/wps/dev/captcha?id=unknown' })).statusCode).toBe(
      404,
    );
    expect((await context().call({ method: 'GET', url: '/wps/dev/captcha?id=a%20b' })).statusCode).toBe(400);
  });

  it('does not exist without DEMO_OUTBOX=1', async () => {
    delete process.env.DEMO_OUTBOX;
    const plain = await createTestContext();
    process.env.DEMO_OUTBOX = '1';
    try {
      expect((await plain.call({ method: 'GET', url: '/wps/dev/captcha?id=abc' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('GET /wps/check/affiliate', () => {
  const check = (code: string) =>
    context().call({
      method: 'GET',
      url: `/wps/check/affiliate?code=${code}`,
      headers: { 'x-merchant-code': 'demo' },
    });

  it('says whether an invitation code exists, case-insensitively', async () => {
    expect(envelope(await check('AGENT41')).value).toEqual({ valid: true });
    expect(envelope(await check('agent42')).value).toEqual({ valid: true });
    expect(envelope(await check('NOPE99')).value).toEqual({ valid: false });
  });

  it('refuses an empty code', async () => {
    expect((await check('')).statusCode).toBe(400);
  });
});
