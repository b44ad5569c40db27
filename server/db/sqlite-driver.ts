import type SqliteDatabase from "better-sqlite3";
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from "kysely";
import { isBusy, LOCK_WAIT_DEADLINE_MS, LockWait } from "./lock-wait.ts";
/** Distinct statements kept prepared; the server has a few hundred, so the bound is only a safety net. */
const STATEMENT_CACHE_SIZE = 1_000;

/**
 * Kysely's SQLite dialect over better-sqlite3, with two changes (docs/api.md §7a):
 *
 * - The connection's `busy_timeout` is 0, so SQLite never sleeps on the event loop when another
 *   process holds the file's write lock. A single statement that meets the lock (SQLITE_BUSY)
 *   outside a transaction is tried again after asynchronous pauses (lock-wait.ts), during which the
 *   connection serves this process's other queries. A `BEGIN` is not:
 *   the group commit waits for the lock without holding the connection, so reads go on meanwhile.
 * - Every statement is prepared once and reused (by its SQL text), instead of once per query.
 */
export function sqliteDialect(sqlite: SqliteDatabase.Database, lockWaitMs: number = LOCK_WAIT_DEADLINE_MS): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new SqliteDriver(sqlite, lockWaitMs),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

class SqliteDriver implements Driver {
  private readonly connection: SqliteConnection;
  private readonly mutex = new Mutex();

  private readonly sqlite: SqliteDatabase.Database;

  constructor(sqlite: SqliteDatabase.Database, lockWaitMs: number) {
    this.sqlite = sqlite;

    this.connection = new SqliteConnection(sqlite, lockWaitMs, this.mutex);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // SQLite has one connection per process: each query or transaction waits its turn.
    await this.mutex.lock();
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(): Promise<void> {
    this.mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.sqlite.close();
  }
}

class SqliteConnection implements DatabaseConnection {
  private readonly statements = new Map<string, SqliteDatabase.Statement>();

  private readonly sqlite: SqliteDatabase.Database;
  private readonly lockWaitMs: number;
  private readonly mutex: Mutex;

  constructor(sqlite: SqliteDatabase.Database, lockWaitMs: number, mutex: Mutex) {
    this.sqlite = sqlite;
    this.lockWaitMs = lockWaitMs;
    this.mutex = mutex;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.prepare(compiledQuery.sql);
    const parameters = compiledQuery.parameters as unknown[];
    // Inside a transaction the write lock is held already (BEGIN IMMEDIATE) or never needed (a read).
    const mayWait = !this.sqlite.inTransaction && !/^begin/i.test(compiledQuery.sql);
    let wait: LockWait | null = null;
    for (;;) {
      try {
        if (statement.reader) return { rows: statement.all(parameters) as R[] };
        const { changes, lastInsertRowid } = statement.run(parameters);
        return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
      } catch (error) {
        if (!mayWait || !isBusy(error)) throw error;
        wait ??= new LockWait(this.lockWaitMs);
        // A single statement outside a transaction: the connection is free for others meanwhile.
        this.mutex.unlock();
        try {
          await wait.pause();
        } finally {
          await this.mutex.lock();
        }
      }
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("streaming is not used on SQLite");
  }

  private prepare(text: string): SqliteDatabase.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.clear();
      statement = this.sqlite.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }
}

class Mutex {
  private held: Promise<void> | null = null;
  private release: (() => void) | null = null;

  async lock(): Promise<void> {
    while (this.held) await this.held;
    this.held = new Promise((resolve) => (this.release = resolve));
  }

  unlock(): void {
    const release = this.release;
    this.held = null;
    this.release = null;
    release?.();
  }
}
