import {
  type CredentialKeyInfo,
  ENDPOINTS,
  type EndpointKey,
  ERROR_MESSAGE_KEYS,
  IDEMPOTENCY_KEY_HEADER,
} from '@mobile/shared-contracts';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import * as v from 'valibot';
import { type Mutation, mutate, mutation } from '../test/fuzz/mutations';
import { arbitraryFor } from '../test/fuzz/schema-arbitrary';
import { rowCounter } from '../test/row-counts';
import { bearer, createTestContext, type TestContext } from '../test/test-context';
import { ENCRYPTED_HEADERS, encryptLikeBrowser } from './browser-encrypt';

/**
 * Fuzzing every endpoint of the contracts table (ASVS V2): payloads generated from its request schema,
 * then mutated (wrong types, missing and extra fields, huge and exotic strings, numbers at the edges,
 * prototype-pollution keys). Whatever arrives, the answer is the envelope: never a 5xx, never a stack;
 * a payload valibot calls invalid is a 4xx with a catalogue code and moves no row of any table.
 * Bounded without depending on the machine's speed: MIN_RUNS payloads per endpoint always run (a busy
 * machine only makes them slower), then up to EXTRA_RUNS more within TIME_LIMIT_MS.
 */
const MIN_RUNS = 4;
const EXTRA_RUNS = 26;
const TIME_LIMIT_MS = 350;
/**
 * Attempt counters (login, code and captcha limits, lockout) exist to count refusals: a valid payload
 * refused by a business rule may add one; so may the used nonce of a valid encrypted body (it is spent
 * whatever the business rules answer, so the body cannot be sent again). A payload refused as invalid
 * moves nothing, these included. A wrong login password on a password-checked call (add bank card, for
 * one) adds the account's failure events: those too are counted refusals (logins no longer lock, 0171).
 */
const ATTEMPT_COUNTERS = ['account_events', 'credential_nonces'];
const without = (rows: Record<string, number>, tables: string[]) =>
  Object.fromEntries(Object.entries(rows).filter(([table]) => !tables.includes(table)));
const STACK = /\bat [^\s]+ \(|\.(ts|js):\d+:\d+|Error: /;

let t: TestContext;
let token: string;
let counts: () => Promise<Record<string, number>>;
let key: CredentialKeyInfo;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login('player1');
  counts = await rowCounter(t.db);
  const res = await t.call({ method: 'GET', url: '/wps/system/credentialKey' });
  key = (JSON.parse(res.body) as { value: CredentialKeyInfo }).value;
});
afterAll(() => t.close());

const toQuery = (payload: unknown): Record<string, string | string[]> => {
  // JSON for lists: String() throws on members whose toString the fuzzer replaced.
  if (Array.isArray(payload)) return { q: JSON.stringify(payload) };
  if (typeof payload !== 'object' || payload === null) return { q: String(payload) };
  const query: Record<string, string | string[]> = {};
  for (const [k, value] of Object.entries(payload)) {
    const text = (x: unknown) => (typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x));
    // As the server parses it: an empty list sends nothing, a one-item list a plain value.
    if (Array.isArray(value) && value.length === 0) continue;
    const entry = Array.isArray(value)
      ? value.length === 1
        ? text(value[0])
        : value.map(text)
      : text(value);
    Object.defineProperty(query, k, { value: entry, enumerable: true, writable: true, configurable: true });
  }
  return query;
};

/** Bodies Fastify's JSON parser refuses outright (prototype poisoning). */
const poisoned = (raw: string) => /"__proto__":/.test(raw) || /"constructor":\{[^}]*"prototype"/.test(raw);

/** What is sent, and whether the server ought to call it valid. */
async function requestFor(
  name: EndpointKey,
  payload: unknown,
): Promise<{ options: InjectOptions; valid: boolean }> {
  const endpoint = ENDPOINTS[name];
  const headers: Record<string, string> = { 'x-merchant-code': 'demo', ...bearer(token) };
  if ('idempotent' in endpoint && endpoint.idempotent) headers[IDEMPOTENCY_KEY_HEADER] = crypto.randomUUID();
  const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    const query = toQuery(payload);
    const valid = v.safeParse(endpoint.request, query).success;
    return { options: { method: endpoint.method, url: endpoint.path, query, headers, remoteAddress }, valid };
  }
  const raw = JSON.stringify(payload) ?? 'null';
  const parsed: unknown = JSON.parse(raw);
  // Fastify's JSON parser refuses poisoned bodies; the sealed body's inner JSON is plain data (valibot keeps
  // only the schema's keys), so there only the schema decides.
  const schemaValid = v.safeParse(endpoint.request, parsed).success;
  const valid = schemaValid && (endpoint.encrypted || !poisoned(raw));
  if (endpoint.encrypted) {
    const sealed = await encryptLikeBrowser(parsed, key);
    return {
      options: {
        method: endpoint.method,
        url: endpoint.path,
        payload: sealed,
        headers: { ...headers, ...ENCRYPTED_HEADERS },
        remoteAddress,
      },
      valid,
    };
  }
  headers['content-type'] = 'application/json';
  return {
    options: { method: endpoint.method, url: endpoint.path, payload: raw, headers, remoteAddress },
    valid,
  };
}

/** One generated request: sent, answered, checked. */
async function check(name: EndpointKey, payload: unknown, m: Mutation): Promise<void> {
  const { options, valid } = await requestFor(name, mutate(payload, m));
  const before = await counts();
  const res = await t.call(options);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.body).not.toMatch(STACK);
  const body = JSON.parse(res.body) as { success: boolean; code: string; value: unknown };
  if (res.statusCode >= 400) {
    expect(body.success).toBe(false);
    expect(Object.keys(ERROR_MESSAGE_KEYS)).toContain(body.code);
    const after = await counts();
    if (valid) expect(without(after, ATTEMPT_COUNTERS)).toEqual(without(before, ATTEMPT_COUNTERS));
    else expect(after).toEqual(before);
  }
  if (!valid) expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

const names = Object.keys(ENDPOINTS) as EndpointKey[];
/**
 * The request of the run fast-check was on when the time limit ended it: awaited before the next
 * endpoint's runs, so its writes never land in their before/after counts.
 */
let inFlight: Promise<void> | undefined;
afterEach(async () => {
  await inFlight?.catch(() => undefined);
});

describe('fuzzing every endpoint of the contracts table', () => {
  it.each(names)(
    '%s: hostile payloads get the envelope, invalid ones a 4xx and no row moves',
    async (name) => {
      const arbitrary = fc.tuple(arbitraryFor(ENDPOINTS[name].request), mutation);
      const property = fc.asyncProperty(arbitrary, ([payload, m]) => {
        inFlight = check(name, payload, m);
        return inFlight;
      });
      await fc.assert(property, { numRuns: MIN_RUNS });
      // fast-check calls a time-limited run that ended before its first success a failure: here only a
      // payload that broke the property is one.
      const extra = await fc.check(property, {
        numRuns: EXTRA_RUNS,
        interruptAfterTimeLimit: TIME_LIMIT_MS,
        markInterruptAsFailure: false,
      });
      if (extra.failed && !extra.interrupted) throw new Error(fc.defaultReportMessage(extra));
    },
  );

  it('a raw body with __proto__ or constructor.prototype is refused, not merged', async () => {
    for (const raw of [
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
    ]) {
      const res = await t.call({
        method: 'POST',
        url: ENDPOINTS.setNickname.path,
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-merchant-code': 'demo', ...bearer(token) },
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });
});
