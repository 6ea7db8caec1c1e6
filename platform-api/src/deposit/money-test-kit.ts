import { randomUUID } from 'node:crypto';
import { bearer, type TestContext } from '../test/test-context';
import { ledgerBalances } from '../wallet/ledger';
import { CALLBACK_PATH } from './gateway-callback';
import { SIGNATURE_HEADER, sign } from './gateway-signature';

/** The member's id on the demo merchant. */
export async function memberIdOf(t: TestContext, username: string): Promise<number> {
  const row = await t.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .where('merchant_code', '=', 'demo')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Asserts 'sum of ledger rows = balance' and returns the balance in cents. */
export async function expectLedgerHolds(t: TestContext, memberId: number): Promise<number> {
  const { balanceCents, ledgerSumCents } = await ledgerBalances(t.db, memberId);
  expect(ledgerSumCents).toBe(balanceCents);
  return balanceCents;
}

export const newKey = () => `k-${randomUUID()}`;

/** POST with the session and an idempotency key (a fresh one unless given). */
export function postMoney(
  t: TestContext,
  token: string,
  url: string,
  payload: unknown,
  key: string = newKey(),
) {
  return t.call({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: payload as object,
  });
}

/** A tiny valid PNG (1×1), and other bytes for the upload checks. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);

/** The payment gateway's callback with `body`, signed with the platform's gateway secret (or `secret`). */
export function postGatewayCallback(
  t: TestContext,
  body: object,
  secret = t.app.deps.secrets.paymentGateway,
) {
  const raw = JSON.stringify(body);
  return t.call({
    method: 'POST',
    url: CALLBACK_PATH,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(raw, secret) },
    payload: raw,
  });
}

/** A press on the demo gateway's page (Pay or Cancel) for the order whose `gatewayUrl` the API answered. */
export function submitDemoGateway(t: TestContext, gatewayUrl: string, action: 'pay' | 'cancel' = 'pay') {
  const url = new URL(gatewayUrl);
  return t.call({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ticket: url.searchParams.get('ticket') ?? '', action }).toString(),
  });
}
