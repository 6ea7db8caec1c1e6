import { CompiledQuery, type DatabaseConnection, type Driver, SqliteDialect } from 'kysely';

/**
 * SQLite whose transactions begin `IMMEDIATE`: they take the write lock at their start, waiting for it
 * up to the connection's `busy_timeout`. Kysely's SQLite driver begins them deferred, and has no setting
 * for this. A deferred transaction that reads and then writes, after another process (the operator CLI)
 * wrote in between, fails at once with "database is locked": SQLite does not wait there, since waiting
 * could deadlock. An immediate one waits its turn at the start instead.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}
