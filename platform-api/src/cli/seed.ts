import { loadDemo } from '../config/demo-module';
import { openDatabase, runCli } from './open-database';

runCli(async () => {
  const { db, config } = await openDatabase();
  try {
    const demo = await loadDemo(config.profile);
    if (!demo) {
      process.stderr.write('seed: demo data exists only in the demo profile (SITE_PROFILE=demo)\n');
      return 2;
    }
    await demo.seedAll(db, {
      remoteEntryUrls: config.remoteEntryUrls,
      overwriteRemoteEntries: config.remoteEntryUrlsExplicit,
      remoteEntryIntegrity: config.remoteEntryIntegrity,
      publicOrigin: config.publicOrigin,
      scrypt: demo.seedScryptFromEnv(),
      fieldSampling: demo.seedFieldSamplingFromEnv(),
    });
    process.stdout.write('seeded demo data (merchants demo, lite, TEST)\n');
    return 0;
  } finally {
    await db.destroy();
  }
});
