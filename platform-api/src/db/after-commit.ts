import type {
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  TransactionSettings,
} from 'kysely';

type Job = () => void;
type CompileQuery = QueryCompiler['compileQuery'];

/** The jobs waiting for each open transaction's commit, by the connection it runs on. */
const pendingJobs = new WeakMap<DatabaseConnection, Job[]>();
/** Per connection, the number of jobs queued when each savepoint was taken. */
const savepointMarks = new WeakMap<DatabaseConnection, Map<string, number>>();

function runJobs(jobs: Job[] | undefined): void {
  for (const job of jobs ?? []) {
    try {
      job();
    } catch {
      // A job only tells others (metrics): it never undoes a commit or fails the caller's request.
    }
  }
}

/**
 * The driver of another dialect, which also runs the jobs queued with `afterCommit` once the transaction
 * they were queued in has committed, and drops them when it rolls back (to a savepoint: those queued since).
 */
class AfterCommitDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }
  acquireConnection() {
    return this.inner.acquireConnection();
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(connection, settings);
    pendingJobs.set(connection, []);
  }
  async commitTransaction(connection: DatabaseConnection) {
    await this.inner.commitTransaction(connection);
    const jobs = pendingJobs.get(connection);
    this.forget(connection);
    runJobs(jobs);
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    this.forget(connection);
    await this.inner.rollbackTransaction(connection);
  }
  async savepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
    if (!this.inner.savepoint) throw new Error('this dialect has no savepoints');
    await this.inner.savepoint(connection, name, compile);
    const marks = savepointMarks.get(connection) ?? new Map<string, number>();
    marks.set(name, pendingJobs.get(connection)?.length ?? 0);
    savepointMarks.set(connection, marks);
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
    if (!this.inner.rollbackToSavepoint) throw new Error('this dialect has no savepoints');
    await this.inner.rollbackToSavepoint(connection, name, compile);
    const mark = savepointMarks.get(connection)?.get(name);
    if (mark !== undefined) pendingJobs.get(connection)?.splice(mark);
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
    if (!this.inner.releaseSavepoint) throw new Error('this dialect has no savepoints');
    await this.inner.releaseSavepoint(connection, name, compile);
    savepointMarks.get(connection)?.delete(name);
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(connection);
  }
  destroy() {
    return this.inner.destroy();
  }

  private forget(connection: DatabaseConnection): void {
    pendingJobs.delete(connection);
    savepointMarks.delete(connection);
  }
}

/** `dialect` whose transactions run the `afterCommit` jobs queued in them (database.ts wraps every one). */
export function afterCommitDialect(dialect: Dialect): Dialect {
  return {
    createDriver: (): Driver => new AfterCommitDriver(dialect.createDriver()),
    createQueryCompiler: (): QueryCompiler => dialect.createQueryCompiler(),
    createAdapter: (): DialectAdapter => dialect.createAdapter(),
    createIntrospector: <DB>(db: Kysely<DB>): DatabaseIntrospector => dialect.createIntrospector(db),
  };
}

/**
 * Runs `job` once what `db` wrote is committed: when `db` is a transaction, after its COMMIT (never when it
 * rolls back); else at once (each statement outside a transaction commits on its own). For counting what
 * happened (metrics), never for work the data depends on.
 */
export async function afterCommit(
  db: Pick<Kysely<unknown>, 'isTransaction' | 'getExecutor'>,
  job: Job,
): Promise<void> {
  if (!db.isTransaction) return runJobs([job]);
  // The transaction's one connection: its provider hands out the same one for each query.
  const connection = await db.getExecutor().provideConnection(async (held) => held);
  const pending = pendingJobs.get(connection);
  // A transaction outside this wrapper (a Kysely made elsewhere) cannot say when it commits: none here.
  if (pending) pending.push(job);
}
