import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createDb } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { createLogger } from '../http/logger';
import { runOperator } from '../operator/run-operator';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { postEntry } from '../wallet/ledger';
import { listenOnLoopback, type OpenStream, openStream } from './live-test-kit';

/**
 * Two API instances on one database (PostgreSQL with DATABASE_URL: LISTEN/NOTIFY; else one SQLite file read
 * by both): a change made through instance A reaches a page whose stream is held by instance B.
 */
let database: TestDatabase;
let dbB: Db;
let a: FastifyInstance;
let b: FastifyInstance;
let baseB: string;
const streams: OpenStream[] = [];

const appOn = (db: Db) => buildApp({ db, profile: 'demo', logger: createLogger('silent') });

beforeAll(async () => {
  database = await openTestDatabase();
  dbB = createDb(database.location);
  a = await appOn(database.db);
  b = await appOn(dbB);
  await a.ready();
  baseB = await listenOnLoopback(b);
}, 60_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await Promise.all([a?.close(), b?.close()]);
  await dbB?.destroy();
  await database?.close();
});

async function tokenOn(db: Db, user: string): Promise<string> {
  const result = await runOperator(db, ['session', '--user', user, '--merchant', 'demo']);
  return (JSON.parse(result.stdout) as { token: string }).token;
}

it('a ledger row written through instance A moves the balance on a stream of instance B', async () => {
  const member = await database.db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', 'demo')
    .where('username', '=', 'player1')
    .executeTakeFirstOrThrow();
  const s = await openStream(baseB, { token: await tokenOn(database.db, 'player1') });
  streams.push(s);
  const posted = await inTransaction(database.db, (trx) =>
    postEntry(trx, {
      memberId: member.id,
      txCode: 'PAYOUT',
      amountCents: 4_200,
      remark: 'win',
      reference: null,
    }),
  );
  if (!posted.ok) throw new Error('not posted');
  const got = await s.next((e) => e.type === 'balance');
  expect(got.event).toEqual({
    type: 'balance',
    wallet: expect.objectContaining({ sumBalance: posted.balanceAfterCents / 100 }),
  });
});

it("an operator's maintenance switch through A reaches a guest's stream on B", async () => {
  const s = await openStream(baseB);
  streams.push(s);
  await runOperator(database.db, ['status', '--merchant', 'demo', '--maintenance', 'on']);
  await s.next((e) => e.type === 'status');
  await runOperator(database.db, ['status', '--merchant', 'demo', '--maintenance', 'off']);
});
