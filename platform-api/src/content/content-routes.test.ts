import type { Announcement, AnnouncementList } from '@mobile/shared-contracts';
import { runOperator } from '../operator/run-operator';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

const LIST = '/wps/relay/MCSFE_getListAnnouncements';
const MARK = '/wps/relay/MCSFE_markAnnouncementAsRead';

describe('announcements and inbox', () => {
  let t: TestContext;
  let player: string;
  let agent: string;
  beforeAll(async () => {
    t = await createTestContext();
    player = await t.login('player1');
    agent = await t.login('agent41');
  });
  afterAll(() => t.close());

  const list = async (query: string, token?: string) =>
    envelope<AnnouncementList>(await t.call({ url: `${LIST}?${query}`, headers: token ? bearer(token) : {} }))
      .value;

  it.each(['m_home', 'm_login', 'm_register', 'm_video'])(
    'serves banners of group %s with generated images',
    async (group) => {
      const { content } = await list(`types=B&groupName=${group}&platform=M`);
      expect(content.length).toBeGreaterThanOrEqual(2);
      for (const banner of content) {
        expect(banner).toMatchObject({ type: 'B', groupName: group });
        expect(banner.url).toMatch(/^\/wps\/static\/banners\/\d+\.svg$/);
      }
      const image = await t.call({ url: content[0]?.url ?? '' });
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.body).toContain('width="750" height="300"');
    },
  );

  it('filters by the types list and keeps notices ungrouped', async () => {
    const { content } = await list('types=B,PL,PU,H&groupName=m_home');
    expect(new Set(content.map((a) => a.type))).toEqual(new Set(['B', 'PL', 'PU', 'H']));
    expect(content.filter((a) => a.type === 'B').every((a) => a.groupName === 'm_home')).toBe(true);
    expect(content.some((a) => a.type === 'H' && a.linkage?.startsWith('https://'))).toBe(true);
  });

  it('gives guests no badge and members their unread count', async () => {
    expect((await list('types=PL')).footer.unreadCount).toBe(0);
    const mine = await list('types=PL', player);
    expect(mine.footer.unreadCount).toBe(mine.content.length);
  });

  it('marks an announcement read, lowering the unread count, and back', async () => {
    const before = await list('types=PL,PU', player);
    const target = before.content.find((a) => a.type === 'PL') as Announcement;
    const mark = await t.call({
      method: 'POST',
      url: MARK,
      headers: bearer(player),
      payload: { announcementId: target.id, read: true },
    });
    expect(mark.statusCode).toBe(200);
    const after = await list('types=PL,PU', player);
    expect(after.footer.unreadCount).toBe(before.footer.unreadCount - 1);
    expect(after.content.find((a) => a.id === target.id)?.read).toBe(true);
    expect(envelope<{ unreadCount: number }>(mark).value.unreadCount).toBe(
      after.content.filter((a) => a.type === 'PL' && !a.read).length,
    );
    // Marking twice is harmless; marking unread restores the count.
    await t.call({
      method: 'POST',
      url: MARK,
      headers: bearer(player),
      payload: { announcementId: target.id, read: true },
    });
    await t.call({
      method: 'POST',
      url: MARK,
      headers: bearer(player),
      payload: { announcementId: target.id, read: false },
    });
    expect((await list('types=PL,PU', player)).footer.unreadCount).toBe(before.footer.unreadCount);
  });

  it('keeps read marks personal', async () => {
    const other = await t.login('player0');
    const theirs = await list('types=PL', other);
    expect(
      theirs.content
        .filter((a) => a.read)
        .map((a) => a.title)
        .sort(),
    ).toEqual(['New slots from Nova Slots', 'Responsible gaming']);
  });

  it('shows agent notices to agents only (SPEC 6: not to types 0, 4, 40)', async () => {
    for (const user of ['player0', 'trial4', 'agent40']) {
      expect((await list('types=A&groupName=m_home', await t.login(user))).content).toEqual([]);
    }
    const notices = await list('types=A&groupName=m_home', agent);
    expect(notices.content.length).toBe(3);
    expect(notices.footer.unreadCount).toBe(2);
  });

  it("requires a session to mark, and refuses another merchant's announcement", async () => {
    expect(
      (await t.call({ method: 'POST', url: MARK, payload: { announcementId: 1, read: true } })).statusCode,
    ).toBe(401);
    const lite = await t.db
      .selectFrom('announcements')
      .select('id')
      .where('merchant_code', '=', 'lite')
      .executeTakeFirstOrThrow();
    const res = await t.call({
      method: 'POST',
      url: MARK,
      headers: bearer(player),
      payload: { announcementId: lite.id, read: true },
    });
    expect(res.statusCode).toBe(404);
  });

  it("serves an operator's announcement without its script, handlers or javascript: links", async () => {
    const payload =
      '<p>Read me</p><img src="x.png" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">tap</a>';
    const added = await runOperator(t.db, [
      'announce',
      '--merchant',
      'demo',
      '--type',
      'PL',
      '--title',
      'XSS notice',
      '--content',
      payload,
    ]);
    const { id } = JSON.parse(added.stdout);
    for (const token of [undefined, player]) {
      const notice = (await list('types=PL', token)).content.find((n) => n.id === id);
      expect(notice?.content).toBe('<p>Read me</p><img src="x.png" /><a>tap</a>');
    }
    await runOperator(t.db, ['announce', '--merchant', 'demo', '--remove', String(id)]);
  });

  it("answers the agent notice query with platform=M, merchantCode and groupName m_home (SPEC 7), refusing another merchant's code", async () => {
    const { content } = await list('types=A&groupName=m_home&platform=M&merchantCode=demo', agent);
    expect(content.length).toBeGreaterThan(0);
    expect(content.every((a) => a.type === 'A')).toBe(true);
    const other = await t.call({
      url: `${LIST}?types=A&platform=M&merchantCode=lite`,
      headers: { ...bearer(agent), 'X-Merchant-Code': 'demo' },
    });
    expect(other.statusCode).toBe(400);
  });

  it('rejects malformed type lists', async () => {
    expect((await t.call({ url: `${LIST}?types=B;DROP` })).statusCode).toBe(400);
    expect((await t.call({ url: `${LIST}?types=B&groupName=${'g'.repeat(40)}` })).statusCode).toBe(400);
  });

  it('counts unread inbox messages for members only', async () => {
    const res = await t.call({ url: '/wps/relay/CSP_unreadCount', headers: bearer(player) });
    expect(envelope(res).value).toEqual({ unReadCount: 2 });
    expect((await t.call({ url: '/wps/relay/CSP_unreadCount' })).statusCode).toBe(401);
  });

  it("serves lobby news: the merchant's hot news, http(s) links only, the same for guests and members", async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('announcements')
      .values({
        merchant_code: 'demo',
        type: 'H',
        title: 'Tricky <b>news</b>',
        content: '<p>x</p>',
        group_name: null,
        url: null,
        linkage: 'javascript:alert(1)',
        sort_order: 999,
        created_at: now,
      })
      .execute();
    const NEWS = '/wps/relay/GLS2_lobbyNews';
    const guest = envelope<{ content: { title: string; linkage: string | null }[] }>(
      await t.call({ url: NEWS }),
    );
    const titles = guest.value.content.map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['Championship final tonight', 'Mega Lotto jackpot']));
    expect(titles).not.toContain('Deposit bonus today');
    expect(guest.value.content.find((n) => n.title === 'Championship final tonight')?.linkage).toBe(
      'https://video.example/final.mp4',
    );
    expect(guest.value.content.find((n) => n.title === 'Tricky <b>news</b>')?.linkage).toBeNull();
    const member = envelope(await t.call({ url: NEWS, headers: bearer(player) }));
    expect(member.value).toEqual(guest.value);
    await t.db.deleteFrom('announcements').where('title', '=', 'Tricky <b>news</b>').execute();
  });
});
