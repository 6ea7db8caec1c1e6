import type { Match, SportsVendor } from '@mobile/shared-contracts';
import { seedSportsMatches } from '../demo/seed/sports-matches';
import { runOperator } from '../operator/run-operator';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { launchTicket } from '../vendor/vendor-test-kit';
import { listMatches } from './match-store';

const HOT = '/wps/relay/GCSGAME_hotMatches';
const LOBBY = '/wps/relay/GCSGAME_sportsLobby';
const HOUR = 3_600_000;

interface Lobby {
  categories: { category: string; vendors: SportsVendor[] }[];
  matches: Match[];
}

describe('sports lobby and hot matches (issue 30)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    // The template was seeded earlier today: the fixtures again, kick-offs from this test's now.
    await t.db.deleteFrom('sports_matches').execute();
    await seedSportsMatches(t.db, 'demo', new Date());
  });
  afterAll(() => t.close());

  const guest = (url: string, merchant = 'demo') => t.call({ url, headers: { 'x-merchant-code': merchant } });
  const hot = async (query = '', merchant = 'demo') =>
    envelope<{ matches: Match[] }>(await guest(`${HOT}${query}`, merchant)).value.matches;
  const lobby = async () => envelope<Lobby>(await guest(LOBBY)).value;
  const operator = async (args: string[]) => {
    const result = await runOperator(t.db, ['match', ...args]);
    return { ...result, json: result.stdout ? JSON.parse(result.stdout) : null };
  };

  it('answers guests the hot matches, live ones first, then by kick-off, with odds as decimal text', async () => {
    const matches = await hot();
    expect(matches.map((m) => [m.home, m.status])).toEqual([
      ['Northbridge FC', 'live'],
      ['Manila Tamaraws', 'live'],
      ['Real Solana', 'scheduled'],
      ['Team Falcon', 'scheduled'],
      ['Paper Wolves', 'scheduled'],
    ]);
    expect(matches.every((m) => m.hot)).toBe(true);
    expect(matches[0]).toMatchObject({
      vassalage: 'ARENA_SPORTS',
      vendorName: 'Arena Sports',
      sport: 'FOOTBALL',
      league: 'Premier League',
      away: 'Eastport United',
      odds: { home: '1.85', draw: '3.40', away: '4.10' },
    });
    expect(matches[1]?.odds.draw).toBeNull();
  });

  it('filters by sport and limits the answer', async () => {
    expect((await hot('?sport=ESPORTS')).map((m) => m.home)).toEqual(['Team Falcon', 'Paper Wolves']);
    expect(await hot('?limit=1')).toHaveLength(1);
  });

  it.each([
    ['an unknown sport', '?sport=CURLING'],
    ['a limit of 0', '?limit=0'],
    ['a limit above the most', '?limit=21'],
    ['a limit that is not a number', '?limit=ten'],
  ])('refuses %s with 400', async (_name, query) => {
    const res = await guest(`${HOT}${query}`);
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ success: false });
  });

  it('shows another merchant none of these matches', async () => {
    expect(await hot('', 'lite')).toEqual([]);
    expect(envelope<Lobby>(await guest(LOBBY, 'lite')).value.matches).toEqual([]);
  });

  it('lists the sports, e-sports and cockfight vendors apart, with every open match', async () => {
    const { categories, matches } = await lobby();
    expect(categories.map((c) => [c.category, c.vendors.map((v) => v.vassalage)])).toEqual([
      ['SPORTS', ['ARENA_SPORTS', 'GOAL_SPORTS']],
      ['ESPORTS', ['PIXEL_ESPORTS', 'NEXUS_ESPORTS']],
      ['COCKFIGHT', ['SV_COCKFIGHT', 'DERBY_COCKFIGHT']],
    ]);
    expect(matches).toHaveLength(10);
    expect(matches.slice(0, 2).map((m) => m.status)).toEqual(['live', 'live']);
    const goal = categories[0]?.vendors.find((v) => v.vassalage === 'GOAL_SPORTS');
    expect(goal?.matches).toBe(matches.filter((m) => m.vassalage === 'GOAL_SPORTS').length);
  });

  it('drops a match once its playing time is over, and the demo tops its fixtures up', async () => {
    const later = new Date(Date.now() + 73 * HOUR);
    const open = await listMatches(t.db, 'demo', later, { hotOnly: false, limit: 100 });
    expect(open.map((m) => m.home)).toEqual(['Davao Eagles']);
    await seedSportsMatches(t.db, 'demo', later);
    expect(await listMatches(t.db, 'demo', later, { hotOnly: false, limit: 100 })).toHaveLength(11);
    await t.db.deleteFrom('sports_matches').where('created_at', '=', later.toISOString()).execute();
  });

  describe('operator match', () => {
    it('adds a match that guests see at once, marks it hot, ends it and removes it', async () => {
      const kickOff = new Date(Date.now() + 2 * HOUR).toISOString();
      const added = await operator([
        '--merchant',
        'demo',
        '--add',
        'yes',
        '--vendor',
        'GOAL_SPORTS',
        '--sport',
        'TENNIS',
        '--league',
        'WTA Finals',
        '--home',
        'A. Reyes',
        '--away',
        'B. Cruz',
        '--kick-off',
        kickOff,
        '--odds',
        '1.5,2.625',
      ]);
      expect(added.exitCode).toBe(0);
      const id = added.json.id as number;
      const inLobby = (await lobby()).matches.find((m) => m.id === id);
      expect(inLobby).toMatchObject({ hot: false, odds: { home: '1.50', draw: null, away: '2.625' } });
      expect((await hot()).some((m) => m.id === id)).toBe(false);

      expect((await operator(['--merchant', 'demo', '--match', String(id), '--hot', 'on'])).exitCode).toBe(0);
      expect((await hot()).some((m) => m.id === id)).toBe(true);

      expect(
        (await operator(['--merchant', 'demo', '--match', String(id), '--finish', 'yes'])).exitCode,
      ).toBe(0);
      expect((await lobby()).matches.some((m) => m.id === id)).toBe(false);

      expect(
        (await operator(['--merchant', 'lite', '--match', String(id), '--remove', 'yes'])).exitCode,
      ).toBe(2);
      expect((await operator(['--merchant', 'demo', '--match', String(id), '--remove', 'yes'])).json).toEqual(
        {
          removed: id,
        },
      );
    });

    const base = ['--merchant', 'demo', '--add', 'yes', '--league', 'L', '--home', 'H', '--away', 'A'];
    const soon = new Date(Date.now() + HOUR).toISOString();
    it.each([
      [
        'a cockfight vendor',
        ['--vendor', 'SV_COCKFIGHT', '--sport', 'FOOTBALL', '--kick-off', soon, '--odds', '2,3'],
      ],
      [
        'e-sports on a sports vendor',
        ['--vendor', 'ARENA_SPORTS', '--sport', 'ESPORTS', '--kick-off', soon, '--odds', '2,3'],
      ],
      [
        'an unknown sport',
        ['--vendor', 'ARENA_SPORTS', '--sport', 'CURLING', '--kick-off', soon, '--odds', '2,3'],
      ],
      [
        'odds below 1.01',
        ['--vendor', 'ARENA_SPORTS', '--sport', 'FOOTBALL', '--kick-off', soon, '--odds', '1.00,3'],
      ],
      [
        'odds that are not numbers',
        ['--vendor', 'ARENA_SPORTS', '--sport', 'FOOTBALL', '--kick-off', soon, '--odds', 'evens,3'],
      ],
      [
        'a kick-off that is no time',
        ['--vendor', 'ARENA_SPORTS', '--sport', 'FOOTBALL', '--kick-off', 'tomorrow', '--odds', '2,3'],
      ],
    ])('refuses %s with the usage (exit 2) and adds nothing', async (_name, args) => {
      const before = await t.db.selectFrom('sports_matches').select('id').execute();
      expect((await operator([...base, ...args])).exitCode).toBe(2);
      expect(await t.db.selectFrom('sports_matches').select('id').execute()).toEqual(before);
    });
  });

  describe('opening a match', () => {
    const firstOf = async (vassalage: string) =>
      (await lobby()).matches.find((m) => m.vassalage === vassalage) as Match;

    it("launches the match's vendor with the match, which the demo frame shows with its odds", async () => {
      const match = await firstOf('ARENA_SPORTS');
      const ticket = await launchTicket(
        t,
        'player0',
        `gameType=SPORTS&vassalage=ARENA_SPORTS&gameCode=lobby&matchId=${match.id}&isGameH5=1`,
      );
      const page = await t.call({ url: `/lgw/demo-vendor/play?ticket=${encodeURIComponent(ticket)}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`${match.home} v ${match.away}`);
      expect(page.body).toContain(`1 <strong>${match.odds.home}</strong>`);
    });

    it("refuses another vendor's, another merchant's or a finished match", async () => {
      const match = await firstOf('ARENA_SPORTS');
      const launch = async (user: string, merchant: string, vassalage: string, id: number) =>
        t.call({
          url: `/wps/game/launchGame?vassalage=${vassalage}&gameCode=lobby&matchId=${id}`,
          headers: { ...bearer(await t.login(user, merchant)), 'x-merchant-code': merchant },
        });
      expect((await launch('player0', 'demo', 'GOAL_SPORTS', match.id)).statusCode).toBe(404);
      expect((await launch('player0', 'lite', 'ARENA_SPORTS', match.id)).statusCode).toBe(404);
      expect((await launch('player0', 'demo', 'ARENA_SPORTS', 999_999)).statusCode).toBe(404);
      await t.db.updateTable('sports_matches').set({ finished: 1 }).where('id', '=', match.id).execute();
      expect((await launch('player0', 'demo', 'ARENA_SPORTS', match.id)).statusCode).toBe(404);
      await t.db.updateTable('sports_matches').set({ finished: 0 }).where('id', '=', match.id).execute();
    });
  });
});
