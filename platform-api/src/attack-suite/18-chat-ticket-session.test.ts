import { memberIdOf } from '../deposit/money-test-kit';
import { endAllSessions } from '../sessions/end-all-sessions';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { gatewayOrigin } from '../vendor/gateway-origin';

/**
 * Issue 26 finding 18: a chat ticket kept working after logout. It now names its session and works
 * only while that session lives.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const site = gatewayOrigin();
const ticketFor = async (token: string) => {
  const query = new URLSearchParams({
    b2c: '1',
    language: 'EN',
    backUrl: `${site}/m/message`,
    headerColor: '#112233',
    title: 'Help',
    moduleId: 'CBS3',
  });
  const res = await t.call({ url: `/wps/relay/CBS_launchChat?${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return new URL(envelope<{ chatUrl: string }>(res).value.chatUrl).searchParams.get('ticket') ?? '';
};
const room = (ticket: string) => t.call({ url: `/wps/chat/room?ticket=${encodeURIComponent(ticket)}` });
const lines = (ticket: string) => t.call({ url: `/wps/chat/lines?ticket=${encodeURIComponent(ticket)}` });
const send = (ticket: string) =>
  t.call({ method: 'POST', url: '/wps/chat/send', payload: { ticket, text: 'still me?' } });

describe('18: a chat ticket dies with its session', () => {
  it('stops working at logout: page, lines and sending', async () => {
    const token = await t.login('player1');
    const ticket = await ticketFor(token);
    expect((await room(ticket)).statusCode).toBe(200);
    expect((await lines(ticket)).statusCode).toBe(200);
    const logout = await t.call({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect((await room(ticket)).statusCode).toBe(401);
    expect((await lines(ticket)).statusCode).toBe(401);
    expect((await send(ticket)).statusCode).toBe(401);
  });

  it('stops working when all the member’s sessions are ended; another live session’s ticket is its own', async () => {
    const first = await t.login('player0');
    const ticket = await ticketFor(first);
    expect((await send(ticket)).statusCode).toBe(200);
    await endAllSessions(t.db, await memberIdOf(t, 'player0'));
    expect((await room(ticket)).statusCode).toBe(401);
    expect((await send(ticket)).statusCode).toBe(401);
    // Logging in again does not bring the old ticket back.
    const again = await t.login('player0');
    expect((await room(ticket)).statusCode).toBe(401);
    expect((await room(await ticketFor(again))).statusCode).toBe(200);
  });
});
