import { loadConfig, type ServerConfig } from '../config/env';
import { createDb } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Db } from '../db/schema';

/** Same configuration as the server, schema brought up to date, for every command-line tool. */
export async function openDatabase(): Promise<{ db: Db; config: ServerConfig }> {
  const config = loadConfig();
  const db = createDb(config);
  await migrateToLatest(db);
  return { db, config };
}

/** Runs a CLI body and turns any failure into one line on stderr and a non-zero exit. */
export function runCli(body: () => Promise<number>): void {
  body().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
