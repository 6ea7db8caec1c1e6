import { loadConfig } from '../config/env';
import { createDb } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runCli } from './open-database';

runCli(async () => {
  const db = createDb(loadConfig());
  try {
    const applied = await migrateToLatest(db);
    process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'schema is up to date\n');
    return 0;
  } finally {
    await db.destroy();
  }
});
