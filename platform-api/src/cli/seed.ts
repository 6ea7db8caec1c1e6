import { seedAll, seedScryptFromEnv } from '../db/seed';
import { openDatabase, runCli } from './open-database';

runCli(async () => {
  const { db, config } = await openDatabase();
  try {
    await seedAll(db, {
      remoteEntryUrls: config.remoteEntryUrls,
      overwriteRemoteEntries: config.remoteEntryUrlsExplicit,
      publicOrigin: config.publicOrigin,
      scrypt: seedScryptFromEnv(),
    });
    process.stdout.write('seeded demo data (merchants demo, lite, TEST)\n');
    return 0;
  } finally {
    await db.destroy();
  }
});
