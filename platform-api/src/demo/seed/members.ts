import type { Db } from '../../db/schema';
import { hashPassword, type ScryptParams } from '../../security/password';

export const DEMO_PASSWORD = 'Demo1234';
/** Withdrawal password of player0 (six digits, as the register rule for paymentPassword says). */
export const DEMO_PAYMENT_PASSWORD = '123456';

export interface DemoUser {
  username: string;
  type: number;
  nickname: string | null;
  club?: { label: string; type: string };
  labels?: string[];
  /** Target wallet balance in pesos; the seeded ledger ends exactly here. */
  balance: number;
  /** Upline username, for agents' teams. */
  parent?: string;
}

/** One member of every type of SPEC 3, all with the password Demo1234. */
export const DEMO_USERS: DemoUser[] = [
  {
    username: 'player0',
    type: 0,
    nickname: 'Lucky Juan',
    club: { label: 'VIP Gold Club', type: 'AUTO' },
    balance: 12345.67,
  },
  { username: 'player1', type: 1, nickname: 'Maria', balance: 888 },
  { username: 'player2', type: 2, nickname: null, labels: ['nochat'], balance: 50.5 },
  { username: 'trial4', type: 4, nickname: 'Guest Player', balance: 2000 },
  { username: 'agent40', type: 40, nickname: 'Agent Forty', balance: 1500 },
  { username: 'agent41', type: 41, nickname: 'Agent Rosa', balance: 25600 },
  { username: 'agent42', type: 42, nickname: 'Agent Ben', balance: 98765.43 },
];

/**
 * Players kept for the account journeys (password change and reset), so changing their password
 * never disturbs a journey that logs in as a demo user. Same password Demo1234.
 */
export const ACCOUNT_TEST_USERS: DemoUser[] = [
  { username: 'pwchange', type: 0, nickname: 'Pat Change', balance: 0 },
  { username: 'pwreset', type: 1, nickname: 'Rita Reset', balance: 0 },
];

/** Downline players that fill the agents' team counters; they cannot log in ('!' hash). */
export const TEAM_SIZES: Record<string, number> = { agent41: 8, agent42: 5, player1: 2 };
export const DISABLED_PASSWORD = '!';

const DAY_MS = 24 * 60 * 60 * 1000;

async function insertMember(
  db: Db,
  merchantCode: string,
  row: {
    username: string;
    passwordHash: string;
    type: number;
    nickname: string | null;
    parentId: number | null;
    club?: { label: string; type: string };
    labels?: string[];
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('members')
    .values({
      merchant_code: merchantCode,
      username: row.username,
      password_hash: row.passwordHash,
      type: row.type,
      nickname: row.nickname,
      club_label: row.club?.label ?? null,
      club_type: row.club?.type ?? null,
      labels: JSON.stringify(row.labels ?? []),
      parent_id: row.parentId,
      created_at: row.createdAt,
      last_login_at: null,
    })
    .onConflict((oc) => oc.columns(['merchant_code', 'username']).doNothing())
    .execute();
}

async function idsByUsername(db: Db, merchantCode: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchant_code', '=', merchantCode)
    .execute();
  return new Map(rows.map((row) => [row.username, row.id]));
}

/**
 * One salted hash per demo username, reused by the three merchants: the password is public
 * anyway, and it cuts the first start from 21 scrypt runs (about 10 s) to 7.
 */
export function demoHasher(scrypt: ScryptParams): (username: string) => Promise<string> {
  const hashes = new Map<string, Promise<string>>();
  return (username) => {
    let hash = hashes.get(username);
    if (!hash) {
      hash = hashPassword(DEMO_PASSWORD, { cost: scrypt });
      hashes.set(username, hash);
    }
    return hash;
  };
}

/** Demo users (hashed in parallel, only when missing) and their downlines; returns ids by username. */
export async function seedMembers(
  db: Db,
  merchantCode: string,
  hashFor: (username: string) => Promise<string>,
  now: Date,
): Promise<Map<string, number>> {
  const existing = await idsByUsername(db, merchantCode);
  const missing = [...DEMO_USERS, ...ACCOUNT_TEST_USERS].filter((user) => !existing.has(user.username));
  const hashes = await Promise.all(missing.map((user) => hashFor(user.username)));
  for (const [index, user] of missing.entries()) {
    const createdAt = new Date(now.getTime() - (90 - index) * DAY_MS).toISOString();
    await insertMember(db, merchantCode, {
      ...user,
      passwordHash: hashes[index] ?? DISABLED_PASSWORD,
      parentId: null,
      createdAt,
    });
  }
  const ids = await idsByUsername(db, merchantCode);
  for (const [agent, size] of Object.entries(TEAM_SIZES)) {
    const parentId = ids.get(agent) ?? null;
    for (let n = 1; n <= size; n++) {
      const createdAt = new Date(now.getTime() - (60 - n * 3) * DAY_MS).toISOString();
      const username = `${agent}m${n}`;
      await insertMember(db, merchantCode, {
        username,
        passwordHash: DISABLED_PASSWORD,
        type: 0,
        nickname: `Team ${agent} #${n}`,
        parentId,
        createdAt,
      });
    }
  }
  return idsByUsername(db, merchantCode);
}
