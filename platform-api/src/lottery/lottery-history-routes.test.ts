import {
  type LotteryDraw,
  type LotteryHistory,
  type Paged,
  VN_LOTTERY_VENDOR,
} from '@mobile/shared-contracts';
import { createTestContext, envelope, type TestContext } from '../test/test-context';

/** 10:02 UTC: the south's draw of the day (16:15 Vietnam, 09:15 UTC) is in, the north's (11:15 UTC) not yet. */
let now = new Date('2026-11-23T10:02:00Z');

describe('lottery history', () => {
  let t: TestContext;
  let digitsGame: number;
  let northGame: number;
  let slotGame: number;
  beforeAll(async () => {
    t = await createTestContext({ clock: () => now });
    const every = await t.db
      .selectFrom('lottery_games')
      .select('game_id')
      .where('draw_every_minutes', '=', 5)
      .orderBy('game_id')
      .executeTakeFirstOrThrow();
    digitsGame = every.game_id;
    const north = await t.db
      .selectFrom('vn_lottery_games')
      .select('game_id')
      .where('region', '=', 'NORTH')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    northGame = north.game_id;
    const slot = await t.db
      .selectFrom('games')
      .select('id')
      .where('id', 'not in', (eb) => eb.selectFrom('lottery_games').select('game_id'))
      .executeTakeFirstOrThrow();
    slotGame = slot.id;
  });
  afterAll(() => t.close());

  const history = async (query: string) => {
    const res = await t.call({ url: `/wps/lottery/draws?${query}` });
    expect(res.statusCode).toBe(200);
    return envelope<LotteryHistory>(res).value;
  };

  it("pages a game's draws newest first, for guests, drawing what is due on read", async () => {
    const first = await history(`gameId=${digitsGame}&pageSize=10`);
    expect(first).toMatchObject({ pageNum: 1, pageSize: 10, total: 2016, totalPages: 202 });
    expect(first.schedule).toEqual({ kind: 'every', minutes: 5 });
    expect(first.nextDrawAt).toBe('2026-11-23T10:05:00.000Z');
    expect(first.content.map((d) => d.numero).slice(0, 3)).toEqual([
      '20261123-0121',
      '20261123-0120',
      '20261123-0119',
    ]);
    expect(first.content[0]).toMatchObject({
      gameId: String(digitsGame),
      drawAt: '2026-11-23T10:00:00.000Z',
    });
    expect(first.content[0]?.result).toMatchObject({ kind: 'digits', digits: expect.any(Array) });
    const second = await history(`gameId=${digitsGame}&pageSize=10&pageNo=2`);
    expect(second.content[0]?.numero).toBe('20261123-0111');
    // The same draws on a second read: made once.
    expect((await history(`gameId=${digitsGame}&pageSize=10`)).content).toEqual(first.content);
    // Time moves on: the new draw comes first.
    now = new Date('2026-11-23T10:05:30Z');
    const later = await history(`gameId=${digitsGame}&pageSize=10`);
    expect(later.content[0]?.numero).toBe('20261123-0122');
    expect(later.content[1]).toEqual(first.content[0]);
  });

  it('answers a page past the end empty, keeping its number', async () => {
    const past = await history(`gameId=${digitsGame}&pageSize=50&pageNo=999`);
    expect(past).toMatchObject({ content: [], pageNum: 999, totalPages: 41 });
  });

  it("shows a VN game's result sheets with its region and draw time", async () => {
    const north = await history(`gameId=${northGame}`);
    expect(north.schedule).toEqual({ kind: 'daily', region: 'NORTH', drawTime: '18:15' });
    // 10:05 UTC: the north's 23rd (11:15 UTC) is not drawn yet.
    expect(north.content[0]?.numero).toBe('20261122');
    expect(north.nextDrawAt).toBe('2026-11-23T11:15:00.000Z');
    expect(north.total).toBe(7);
    const sheet = north.content[0]?.result;
    expect(sheet?.kind === 'vn' && sheet.tiers.map((t) => t.tier)).toEqual([
      'SPECIAL',
      'FIRST',
      'SECOND',
      'THIRD',
      'FOURTH',
      'FIFTH',
      'SIXTH',
      'SEVENTH',
    ]);
  });

  it("lists a VN region's draws across its games, newest day first", async () => {
    const res = await t.call({ url: '/wps/lottery/draws/vn?region=SOUTH&pageSize=8' });
    expect(res.statusCode).toBe(200);
    const page = envelope<Paged<LotteryDraw>>(res).value;
    expect(page).toMatchObject({ pageNum: 1, total: 56, totalPages: 7 });
    expect(new Set(page.content.map((d) => d.numero))).toEqual(new Set(['20261123']));
    expect(new Set(page.content.map((d) => d.gameId)).size).toBe(8);
    const vnIds = await t.db
      .selectFrom('games')
      .select('id')
      .where('vendor_code', '=', VN_LOTTERY_VENDOR)
      .execute();
    const ids = vnIds.map((g) => String(g.id));
    expect(page.content.every((d) => ids.includes(d.gameId))).toBe(true);
  });

  it('refuses an unknown game, a game that is no lottery game, and bad paging', async () => {
    for (const url of [`/wps/lottery/draws?gameId=999999`, `/wps/lottery/draws?gameId=${slotGame}`]) {
      const res = await t.call({ url });
      expect(res.statusCode).toBe(404);
      expect(envelope(res).code).toBe('NOT_FOUND');
    }
    for (const query of [
      `gameId=${digitsGame}&pageNo=0`,
      `gameId=${digitsGame}&pageNo=-1`,
      `gameId=${digitsGame}&pageSize=51`,
      `gameId=${digitsGame}&pageSize=1000000`,
      `gameId=${digitsGame}&pageNo=1e3`,
      'gameId=abc',
      'gameId=0',
      '',
    ]) {
      const res = await t.call({ url: `/wps/lottery/draws?${query}` });
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('BAD_REQUEST');
    }
    for (const query of ['region=EAST', 'region=south', '', 'region=SOUTH&pageNo=0']) {
      const res = await t.call({ url: `/wps/lottery/draws/vn?${query}` });
      expect(res.statusCode).toBe(400);
    }
  });
});
