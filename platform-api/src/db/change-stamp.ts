import type BetterSqlite3 from 'better-sqlite3';
import { type KyselyPlugin, type QueryId, SelectQueryNode } from 'kysely';

export interface ChangeStamp {
  /** A value that moves whenever the data may have changed. */
  read(): string;
  /** Counts this process's writes the moment they happen (add to the Kysely instance). */
  plugin: KyselyPlugin;
}

/** Longest another process's commit (the operator command) goes unseen by this one's caches. */
export const OTHER_WRITER_LAG_MS = 100;

export interface ChangeStampOptions {
  /** How long one reading of `data_version` is trusted; 0 reads it every time. */
  otherWriterLagMs?: number;
  now?: () => number;
}

/**
 * SQLite's change marks for the guest cache. This process's own writes (every statement through the
 * Kysely instance that is not a select, raw SQL included) move a counter at once, before and after the
 * write, so a request always sees what an earlier one wrote. Another connection's commits (the operator
 * command) move `data_version`, which costs a statement to read: it is read again only once the last
 * reading is `otherWriterLagMs` old, not on every cached read of a busy server.
 */
export function createChangeStamp(
  sqlite: BetterSqlite3.Database,
  options: ChangeStampOptions = {},
): ChangeStamp {
  const lagMs = options.otherWriterLagMs ?? OTHER_WRITER_LAG_MS;
  const now = options.now ?? Date.now;
  const statement = sqlite.prepare('select data_version from pragma_data_version()').pluck();
  let dataVersion = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  let ownWrites = 0;
  // The stamp as a string, made again only when one of its parts moves: every cached read compares it.
  let stamp: string | null = null;
  const writes = new Set<QueryId>();
  return {
    read() {
      const at = now();
      if (at - readAt >= lagMs || at < readAt) {
        const version = statement.get() as number;
        if (version !== dataVersion) stamp = null;
        dataVersion = version;
        readAt = at;
      }
      stamp ??= `${dataVersion}:${ownWrites}`;
      return stamp;
    },
    plugin: {
      transformQuery({ node, queryId }) {
        if (!SelectQueryNode.is(node)) {
          writes.add(queryId);
          ownWrites++;
          stamp = null;
        }
        return node;
      },
      async transformResult({ queryId, result }) {
        if (writes.delete(queryId)) {
          ownWrites++;
          stamp = null;
        }
        return result;
      },
    },
  };
}
