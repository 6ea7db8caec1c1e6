import { runOperator } from '../operator/run-operator';
import { openDatabase, runCli } from './open-database';

runCli(async () => {
  const { db } = await openDatabase();
  try {
    const result = await runOperator(db, process.argv.slice(2));
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    return result.exitCode;
  } finally {
    await db.destroy();
  }
});
