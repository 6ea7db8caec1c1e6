import type BetterSqlite3 from 'better-sqlite3';
import { type KyselyPlugin, type QueryId, SelectQueryNode } from 'kysely';

export interface ChangeStamp {
  /** A value that moves whenever the data may have changed. */
  read(): string;
  /** Forgets this process's writes the moment they happen (add to the Kysely instance). */
  plugin: KyselyPlugin;
}

/**
 * SQLite's change marks for the guest cache: `data_version` moves when another connection (the operator
 * command) commits, `total_changes()` when this one writes. Asked on every cached read, so it is read once
 * per turn of the event loop and shared by the requests of that turn (a commit by another process during
 * one turn is seen on the next); any write through this Kysely instance forgets it at once, before and
 * after the write, so this process always sees its own changes.
 */
export function createChangeStamp(
  sqlite: BetterSqlite3.Database,
  endOfTurn: (forget: () => void) => void = setImmediate,
): ChangeStamp {
  const statement = sqlite.prepare(
    'select total_changes() as changes, data_version from pragma_data_version()',
  );
  let memo: string | null = null;
  const forget = () => {
    memo = null;
  };
  const writes = new Set<QueryId>();
  return {
    read() {
      if (memo === null) {
        const row = statement.get() as { changes: number; data_version: number };
        memo = `${row.data_version}:${row.changes}`;
        endOfTurn(forget);
      }
      return memo;
    },
    plugin: {
      transformQuery({ node, queryId }) {
        if (!SelectQueryNode.is(node)) {
          writes.add(queryId);
          forget();
        }
        return node;
      },
      async transformResult({ queryId, result }) {
        if (writes.delete(queryId)) forget();
        return result;
      },
    },
  };
}
