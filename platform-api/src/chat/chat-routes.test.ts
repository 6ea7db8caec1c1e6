import { runOperator } from '../operator/run-operator';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { gatewayOrigin } from '../vendor/gateway-origin';

const LAUNCH = '/wps/relay/CBS_launchChat';
const UNREAD = '/wps/relay/CBS_unreadCount';

describe('live chat', () => {
  let t: TestContext;
  let player: string;
  const site = gatewayOrigin();
  const back = `${site}/m/message`;
  beforeAll(async () => {
    t = await createTestContext();
    player = await t.login('player1');
  });
  afterAll(() => t.close());

  const launchQuery = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      b2c: '1',
      language: 'EN',
      backUrl: back,
      headerColor: '#112233',
      title: 'Help',
      moduleId: 'CBS3',
      ...overrides,
    }).toString();
  const launch = (token: string | null, overrides: Record<string, string> = {}, merchant = 'demo') =>
    t.call({
      url: `${LAUNCH}?${launchQuery(overrides)}`,
      headers: { ...(token ? bearer(token) : {}), 'x-merchant-code': merchant },
    });
  const chatUrl = async (token = player) => {
    const res = await launch(token);
    expect(res.statusCode).toBe(200);
    return envelope<{ chatUrl: string }>(res).value.chatUrl;
  };
  const ticketOf = (url: string) => new URL(url).searchParams.get('ticket') ?? '';
  const unread = async (token = player) =>
    envelope<{ unReadCount: number }>(await t.call({ url: UNREAD, headers: bearer(token) })).value
      .unReadCount;
  const sendJson = (ticket: string, text: string) =>
    t.call({ method: 'POST', url: '/wps/chat/send', payload: { ticket, text } });

  it('gives a chat link on this site that carries no session token', async () => {
    const url = await chatUrl();
    expect(url.startsWith(`${site}/wps/chat/room?ticket=`)).toBe(true);
    expect(url).not.toContain(player);
    const page = await t.call({ url: url.slice(site.length) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'nonce-");
    expect(page.body).toContain(`href="${back}"`);
    expect(page.body).toContain('<title>Help</title>');
  });

  it('round trip: the player writes, the operator answers, the reply counts as unread until the page shows it', async () => {
    const ticket = ticketOf(await chatUrl());
    const sent = await sendJson(ticket, '<script>window.__chatXss=1</script> where is my deposit?');
    expect(sent.statusCode).toBe(200);
    const since = JSON.parse(sent.body).line.id as number;
    expect(await unread()).toBe(0);
    const reply = await runOperator(t.db, [
      'chat',
      '--merchant',
      'demo',
      '--user',
      'player1',
      '--reply',
      'It arrived, please check.',
    ]);
    expect(reply.exitCode).toBe(0);
    expect(await unread()).toBe(1);
    const polled = await t.call({
      url: `/wps/chat/lines?ticket=${encodeURIComponent(ticket)}&after=${since}`,
    });
    expect(JSON.parse(polled.body).lines).toEqual([
      expect.objectContaining({ sender: 'agent', body: 'It arrived, please check.' }),
    ]);
    expect(await unread()).toBe(0);
    const page = await t.call({ url: `/wps/chat/room?ticket=${encodeURIComponent(ticket)}` });
    // Shown as text: escaped on the server, written with textContent by the page script.
    expect(page.body).toContain('&lt;script&gt;window.__chatXss=1&lt;/script&gt; where is my deposit?');
    expect(page.body).not.toContain('<script>window.__chatXss');
    const listed = JSON.parse(
      (await runOperator(t.db, ['chat', '--merchant', 'demo', '--user', 'player1'])).stdout,
    );
    expect(listed.lines.at(-2).body).toBe('<script>window.__chatXss=1</script> where is my deposit?');
  });

  it('refuses over-long and empty lines, and works without script (form post)', async () => {
    const ticket = ticketOf(await chatUrl());
    expect((await sendJson(ticket, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await sendJson(ticket, '   ')).statusCode).toBe(400);
    const form = await t.call({
      method: 'POST',
      url: '/wps/chat/send',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ticket, text: 'from a form' }).toString(),
    });
    expect(form.statusCode).toBe(303);
    const tooLong = await t.call({
      method: 'POST',
      url: '/wps/chat/send',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ticket, text: 'y'.repeat(501) }).toString(),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('limited to 500 characters');
  });

  it('keeps conversations apart: a ticket reads and writes only its own member', async () => {
    const other = await t.login('player0');
    const theirs = ticketOf(await chatUrl(other));
    await sendJson(theirs, 'player0 private line');
    const mine = ticketOf(await chatUrl());
    const lines = JSON.parse(
      (await t.call({ url: `/wps/chat/lines?ticket=${encodeURIComponent(mine)}` })).body,
    ).lines;
    expect(lines.some((l: { body: string }) => l.body === 'player0 private line')).toBe(false);
  });

  it('refuses forged, tampered and missing tickets', async () => {
    const ticket = ticketOf(await chatUrl());
    const [body, sig] = ticket.split('.');
    const payload = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...payload, memberId: payload.memberId + 1 })).toString('base64url')}.${sig}`;
    expect((await t.call({ url: `/wps/chat/room?ticket=${encodeURIComponent(forged)}` })).statusCode).toBe(
      401,
    );
    expect((await t.call({ url: '/wps/chat/room' })).statusCode).toBe(401);
    expect((await t.call({ url: `/wps/chat/lines?ticket=${encodeURIComponent(forged)}` })).statusCode).toBe(
      401,
    );
    expect((await sendJson(forged, 'hello')).statusCode).toBe(401);
  });

  it.each<Record<string, string>>([
    { backUrl: 'https://evil.example/m/home' },
    { backUrl: `${site}/wps/chat/room` },
    { backUrl: 'javascript:alert(1)' },
    { moduleId: 'CBS4' },
    { b2c: '0' },
    { language: 'xx' },
    { headerColor: 'red;background:url(x)' },
  ])('refuses launch parameters %p', async (overrides) => {
    const res = await launch(player, overrides);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).code).toBe('BAD_REQUEST');
  });

  it('refuses guests, free play, nochat members and merchants without CBS3', async () => {
    expect((await launch(null)).statusCode).toBe(401);
    const trial = await launch(await t.login('trial4'));
    expect(envelope(trial)).toMatchObject({ success: false, code: 'FREE_REJECT' });
    expect(trial.statusCode).toBe(403);
    const agent = await launch(await t.login('agent41'));
    expect(envelope(agent).code).toBe('FREE_REJECT');
    const noChat = await launch(await t.login('player2'));
    expect(envelope(noChat)).toMatchObject({ code: 'FORBIDDEN' });
    const lite = await launch(await t.login('player1', 'lite'), {}, 'lite');
    expect(envelope(lite)).toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.call({ url: UNREAD, headers: bearer(await t.login('player2')) })).statusCode).toBe(403);
  });

  it('refuses bad operator input', async () => {
    expect(
      (await runOperator(t.db, ['chat', '--merchant', 'demo', '--user', 'nobody', '--reply', 'x'])).exitCode,
    ).toBe(2);
    expect(
      (await runOperator(t.db, ['chat', '--merchant', 'demo', '--user', 'player1', '--reply', ' '])).exitCode,
    ).toBe(2);
    expect(
      (
        await runOperator(t.db, [
          'chat',
          '--merchant',
          'demo',
          '--user',
          'player1',
          '--reply',
          'z'.repeat(501),
        ])
      ).exitCode,
    ).toBe(2);
  });
});
