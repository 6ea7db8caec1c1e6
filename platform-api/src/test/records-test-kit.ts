import { sql } from 'kysely';
import { ledgerBalances } from '../wallet/ledger';
import { bearer, envelope, type TestContext } from './test-context';

export async function memberIdOf(t: TestContext, username: string, merchant = 'demo'): Promise<number> {
  const row = await t.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .where('merchant_code', '=', merchant)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The invariant after every money test: the balance is the sum of the member's ledger rows. */
export async function expectLedgerMatches(t: TestContext, memberId: number): Promise<number> {
  const { balanceCents, ledgerSumCents } = await ledgerBalances(t.db, memberId);
  expect(ledgerSumCents).toBe(balanceCents);
  return balanceCents;
}

/** A caller for one member: GET with a query, POST with a body and an idempotency key. */
export function memberCaller(t: TestContext, token: string, merchant = 'demo') {
  const headers = { ...bearer(token), 'x-merchant-code': merchant };
  return {
    get: (url: string, query: Record<string, string> = {}) =>
      t.call({ method: 'GET', url: `${url}?${new URLSearchParams(query)}`, headers }),
    post: (url: string, payload: unknown, key: string | null) =>
      t.call({
        method: 'POST',
        url,
        headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
        payload: payload as Record<string, unknown>,
      }),
  };
}

export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
export const todayUtc = () => new Date().toISOString().slice(0, 10);

export { envelope, sql };

/** A unique idempotency key (16+ characters) per call site. */
let counter = 0;
export const newKey = (label: string) => `${label}-${Date.now()}-${String(++counter).padStart(6, '0')}`;
