import { AVATAR_IDS, avatarPath, type MemberIcon, type MemberInfo } from '@mobile/shared-contracts';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

describe('member avatar (/wps/member/icon)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const avatarOf = async (user: string) =>
    (
      await t.db
        .selectFrom('members')
        .select('avatar')
        .where('username', '=', user)
        .where('merchant_code', '=', 'demo')
        .executeTakeFirstOrThrow()
    ).avatar;
  const choose = async (user: string, avatar: unknown) =>
    t.call({
      method: 'POST',
      url: '/wps/member/icon',
      headers: bearer(await t.login(user)),
      payload: { avatar } as object,
    });
  const info = async (user: string) =>
    envelope<MemberInfo>(await t.call({ url: '/wps/member/info', headers: bearer(await t.login(user)) }))
      .value;

  it('offers the site avatars and none chosen at first; member info has no avatar then', async () => {
    const res = await t.call({ url: '/wps/member/icon', headers: bearer(await t.login('player1')) });
    expect(envelope<MemberIcon>(res).value).toEqual({ avatar: null, choices: [...AVATAR_IDS] });
    expect(await info('player1')).not.toHaveProperty('avatar');
  });

  it('keeps the chosen avatar and shows it in member info', async () => {
    const res = await choose('player1', 5);
    expect(res.statusCode).toBe(200);
    expect(envelope<MemberIcon>(res).value.avatar).toBe(5);
    expect(await avatarOf('player1')).toBe(5);
    expect((await info('player1')).avatar).toBe(5);
    // Changing it again replaces it.
    await choose('player1', 2);
    expect((await info('player1')).avatar).toBe(2);
  });

  it.each([
    ['not one of the site avatars', 9],
    ['zero', 0],
    ['a path', '../../etc/passwd'],
    ['an image address', 'https://evil.example/a.png'],
    ['missing', undefined],
  ])('refuses an avatar that is %s and changes nothing', async (_, avatar) => {
    const res = await choose('player2', avatar);
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(await avatarOf('player2')).toBeNull();
  });

  it("changes only the caller's own avatar", async () => {
    await choose('agent41', 7);
    expect(await avatarOf('agent41')).toBe(7);
    expect(await avatarOf('player0')).toBeNull();
    const res = await t.call({ url: '/wps/member/icon', headers: bearer(await t.login('player0')) });
    expect(envelope<MemberIcon>(res).value.avatar).toBeNull();
  });

  it.each([
    ['GET', undefined],
    ['POST', { avatar: 1 }],
  ] as const)('refuses a guest on %s', async (method, payload) => {
    const res = await t.call({ method, url: '/wps/member/icon', payload });
    expect(res.statusCode).toBe(401);
    expect(envelope(res)).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });

  it('draws every site avatar as a locked-down SVG, and no other number', async () => {
    for (const id of AVATAR_IDS) {
      const res = await t.call({ url: avatarPath(id) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).toMatch(/^<svg [^>]+>.*<\/svg>$/);
    }
    const first = await t.call({ url: avatarPath(1) });
    const second = await t.call({ url: avatarPath(2) });
    expect(first.body).not.toBe(second.body);
    expect((await t.call({ url: avatarPath(9) })).statusCode).toBe(404);
    expect((await t.call({ url: '/wps/static/avatars/x.svg' })).statusCode).toBe(404);
  });
});
