import { ENDPOINTS, type EndpointKey, START_ENDPOINT_KEYS } from '@mobile/shared-contracts';

// The shell's build replaces the contracts' endpoint table by the part the API client reads
// (tools/build/endpoint-routes-loader.cjs, run by every shell build): every call must keep its method,
// path and flags.
const loader = require('@mobile/build/endpoint-routes-loader.cjs') as {
  clientTable(endpoints: typeof ENDPOINTS): Record<string, Record<string, unknown>>;
  startTable(table: Record<string, unknown>, keys: readonly string[]): Record<string, unknown>;
  CLIENT_FIELDS: string[];
};
describe('the endpoint table of the shell build', () => {
  const table = loader.clientTable(ENDPOINTS);

  it('keeps every endpoint with what the API client reads of it', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const key of Object.keys(ENDPOINTS) as EndpointKey[]) {
      const endpoint = ENDPOINTS[key] as unknown as Record<string, unknown>;
      for (const field of loader.CLIENT_FIELDS)
        expect([key, table[key]?.[field]]).toEqual([key, endpoint[field]]);
    }
  });

  it("keeps in the start's part exactly the start's calls, each as in the whole table", () => {
    const start = loader.startTable(table, START_ENDPOINT_KEYS);
    expect(Object.keys(start)).toEqual([...START_ENDPOINT_KEYS]);
    for (const key of START_ENDPOINT_KEYS) expect(start[key]).toEqual(table[key]);
  });

  it('leaves the schemas out', () => {
    for (const entry of Object.values(table)) {
      expect(entry).not.toHaveProperty('request');
      expect(entry).not.toHaveProperty('response');
    }
  });

  it('reads the flags the client acts on (encrypted, idempotent, throttled, silent)', () => {
    expect(table.login).toMatchObject({ method: 'POST', encrypted: true });
    const flags = Object.values(table);
    expect(flags.some((entry) => entry.idempotent === true)).toBe(true);
    expect(flags.some((entry) => typeof entry.throttleMs === 'number')).toBe(true);
    expect(flags.some((entry) => entry.silent === true)).toBe(true);
  });
});
