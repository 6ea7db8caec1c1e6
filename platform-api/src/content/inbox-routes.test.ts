import type { InboxList } from '@mobile/shared-contracts';
import { runOperator } from '../operator/run-operator';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

const LIST = '/wps/relay/CSP_messageList';
const READ = '/wps/relay/CSP_markRead';
const DELETE = '/wps/relay/CSP_deleteMessage';
const UNREAD = '/wps/relay/CSP_unreadCount';

describe('inbox', () => {
  let t: TestContext;
  let player: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestContext();
    player = await t.login('player1');
    other = await t.login('player0');
  });
  afterAll(() => t.close());

  const list = async (token: string) =>
    envelope<InboxList>(await t.call({ url: LIST, headers: bearer(token) })).value;
  const post = (url: string, token: string | null, payload: unknown) =>
    t.call({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });
  const unread = async (token: string) =>
    envelope<{ unReadCount: number }>(await t.call({ url: UNREAD, headers: bearer(token) })).value
      .unReadCount;

  it('lists the member’s messages newest first with read marks and the unread count', async () => {
    const inbox = await list(player);
    expect(inbox.content.length).toBeGreaterThan(0);
    expect(inbox.unReadCount).toBe(inbox.content.filter((m) => !m.read).length);
    const times = inbox.content.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('marks a message read and lowers the count everywhere', async () => {
    const before = await list(player);
    const target = before.content.find((m) => !m.read);
    if (!target) throw new Error('seed has no unread message');
    const res = await post(READ, player, { id: target.id });
    expect(res.statusCode).toBe(200);
    expect(envelope<{ unReadCount: number }>(res).value.unReadCount).toBe(before.unReadCount - 1);
    expect(await unread(player)).toBe(before.unReadCount - 1);
    expect((await list(player)).content.find((m) => m.id === target.id)?.read).toBe(true);
  });

  it('deletes a message', async () => {
    const before = await list(player);
    const target = before.content[0];
    if (!target) throw new Error('empty inbox');
    expect((await post(DELETE, player, { id: target.id })).statusCode).toBe(200);
    expect((await list(player)).content.some((m) => m.id === target.id)).toBe(false);
    expect((await post(DELETE, player, { id: target.id })).statusCode).toBe(404);
  });

  it("refuses another member's message and changes nothing", async () => {
    const theirs = (await list(other)).content.find((m) => !m.read);
    if (!theirs) throw new Error('no unread message of player0');
    const read = await post(READ, player, { id: theirs.id });
    expect(read.statusCode).toBe(404);
    expect(envelope(read)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await post(DELETE, player, { id: theirs.id })).statusCode).toBe(404);
    expect((await list(other)).content.find((m) => m.id === theirs.id)).toMatchObject({ read: false });
  });

  it.each([{}, { id: 0 }, { id: -3 }, { id: 1.5 }, { id: '1' }, { id: null }])(
    'refuses bad id %p',
    async (payload) => {
      const res = await post(READ, player, payload);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('BAD_REQUEST');
      expect((await post(DELETE, player, payload)).statusCode).toBe(400);
    },
  );

  it('refuses guests and free play', async () => {
    expect((await t.call({ url: LIST })).statusCode).toBe(401);
    expect((await post(READ, null, { id: 1 })).statusCode).toBe(401);
    const trial = await t.login('trial4');
    const res = await t.call({ url: LIST, headers: bearer(trial) });
    expect(res.statusCode).toBe(403);
    expect(envelope(res).code).toBe('FREE_REJECT');
    expect(await unread(trial)).toBe(0);
  });

  it('the operator sends to one member or to every member of a merchant', async () => {
    const before = await unread(player);
    const one = await runOperator(t.db, [
      'inbox',
      '--merchant',
      'demo',
      '--user',
      'player1',
      '--title',
      'Hi',
      '--content',
      '<b>x</b>',
    ]);
    expect(one.exitCode).toBe(0);
    expect(await unread(player)).toBe(before + 1);
    expect((await list(player)).content[0]).toMatchObject({ title: 'Hi', content: '<b>x</b>', read: false });
    const otherBefore = await unread(other);
    const all = await runOperator(t.db, [
      'inbox',
      '--merchant',
      'demo',
      '--all',
      'yes',
      '--title',
      'All',
      '--content',
      'c',
    ]);
    expect(JSON.parse(all.stdout).sent).toBeGreaterThan(5);
    expect(await unread(other)).toBe(otherBefore + 1);
    const lite = await t.login('player1', 'lite');
    const liteList = await t.call({ url: LIST, headers: { ...bearer(lite), 'x-merchant-code': 'lite' } });
    expect(envelope<InboxList>(liteList).value.content.some((m) => m.title === 'All')).toBe(false);
  });

  it('refuses bad operator input', async () => {
    expect(
      (await runOperator(t.db, ['inbox', '--merchant', 'demo', '--title', 'x', '--content', 'y'])).exitCode,
    ).toBe(2);
    expect(
      (
        await runOperator(t.db, [
          'inbox',
          '--merchant',
          'demo',
          '--user',
          'nobody',
          '--title',
          'x',
          '--content',
          'y',
        ])
      ).exitCode,
    ).toBe(2);
    expect(
      (
        await runOperator(t.db, [
          'inbox',
          '--merchant',
          'nope',
          '--all',
          'yes',
          '--title',
          'x',
          '--content',
          'y',
        ])
      ).exitCode,
    ).toBe(2);
  });
});
