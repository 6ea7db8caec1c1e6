import {
  VN_RECENT_MAX,
  type VnGameMenu,
  type VnMenuGame,
  type VnOpenedNumero,
} from '@mobile/shared-contracts';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

describe('VN lottery calls', () => {
  let t: TestContext;
  let menu: VnGameMenu;
  beforeAll(async () => {
    t = await createTestContext();
    menu = envelope<VnGameMenu>(await t.call({ url: '/lgw/vn/games/game_menu' })).value;
  });
  afterAll(() => t.close());

  const games = () => menu.regions.flatMap((r) => r.games);

  it('lists the VN games by region, north to south, with their draw times and prize mode', () => {
    expect(menu.regions.map((r) => r.region)).toEqual(['NORTH', 'CENTRAL', 'SOUTH']);
    expect(games()).toHaveLength(20);
    expect(new Set(games().map((g) => g.vendor))).toEqual(new Set(['TCG_LOTTO_VN']));
    expect(menu.regions[0]?.games.every((g) => g.drawTime === '18:15')).toBe(true);
    expect(menu.prizeModeMapping).toEqual({ TCG_LOTTO_VN: 'ELOTT' });
    expect(games()[0]?.playTypes).toEqual(['trad', 'ent']);
  });

  it("answers every VN game's open draw, closing before it is drawn and in the future", async () => {
    const before = Date.now();
    const open = envelope<VnOpenedNumero[]>(await t.call({ url: '/lgw/vn/numeros/opened/game' })).value;
    expect(open.map((d) => d.gameId).sort()).toEqual(
      games()
        .map((g) => g.gameId)
        .sort(),
    );
    for (const draw of open) {
      expect(draw.numero).toMatch(/^\d{8}$/);
      expect(Date.parse(draw.closeTime)).toBeGreaterThan(before);
      expect(Date.parse(draw.drawTime) - Date.parse(draw.closeTime)).toBe(15 * 60_000);
    }
  });

  it("lists a member's own recent VN games, newest first, never another member's", async () => {
    const token = await t.login('player2');
    const [first, second] = games();
    for (const game of [first, second]) {
      const res = await t.call({
        url: `/wps/relay/MCS2_addRecentGame?nodeId=${game?.nodeId}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
    }
    const recent = envelope<VnMenuGame[]>(
      await t.call({ url: '/lgw/vn/games/game_menu/recent', headers: bearer(token) }),
    ).value;
    expect(recent.slice(0, 2).map((g) => g.gameId)).toEqual([second?.gameId, first?.gameId]);
    expect(recent.length).toBeLessThanOrEqual(VN_RECENT_MAX);
    expect(recent.every((g) => g.vendor === 'TCG_LOTTO_VN')).toBe(true);

    const other = await t.login('player1');
    const theirs = envelope<VnMenuGame[]>(
      await t.call({ url: '/lgw/vn/games/game_menu/recent', headers: bearer(other) }),
    ).value;
    expect(theirs.map((g) => g.gameId)).not.toContain(second?.gameId);
  });

  it('refuses guests on the recent list and bad parameters on every call', async () => {
    const guest = await t.call({ url: '/lgw/vn/games/game_menu/recent' });
    expect(guest.statusCode).toBe(401);
    expect(envelope(guest).code).toBe('NOT_LOGGED_IN');
    for (const url of [
      '/lgw/vn/games/game_menu?language=toolonglanguage',
      '/lgw/vn/numeros/opened/game?language=toolonglanguage',
    ]) {
      const res = await t.call({ url });
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('BAD_REQUEST');
    }
  });
});
