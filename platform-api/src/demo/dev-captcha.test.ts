import { loginAs, withOutboxContext } from '../accounts/account-test-kit';
import { sendToOutbox } from '../accounts/outbox';
import { envelope } from '../test/test-context';
import { buildDevApp } from './dev-port';

const context = withOutboxContext();

describe('the demo dev port (loopback only)', () => {
  it('gives the answer of an issued captcha, which the next login accepts', async () => {
    const dev = buildDevApp(context().db);
    const issued = await context().call({ method: 'GET', url: '/wps/captcha' });
    const { captchaId } = envelope<{ captchaId: string }>(issued).value;
    const res = await dev.inject({ method: 'GET', url: `/dev/captcha?id=${captchaId}` });
    expect(res.headers['cache-control']).toBe('no-store');
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
    await dev.close();
  });

  it('answers 404 for an unknown captcha id and 400 for a malformed one', async () => {
    const dev = buildDevApp(context().db);
    expect((await dev.inject({ method: 'GET', url: '/dev/captcha?id=unknown' })).statusCode).toBe(404);
    expect((await dev.inject({ method: 'GET', url: '/dev/captcha?id=a%20b' })).statusCode).toBe(400);
    await dev.close();
  });

  it("reads a recipient's latest messages, a bare number meaning +number", async () => {
    const dev = buildDevApp(context().db);
    const message = { merchantCode: 'demo', channel: 'sms' as const, recipient: '+639170000123' };
    await sendToOutbox(context().db, { ...message, body: 'Your code is 123456' }, new Date());
    const res = await dev.inject({ method: 'GET', url: '/dev/outbox?to=639170000123' });
    expect(envelope<{ body: string }[]>(res).value[0]?.body).toBe('Your code is 123456');
    expect((await dev.inject({ method: 'GET', url: '/dev/outbox?to=' })).statusCode).toBe(400);
    await dev.close();
  });
});
