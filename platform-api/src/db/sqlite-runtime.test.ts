import { assertSqliteRuntime, SQLITE_NODE_API } from './sqlite-runtime';

describe('the Node that opens SQLite', () => {
  it('refuses, with the way out, a Node whose Node-API is older than the addon (Node 20: 9)', () => {
    expect(() => assertSqliteRuntime({ node: '20.20.2', napi: '9' })).toThrow(
      /needs Node-API 10; Node 20\.20\.2 has 9\. Run on Node 24: '\. scripts\/ensure-node\.sh'/,
    );
    expect(() => assertSqliteRuntime({ node: '20.20.2' })).toThrow(/has none/);
  });

  it('lets Node 24 (Node-API 10) and this test run through', () => {
    expect(() => assertSqliteRuntime({ node: '24.21.0', napi: '10' })).not.toThrow();
    expect(Number(process.versions.napi)).toBeGreaterThanOrEqual(SQLITE_NODE_API);
    expect(() => assertSqliteRuntime()).not.toThrow();
  });
});
