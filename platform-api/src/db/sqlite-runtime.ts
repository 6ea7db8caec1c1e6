/**
 * better-sqlite3 13's addon is built for Node-API 10 (Node 22.14 and later). On an older Node, Node 20
 * among them, `new Database()` ends the whole process in a segmentation fault with no message, so the
 * runtime is checked before a database is opened (decision 0272).
 */
export const SQLITE_NODE_API = 10;

export function assertSqliteRuntime(versions: { node: string; napi?: string } = process.versions): void {
  if (Number(versions.napi ?? 0) >= SQLITE_NODE_API) return;
  throw new Error(
    `SQLite (better-sqlite3) needs Node-API ${SQLITE_NODE_API}; Node ${versions.node} has ${versions.napi ?? 'none'}. ` +
      "Run on Node 24: '. scripts/ensure-node.sh' in the repository's root puts it on the PATH.",
  );
}
