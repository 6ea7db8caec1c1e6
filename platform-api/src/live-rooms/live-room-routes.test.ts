import type { LiveRoom } from '@mobile/shared-contracts';
import { runOperator } from '../operator/run-operator';
import { memberCaller, memberIdOf } from '../test/records-test-kit';
import { createTestContext, envelope, type TestContext } from '../test/test-context';
import { listLiveRooms, recordWatch, VIEWER_WINDOW_MS } from './live-room-store';

const LIST = '/wps/relay/CBS_modelList';
const WATCH = '/wps/relay/CBS_modelWatch';

describe('live rooms (SPEC 7 CBS_modelList)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const caller = async (username: string, merchant = 'demo') =>
    memberCaller(t, await t.login(username, merchant), merchant);
  const roomsOf = async (username = 'player1') =>
    envelope<{ rooms: LiveRoom[] }>(await (await caller(username)).get(LIST)).value.rooms;
  const operator = async (args: string[]) => {
    const result = await runOperator(t.db, ['live-room', ...args]);
    return { ...result, json: result.stdout ? JSON.parse(result.stdout) : null };
  };

  it("lists the merchant's rooms live first, with a stream only while live", async () => {
    const rooms = await roomsOf();
    expect(rooms.map((room) => [room.host, room.live])).toEqual([
      ['Bella', true],
      ['Mika', true],
      ['Joy', true],
      ['Aira', false],
    ]);
    expect(rooms[0]?.streamUrl).toBe('/wps/demo/live/room.webm');
    expect(rooms[3]?.streamUrl).toBeNull();
  });

  it('counts each watching member once, and shows the count in the list', async () => {
    const [bella] = await roomsOf();
    const room = bella as LiveRoom;
    const player1 = await caller('player1');
    const player0 = await caller('player0');
    expect(envelope(await player1.post(WATCH, { roomId: room.id }, null)).value).toEqual({
      viewers: 1,
      live: true,
    });
    expect(envelope(await player1.post(WATCH, { roomId: room.id }, null)).value).toEqual({
      viewers: 1,
      live: true,
    });
    expect(envelope(await player0.post(WATCH, { roomId: room.id }, null)).value).toEqual({
      viewers: 2,
      live: true,
    });
    expect((await roomsOf()).find((r) => r.id === room.id)?.viewers).toBe(2);
  });

  it('forgets a viewer whose player stopped reporting for two minutes', async () => {
    const [, mika] = await listLiveRooms(t.db, 'demo', new Date());
    const roomId = (mika as LiveRoom).id;
    const start = new Date('2030-01-01T12:00:00Z');
    const memberId = await memberIdOf(t, 'player0');
    await recordWatch(t.db, { merchantCode: 'demo', memberId, roomId, now: start });
    const later = (ms: number) => new Date(start.getTime() + ms);
    const viewersAt = async (now: Date) =>
      (await listLiveRooms(t.db, 'demo', now)).find((room) => room.id === roomId)?.viewers;
    expect(await viewersAt(later(VIEWER_WINDOW_MS - 1))).toBe(1);
    expect(await viewersAt(later(VIEWER_WINDOW_MS))).toBe(0);
  });

  it("counts no one in an offline room and finds no other merchant's room", async () => {
    const aira = (await roomsOf()).find((room) => room.host === 'Aira') as LiveRoom;
    const player1 = await caller('player1');
    expect(envelope(await player1.post(WATCH, { roomId: aira.id }, null)).value).toEqual({
      viewers: 0,
      live: false,
    });
    const liteRoom = (await listLiveRooms(t.db, 'lite', new Date()))[0] as LiveRoom;
    const foreign = await player1.post(WATCH, { roomId: liteRoom.id }, null);
    expect(foreign.statusCode).toBe(404);
    expect(envelope(foreign).code).toBe('NOT_FOUND');
  });

  it('refuses bad room ids', async () => {
    const player1 = await caller('player1');
    for (const roomId of [0, -1, 1.5, 'abc', null]) {
      const res = await player1.post(WATCH, { roomId }, null);
      expect(res.statusCode).toBe(400);
    }
  });

  it('is gated as the chat is: guests, free play, agents, nochat members and merchants without CBS3', async () => {
    expect((await t.call({ url: LIST })).statusCode).toBe(401);
    expect(envelope(await (await caller('trial4')).get(LIST)).code).toBe('FREE_REJECT');
    expect(envelope(await (await caller('agent41')).get(LIST)).code).toBe('FREE_REJECT');
    expect(envelope(await (await caller('player2')).get(LIST)).code).toBe('FORBIDDEN');
    expect(envelope(await (await caller('player1', 'lite')).get(LIST)).code).toBe('FORBIDDEN');
    const [room] = await roomsOf();
    expect(envelope(await (await caller('player2')).post(WATCH, { roomId: room?.id }, null)).code).toBe(
      'FORBIDDEN',
    );
  });

  it('lets the operator add a room, take it on and off air and remove it', async () => {
    const added = await operator([
      '--merchant',
      'demo',
      '--add',
      'yes',
      '--host',
      'Nina',
      '--title',
      'Roulette at noon',
      '--stream',
      'https://cdn.example.com/live/nina.m3u8',
      '--order',
      '9',
    ]);
    expect(added.stderr).toBe('');
    const id = added.json.id as number;
    expect((await roomsOf()).find((room) => room.id === id)).toMatchObject({ live: false, streamUrl: null });
    await operator(['--merchant', 'demo', '--room', String(id), '--live', 'on']);
    expect((await roomsOf()).find((room) => room.id === id)).toMatchObject({
      live: true,
      streamUrl: 'https://cdn.example.com/live/nina.m3u8',
    });
    expect((await operator(['--merchant', 'lite', '--room', String(id), '--live', 'off'])).stderr).toContain(
      `no live room ${id} on 'lite'`,
    );
    expect((await operator(['--merchant', 'demo', '--room', String(id), '--remove', 'yes'])).json).toEqual({
      removed: id,
    });
    expect((await roomsOf()).some((room) => room.id === id)).toBe(false);
  });

  it.each([
    [['--stream', 'javascript:alert(1)'], '--stream must be'],
    [['--stream', '//evil.example/x.m3u8'], '--stream must be'],
    [['--stream', 'http://cdn.example.com/x.m3u8'], '--stream must be'],
    [['--host', ''], '--host must be 1-40 characters'],
    [['--title', 'x'.repeat(81)], '--title must be 1-80 characters'],
    [['--live', 'maybe'], '--live must be on or off'],
  ])('refuses bad operator input %j', async (override, message) => {
    const flags: Record<string, string> = {
      '--host': 'Nina',
      '--title': 'Roulette',
      '--stream': '/live/x.webm',
    };
    for (let i = 0; i < override.length; i += 2) flags[override[i] as string] = override[i + 1] as string;
    const result = await operator(['--merchant', 'demo', '--add', 'yes', ...Object.entries(flags).flat()]);
    expect(result.stderr).toContain(message);
  });
});
