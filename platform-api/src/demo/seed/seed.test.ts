import { verifyPassword } from '../../security/password';
import { createTestContext, TEST_REMOTE_URLS, type TestContext } from '../../test/test-context';
import { CONTRACT_AGENT } from './agent-contracts';
import { buildCatalogue, VENDORS } from './game-catalogue';
import { seedAll } from './index';
import { ACCOUNT_TEST_USERS, DEMO_PASSWORD, DISABLED_PASSWORD } from './members';

const CHEAP = { log2N: 10, r: 8, p: 1 };

describe('seed data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const counts = async () => {
    const tables = [
      'merchants',
      'members',
      'games',
      'announcements',
      'transactions',
      'winners',
      'inbox_messages',
      'merchant_remotes',
    ] as const;
    const result: Record<string, number> = {};
    for (const table of tables) {
      const row = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      result[table] = Number(row.n);
    }
    return result;
  };

  it('builds the same 600+ game catalogue on every run', () => {
    const a = buildCatalogue();
    expect(a.length).toBeGreaterThanOrEqual(600);
    expect(buildCatalogue()).toEqual(a);
    expect(new Set(a.map((g) => g.id)).size).toBe(a.length);
    for (const vendor of VENDORS) {
      const names = a.filter((g) => g.vendorCode === vendor.code).map((g) => g.displayName);
      expect(new Set(names).size).toBe(vendor.games);
    }
  });

  it('is idempotent and keeps operator changes', async () => {
    await t.db
      .updateTable('merchant_remotes')
      .set({ enabled: 0 })
      .where('merchant_code', '=', 'demo')
      .where('name', '=', 'games')
      .execute();
    const before = await counts();
    expect(before.merchants).toBe(3);
    await seedAll(t.db, {
      remoteEntryUrls: TEST_REMOTE_URLS,
      publicOrigin: 'http://127.0.0.1:4000',
      scrypt: CHEAP,
    });
    expect(await counts()).toEqual(before);
    const games = await t.db
      .selectFrom('merchant_remotes')
      .select('enabled')
      .where('merchant_code', '=', 'demo')
      .where('name', '=', 'games')
      .executeTakeFirstOrThrow();
    expect(games.enabled).toBe(0);
  });

  it('repoints remote entries when REMOTE_ENTRY_URLS is given explicitly', async () => {
    const urls = { ...TEST_REMOTE_URLS, agent: 'https://cdn.example/agent/mf-manifest.json' };
    await seedAll(t.db, {
      remoteEntryUrls: urls,
      overwriteRemoteEntries: true,
      publicOrigin: 'http://127.0.0.1:4000',
      scrypt: CHEAP,
    });
    const rows = await t.db
      .selectFrom('merchant_remotes')
      .select('entry')
      .where('name', '=', 'agent')
      .execute();
    expect(rows.map((r) => r.entry)).toEqual(Array(3).fill(urls.agent));
  });

  it('seeds one member of every type per merchant, with self-describing scrypt hashes', async () => {
    const rows = await t.db
      .selectFrom('members')
      .select(['username', 'type', 'password_hash'])
      .where('merchant_code', '=', 'TEST')
      .execute();
    // The account journeys' players and the contract prompts' agent (agent1) are extra logins.
    const accountTests = [...ACCOUNT_TEST_USERS.map((u) => u.username), CONTRACT_AGENT.username];
    const demo = rows.filter(
      (r) => r.password_hash.startsWith('$scrypt$') && !accountTests.includes(r.username),
    );
    expect(demo.map((r) => r.type).sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 40, 41, 42]);
    expect(await verifyPassword(DEMO_PASSWORD, demo[0]?.password_hash ?? '')).toBe(true);
    expect(rows.filter((r) => r.password_hash === DISABLED_PASSWORD).length).toBeGreaterThan(0);
  });
});
